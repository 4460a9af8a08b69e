import { expect, test } from "../support/fixtures";
import {
  ACCEPTED_CARD,
  confirmAndFinalize,
  documentFile,
  FINALIZE_PATH,
  PAYMENT_PATH,
  payOnSandbox,
  RESULT_PATH,
  seriousViolations,
} from "./quotation-documents-helpers";
import { fillCompanySponsor, MEMBERS_PATH, SPONSOR_PATH, signInAsAgent } from "./quotation-helpers";
import { luhnCheckDigit } from "./renewal-helpers";

const HEADINGS = [
  "First name",
  "Family name",
  "Member type",
  "Relation",
  "Gender",
  "Date of birth (DD/MM/YYYY)",
  "Marital status",
  "Nationality",
  "Occupation",
  "Salary band",
  "Emirates ID number",
  "Passport number",
  "UID number",
];

const NAMES = [
  ["Ravi", "Kumar"],
  ["Joy", "Reyes"],
  ["Ali", "Hassan"],
  ["Meera", "Nair"],
  ["Sanjay", "Patel"],
  ["Fatima", "Begum"],
  ["Omar", "Farouk"],
  ["Priya", "Menon"],
  ["Jose", "Santos"],
  ["Aisha", "Rahman"],
  ["Tariq", "Aziz"],
  ["Nadia", "Karim"],
] as const;

/** A real-looking Emirates ID: 784, the birth year, seven digits and the Luhn check digit. */
function emiratesId(year: number, serial: number) {
  const digits = `784${year}${String(serial).padStart(7, "0")}`;
  return `784-${year}-${digits.slice(7)}-${luhnCheckDigit(digits)}`;
}

/** Twelve workers as HR types them; row 5 lacks a family name and row 9 says "M" for a gender. */
function census() {
  const rows = NAMES.map(([first, family], i) => [
    first,
    i === 3 ? "" : family,
    "Employee",
    "",
    i === 7 ? "M" : i % 2 ? "Female" : "Male",
    `1${i % 9}/0${(i % 9) + 1}/${1980 + i}`,
    "Single",
    "India",
    "Employee",
    "Up to AED 4,000 a month",
    emiratesId(1980 + i, 1234560 + i),
    `N${7654320 + i}`,
    `${i + 1}23456789`,
  ]);
  const quote = (cell: string) => (/[",]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  return [HEADINGS, ...rows].map((row) => row.map(quote).join(",")).join("\r\n");
}

test("A company's HR census of 12 workers, 2 of them wrong, is fixed on screen, added in one go and paid for", async ({
  page,
}) => {
  // Sixty-two uploads one after another: a loaded CI machine was seen taking two seconds each.
  test.setTimeout(480_000);
  await signInAsAgent(page);
  await page.goto(SPONSOR_PATH);
  await fillCompanySponsor(page, "Desert Rose Trading LLC");
  await page.getByRole("button", { name: "Save & Proceed" }).click();
  await expect(page).toHaveURL(MEMBERS_PATH);

  // The templates download as files.
  const section = page.getByRole("region", { name: "Add many members from a census" });
  const download = page.waitForEvent("download");
  await section.getByRole("link", { name: "Excel template" }).click();
  expect((await download).suggestedFilename()).toBe("census-template.xlsx");

  // The filled census: ten rows ready, two to fix, each told what to fix in the member form's words.
  const chooser = page.waitForEvent("filechooser");
  await section.getByRole("button", { name: "Upload a census" }).click();
  await (await chooser).setFiles({ name: "workers.csv", mimeType: "text/csv", buffer: Buffer.from(census()) });
  await expect(section.getByRole("status")).toHaveText("workers.csv: 10 of 12 rows ready to add.");
  await expect(section.getByRole("heading", { name: "2 rows to fix" })).toBeVisible();
  await expect(section.getByRole("row", { name: /^5 Meera/ })).toContainText("Family name: Family Name is required.");
  await expect(section.getByRole("row", { name: /^9 Priya Menon/ })).toContainText(
    "Gender: Choose one of: Male, Female.",
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Row 5 fixed in the member form, opened with its problem shown.
  await section.getByRole("button", { name: "Fix row 5" }).click();
  const fix5 = page.getByRole("dialog", { name: "Fix row 5 of the census" });
  const family = fix5.getByRole("textbox", { name: "Family Name" });
  await expect(family).toHaveAccessibleDescription("Family Name is required.");
  await family.fill("Nair");
  await fix5.getByRole("button", { name: "Save the row" }).click();
  await expect(fix5).toBeHidden();
  await expect(section.getByRole("status")).toHaveText("workers.csv: 11 of 12 rows ready to add.");

  // A reload loses neither the rows nor the fix.
  await page.reload();
  await expect(section.getByRole("status")).toHaveText("workers.csv: 11 of 12 rows ready to add.");

  await section.getByRole("button", { name: "Fix row 9" }).click();
  const fix9 = page.getByRole("dialog", { name: "Fix row 9 of the census" });
  await expect(fix9.getByText("Choose one of: Male, Female.")).toBeVisible();
  await fix9.getByRole("radio", { name: "Male", exact: true }).check();
  await fix9.getByRole("button", { name: "Save the row" }).click();
  await expect(section.getByRole("status")).toHaveText("workers.csv: 12 of 12 rows ready to add.");

  // All twelve in one go, priced by the server.
  await section.getByRole("button", { name: "Add 12 members" }).click();
  await expect(section.getByRole("status")).toHaveText("12 members were added from the census.");
  for (const [first, family] of NAMES)
    await expect(page.getByRole("row", { name: new RegExp(`${first} ${family}`) })).toBeVisible();
  await page.getByRole("button", { name: "Save & Proceed" }).click();

  // Documents: the census's ID numbers are there; every copy (the company's is its trade licence) in one drop, sorted
  // by the names in the files.
  const all = page.getByRole("group", { name: "All the documents at once", exact: true });
  const names = [
    "company trade licence.pdf",
    ...NAMES.flatMap(([first]) =>
      ["eid.png", "passport.pdf", "visa.pdf", "photo.png", "labour contract.pdf"].map(
        (doc) => `${first.toLowerCase()} ${doc}`,
      ),
    ),
  ];
  const drop = page.waitForEvent("filechooser");
  await all.getByRole("button", { name: "Choose files for the whole application", exact: true }).click();
  await (await drop).setFiles(names.map(documentFile));
  await all.getByRole("button", { name: `Upload ${names.length} files` }).click();
  await expect(all.getByRole("status")).toHaveText(`${names.length} of ${names.length} uploaded`, {
    timeout: 240_000,
  });
  await page.getByRole("button", { name: "Save & Proceed" }).click();

  // Finalised and paid for the twelve. The screen holding sixty-two files takes a while to give way once the save is
  // answered ("Please Wait..." meanwhile): 25 s was seen on a loaded machine, with the save itself under one second.
  await expect(page).toHaveURL(FINALIZE_PATH, { timeout: 60_000 });
  await confirmAndFinalize(page);
  await expect(page).toHaveURL(PAYMENT_PATH);
  await expect(page.getByText("12 insured members")).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnSandbox(page, { number: ACCEPTED_CARD });
  await expect(page).toHaveURL(new RegExp(`${RESULT_PATH}\\?TransactionID=`));
  await expect(page.getByRole("link", { name: /Download policy schedule/ })).toBeVisible();
});
