import { expect, type Locator, type Page } from "@playwright/test";
import { signInPage } from "../support/api-session";
import { DEMO } from "../support/fixtures";

/** Shared steps of the quotation journeys (quotation-*.spec.ts). */
export const SPONSOR_PATH = "/Basic-B2C/sponsordetail";
export const MEMBERS_PATH = "/Basic-B2C/memberdetail";
export const QUOTATION_NUMBER = /BQ-\d{4}-\d{6,}/;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export type Ymd = { y: number; m: number; d: number };

/** Today in the UAE (UTC+4, no daylight saving), the day the portal and its server count with. */
export function uaeToday(): Ymd {
  const shifted = new Date(Date.now() + 4 * 3_600_000);
  return { y: shifted.getUTCFullYear(), m: shifted.getUTCMonth() + 1, d: shifted.getUTCDate() };
}

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Whole years later or earlier; 29 February becomes 28 February in a common year. */
export function addYears(date: Ymd, years: number): Ymd {
  const y = date.y + years;
  return { y, m: date.m, d: Math.min(date.d, daysIn(y, date.m)) };
}

export function addDays(date: Ymd, days: number): Ymd {
  const t = new Date(Date.UTC(date.y, date.m - 1, date.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** A date of birth for someone who is `age` today, well away from a birthday (so the age band is certain). */
export function bornYearsAgo(age: number): Ymd {
  return addDays(addYears(uaeToday(), -age), -90);
}

export const display = ({ y, m, d }: Ymd) =>
  `${String(d).padStart(2, "0")}/${String(m).padStart(2, "0")}/${String(y).padStart(4, "0")}`;
/** The API's form of a date: YYYY-MM-DD. */
export const iso = ({ y, m, d }: Ymd) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
export const monthName = (m: number) => MONTHS[m - 1]!;
export { daysIn };

/** A short e-mail address no other test uses (the spec allows 37 characters). */
export function uniqueEmail(prefix = "sp") {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

/** The calendar popup of the date field that is open. */
export const openPicker = (page: Page) => page.getByRole("dialog").last();

/** The open calendar once it has appeared (it only fades in: nothing moves under a click). */
export async function settledPicker(page: Page) {
  const picker = openPicker(page);
  await expect(picker).toBeVisible();
  await expect(page.locator("[data-entering]")).toHaveCount(0);
  return picker;
}

/** A day of the month the calendar shows, by its number (the days of the months around it are hidden). */
export const calendarDay = (picker: Locator, d: number) =>
  picker.locator('[role="gridcell"] [role="button"]:not([data-outside-month])', { hasText: new RegExp(`^${d}$`) });

/** The calendar's year list, and the option of one year in it. */
export const yearList = (picker: Locator, words: PickerWords = ENGLISH_PICKER) =>
  picker.getByRole("combobox", { name: words.year, exact: true });
export const yearOption = (picker: Locator, y: number) =>
  yearList(picker).locator("option", { hasText: new RegExp(`^${y}$`) });
/** The calendar's month list, and the option of one month in it. */
export const monthList = (picker: Locator, words: PickerWords = ENGLISH_PICKER) =>
  picker.getByRole("combobox", { name: words.month, exact: true });
export const monthOption = (picker: Locator, m: number) =>
  monthList(picker).locator("option", { hasText: new RegExp(`^${monthName(m)}$`) });

/** The date field's words a test finds it by, in each language the portal speaks. */
type PickerWords = {
  year: string;
  month: string;
  monthName: (m: number) => string;
  choose: (field: string) => string;
};
const ENGLISH_PICKER: PickerWords = {
  year: "Year",
  month: "Month",
  monthName: (m) => monthName(m),
  choose: (field) => `Choose ${field.toLowerCase()}`,
};
const ARABIC_MONTHS = "يناير,فبراير,مارس,أبريل,مايو,يونيو,يوليو,أغسطس,سبتمبر,أكتوبر,نوفمبر,ديسمبر".split(",");
export const ARABIC_PICKER: PickerWords = {
  year: "السنة",
  month: "الشهر",
  monthName: (m) => ARABIC_MONTHS[m - 1]!,
  choose: (field) => `اختر ${field}`,
};

/**
 * Picks a date through the field's calendar: year, then month, then day. On a loaded machine a click can land while
 * the calendar is still opening; then the calendar is reopened and the pick repeated, and the field must still end up
 * holding exactly the date.
 */
export async function pickDate(page: Page, fieldName: string, date: Ymd, words: PickerWords = ENGLISH_PICKER) {
  const field = page.getByRole("textbox", { name: fieldName, exact: true });
  const picker = page.getByRole("dialog", { name: fieldName, exact: true });
  await expect(async () => {
    // A read-only field opens its calendar when clicked; one that can be typed into opens it from its button.
    const typed = (await field.getAttribute("readonly")) === null;
    const opener = typed ? page.getByRole("button", { name: words.choose(fieldName) }) : field;
    if (!(await picker.isVisible())) await opener.click();
    await yearList(picker, words).selectOption(String(date.y), { timeout: 5_000 });
    await monthList(picker, words).selectOption({ label: words.monthName(date.m) }, { timeout: 5_000 });
    await calendarDay(picker, date.d).click({ timeout: 5_000 });
    // Right to left, a value may carry bidi marks around its parts; the date is the same.
    const shown = async () => (await field.inputValue()).replace(/[\u2066-\u2069\u200e\u200f]/g, "");
    await expect.poll(shown, { timeout: 2_000 }).toBe(display(date));
  }).toPass({ timeout: 60_000 });
  // The calendar gives the focus back to its field as it closes: typing into the next field before then would go there.
  await expect(picker).toBeHidden();
}

/** Chooses an option of a select by its label: the browser's own (pages built without MUI) or MUI's. */
export async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole("combobox", { name: label });
  if (await select.evaluate((element) => element instanceof HTMLSelectElement)) {
    await select.selectOption({ label: option });
    return;
  }
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** The option a browser's own select shows, by the select's label. */
export function shownChoice(page: Page, label: string) {
  return page.getByRole("combobox", { name: label }).locator("option:checked");
}

export type IndividualSponsor = {
  type: "Expatriate" | "UAE/GCC national";
  name: string;
  mobilePrefix: string;
  mobile: string;
  email: string;
  gender: "Male" | "Female";
  dateOfBirth: Ymd;
  uid: string;
};

export function anIndividualSponsor(overrides: Partial<IndividualSponsor> = {}): IndividualSponsor {
  return {
    type: "Expatriate",
    name: "Ahmed Khan",
    mobilePrefix: "050",
    mobile: "1234567",
    email: uniqueEmail(),
    gender: "Male",
    dateOfBirth: bornYearsAgo(40),
    uid: "201/2020/1234567",
    ...overrides,
  };
}

/**
 * Signs the page in as agent.all with the worker's session (not through the form: the sign-in specs test that). The
 * page stands on the portal's origin and nowhere in the portal yet: the test goes to where it starts.
 */
export async function signInAsAgent(page: Page) {
  await signInPage(page, DEMO.all);
}

/** Fills step 1 for an individual sponsor (the form's default kind). */
export async function fillIndividualSponsor(page: Page, sponsor: IndividualSponsor) {
  await page.getByRole("radio", { name: "Individual" }).check();
  await page.getByRole("radio", { name: sponsor.type }).check();
  await page.getByLabel("First Name").fill(sponsor.name);
  if (sponsor.mobilePrefix !== "050") await choose(page, "Mobile code", sponsor.mobilePrefix);
  await page.getByLabel("Mobile number").fill(sponsor.mobile);
  await page.getByLabel("E-mail").fill(sponsor.email);
  await page.getByRole("radio", { name: sponsor.gender, exact: true }).check();
  await pickDate(page, "Date of birth", sponsor.dateOfBirth);
  // Spec §2.4: a UID number for an expatriate, a file number for a national.
  await page.getByLabel(sponsor.type === "Expatriate" ? "UID Number" : "File Number").fill(sponsor.uid);
}

/** Fills step 1 for a company: its name, contacts, a trade licence expiring in a few weeks and its tax number. */
export async function fillCompanySponsor(page: Page, name: string) {
  await page.getByRole("radio", { name: "Company" }).check();
  await page.getByLabel("Company Name").fill(name);
  await page.getByLabel("E-mail").fill(uniqueEmail("co"));
  await page.getByLabel("Mobile number").fill("1234567");
  await pickDate(page, "Trade license expiry date", addDays(uaeToday(), 40));
  await page.getByLabel("Tax registration / File Number").fill("100123456700003");
}

/** Creates a quotation through step 1 and returns its number, shown on step 2. */
export async function createQuotation(page: Page, sponsor: IndividualSponsor = anIndividualSponsor()) {
  await page.goto(SPONSOR_PATH);
  await fillIndividualSponsor(page, sponsor);
  await page.getByRole("button", { name: "Save & Proceed" }).click();
  await expect(page).toHaveURL(MEMBERS_PATH);
  const number = page.getByText(/Quotation number:/);
  await expect(number).toContainText(QUOTATION_NUMBER);
  return (await number.textContent())!.match(QUOTATION_NUMBER)![0];
}

export type Member = {
  relation: "Spouse" | "Child" | "Parent";
  firstName: string;
  familyName: string;
  gender: "Male" | "Female";
  dateOfBirth: Ymd;
  maritalStatus: "Single" | "Married";
  nationality: string;
  occupation: string;
};

/** A spouse of 35, as the member dialog is filled for her. */
export function aSpouse(overrides: Partial<Member> = {}): Member {
  return {
    relation: "Spouse",
    firstName: "Fatima",
    familyName: "Khan",
    gender: "Female",
    dateOfBirth: bornYearsAgo(35),
    maritalStatus: "Married",
    nationality: "India",
    occupation: "Homemaker",
    ...overrides,
  };
}

export const memberDialog = (page: Page) => page.getByRole("dialog", { name: /Add member|Edit member/ });

export async function fillDependent(page: Page, m: Member) {
  const dialog = memberDialog(page);
  await choose(page, "Member type", "Dependent");
  await choose(page, "Relation", m.relation);
  await dialog.getByLabel("First Name").fill(m.firstName);
  await dialog.getByLabel("Family Name").fill(m.familyName);
  await dialog.getByRole("radio", { name: m.gender, exact: true }).check();
  await pickDate(page, "Date of birth", m.dateOfBirth);
  await choose(page, "Marital status", m.maritalStatus);
  await chooseNationality(page, dialog, m.nationality);
  await choose(page, "Occupation", m.occupation);
}

/**
 * Types a nationality and picks it from the list. The field is scrolled into view first, as a finger brings it there:
 * a list open under a field closes when what holds the field scrolls (React Aria's), and the scroll a fill makes for
 * itself would otherwise arrive just after the list opened, on a phone's screen where the field sits at the bottom.
 */
async function chooseNationality(page: Page, dialog: Locator, nationality: string) {
  const field = dialog.getByRole("combobox", { name: "Nationality" });
  await field.scrollIntoViewIfNeeded();
  await field.fill(nationality);
  await page.getByRole("option", { name: nationality, exact: true }).click();
}

export type NewMember = {
  type: "Domestic worker" | "Dependent";
  relation?: "Spouse" | "Child";
  salary?: string;
  first: string;
  family: string;
  gender: "Male" | "Female";
  born: Ymd;
  marital: string;
  nationality: string;
  occupation: string;
  newborn?: boolean;
};

/** Adds one member through step 2's dialog. */
export async function addMember(page: Page, member: NewMember) {
  await page.getByRole("button", { name: "Add member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add member" });
  await fillNewMember(page, member);
  await dialog.getByRole("button", { name: "Add member" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${member.first} ${member.family}`)).toBeVisible();
}

/** Fills every field of the open Add member dialog for `member`, without saving. */
export async function fillNewMember(page: Page, member: NewMember) {
  const dialog = page.getByRole("dialog", { name: "Add member" });
  await choose(page, "Member type", member.type);
  if (member.relation) await choose(page, "Relation", member.relation);
  if (member.salary) await choose(page, "Monthly salary", member.salary);
  await dialog.getByLabel("First Name").fill(member.first);
  await dialog.getByLabel("Family Name").fill(member.family);
  await dialog.getByRole("radio", { name: member.gender, exact: true }).check();
  await pickDate(page, "Date of birth", member.born);
  await choose(page, "Marital status", member.marital);
  await chooseNationality(page, dialog, member.nationality);
  await choose(page, "Occupation", member.occupation);
  if (member.newborn) await dialog.getByRole("checkbox", { name: "Newborn" }).check();
}

/** Maria Santos, 30, a domestic worker on the lowest salary band, as step 2's dialog takes her. */
export const aDomesticWorker = (): NewMember => ({
  type: "Domestic worker",
  salary: "Up to AED 4,000 a month",
  first: "Maria",
  family: "Santos",
  gender: "Female",
  born: bornYearsAgo(30),
  marital: "Single",
  nationality: "Philippines",
  occupation: "Domestic worker",
});
