import { expect, readStorage, test } from "../support/fixtures";
import {
  anIndividualSponsor,
  bornYearsAgo,
  choose,
  display,
  fillIndividualSponsor,
  MEMBERS_PATH,
  QUOTATION_NUMBER,
  SPONSOR_PATH,
  shownChoice,
  signInAsAgent,
} from "./quotation-helpers";

// Each journey signs in and drives real forms against the real server; a loaded machine needs the headroom.
test.describe.configure({ timeout: 90_000 });
// The one journey with the motion a visitor sees by default (ripples, menus growing, the calendar sliding).
test.use({ reducedMotion: "no-preference" });

test.beforeEach(async ({ page }) => {
  await signInAsAgent(page);
});

test("Partner saves the sponsor, lands on member details with the quotation number, and Previous brings back every field as entered", async ({
  page,
}) => {
  const sponsor = anIndividualSponsor({
    type: "UAE/GCC national",
    name: "Mariam Al Hashimi",
    mobilePrefix: "055",
    mobile: "7654321",
    gender: "Female",
    dateOfBirth: bornYearsAgo(33),
    uid: "784/1990/12345",
  });
  await page.goto(SPONSOR_PATH);
  await fillIndividualSponsor(page, sponsor);
  await choose(page, "TPA", "NAS");

  // The save is held until "Please Wait..." has been seen, so the check never races the server.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/quotations", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Save & Proceed" }).click();
  await expect(page.getByRole("button", { name: "Please Wait..." })).toBeDisabled();
  release();

  await expect(page).toHaveURL(MEMBERS_PATH);
  await expect(page.getByRole("heading", { level: 1, name: "Insurance Member(s) Details" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Application steps" }).locator('[aria-current="step"]')).toHaveText(
    /Insurance Member\(s\) Details/,
  );
  const numberText = page.getByText(/Quotation number:/);
  await expect(numberText).toContainText(QUOTATION_NUMBER);
  const quotationNo = (await numberText.textContent())!.match(QUOTATION_NUMBER)![0];
  const stored = await readStorage(page);
  expect(stored.local).toMatchObject({ Quotation_No: quotationNo, planfor: "1", TempStatus: "Next" });
  expect(Number(stored.local.Quotation_Id)).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page).toHaveURL(SPONSOR_PATH);
  expect((await readStorage(page)).local.TempStatus).toBe("Previous");
  await expect(page.getByText(/Quotation number:/)).toContainText(quotationNo);
  await expect(page.getByRole("radio", { name: "Individual" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "UAE/GCC national" })).toBeChecked();
  await expect(page.getByLabel("First Name")).toHaveValue(sponsor.name);
  // The stored 0557654321 comes back split into the code and the 7 digits.
  await expect(shownChoice(page, "Mobile code")).toHaveText("055");
  await expect(page.getByLabel("Mobile number")).toHaveValue("7654321");
  await expect(page.getByLabel("E-mail")).toHaveValue(sponsor.email);
  await expect(page.getByRole("radio", { name: "Female", exact: true })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Date of birth", exact: true })).toHaveValue(
    display(sponsor.dateOfBirth),
  );
  await expect(page.getByLabel("File Number")).toHaveValue(sponsor.uid);
  await expect(shownChoice(page, "TPA")).toHaveText("NAS");

  // Saving again updates the same quotation.
  await page.unrouteAll();
  await page.getByLabel("First Name").fill("Mariam Saeed");
  await page.getByRole("button", { name: "Save & Proceed" }).click();
  await expect(page).toHaveURL(MEMBERS_PATH);
  await expect(page.getByText(/Quotation number:/)).toContainText(quotationNo);
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByLabel("First Name")).toHaveValue("Mariam Saeed");
});

test("Start new application forgets the open quotation and shows a blank form", async ({ page }) => {
  const sponsor = anIndividualSponsor();
  await page.goto(SPONSOR_PATH);
  await fillIndividualSponsor(page, sponsor);
  await page.getByRole("button", { name: "Save & Proceed" }).click();
  await expect(page).toHaveURL(MEMBERS_PATH);
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByLabel("First Name")).toHaveValue(sponsor.name);

  await page.getByRole("button", { name: "Start new application" }).click();
  await expect(page.getByLabel("First Name")).toHaveValue("");
  await expect(page.getByLabel("E-mail")).toHaveValue("");
  await expect(page.getByText(/Quotation number:/)).toHaveCount(0);
  const stored = await readStorage(page);
  expect(stored.local.Quotation_Id).toBeUndefined();
  expect(stored.local.Quotation_No).toBeUndefined();
});

test("Member details without an open quotation sends the partner to sponsor details", async ({ page }) => {
  await page.goto(MEMBERS_PATH);
  await expect(page).toHaveURL(SPONSOR_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Let's begin with getting you the perfect health plan",
  );
});
