import type { Page } from "@playwright/test";
import { expect, readStorage, test } from "../support/fixtures";
import { openMembersStep } from "./quotation-documents-helpers";
import {
  aDomesticWorker,
  aSpouse,
  bornYearsAgo,
  choose,
  display,
  fillDependent,
  fillNewMember,
  type Member,
  memberDialog,
  pickDate,
  SPONSOR_PATH,
  signInAsAgent,
} from "./quotation-helpers";

// Each journey signs in and drives real forms against the real server; a loaded machine needs the headroom.
test.describe.configure({ timeout: 90_000 });

async function expectTotals(page: Page, totals: { premium: string; vat: string; due: string }) {
  const summary = page.getByRole("region", { name: "Premium summary" });
  const value = (term: string) => summary.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");
  await expect(value("Premium total")).toHaveText(totals.premium);
  await expect(value("VAT (5%)")).toHaveText(totals.vat);
  await expect(value("Amount due")).toHaveText(totals.due);
}

const spouse: Member = aSpouse();
const child: Member = {
  relation: "Child",
  firstName: "Omar",
  familyName: "Khan",
  gender: "Male",
  dateOfBirth: bornYearsAgo(6),
  maritalStatus: "Single",
  nationality: "India",
  occupation: "Child",
};

test.beforeEach(async ({ page }) => {
  await signInAsAgent(page);
  // An individual sponsor, Ahmed Khan, with the default TPA, NEXTCARE (rates: apps/server/seed/premium-rates.csv).
  await openMembersStep(page);
});

test("Partner adds, edits and removes members and sees each premium and the totals with VAT", async ({ page }) => {
  const proceed = page.getByRole("button", { name: "Save & Proceed" });
  await expect(page.getByText("No members yet.")).toBeVisible();
  await expect(proceed).toBeDisabled();
  await expectTotals(page, { premium: "AED 0.00", vat: "AED 0.00", due: "AED 0.00" });

  await page.getByRole("button", { name: "Add member" }).click();
  await fillDependent(page, spouse);
  await memberDialog(page).getByRole("button", { name: "Add member" }).click();
  await expect(memberDialog(page)).toBeHidden();
  const spouseRow = page.getByRole("row", { name: /Fatima Khan/ });
  await expect(spouseRow).toContainText("Dependent");
  await expect(spouseRow).toContainText("Spouse");
  await expect(spouseRow).toContainText(`35 (${display(spouse.dateOfBirth)})`);
  await expect(spouseRow).toContainText("Female");
  await expect(spouseRow).toContainText("AED 800.00");
  await expect(proceed).toBeEnabled();

  await page.getByRole("button", { name: "Add member" }).click();
  await fillDependent(page, child);
  await memberDialog(page).getByRole("button", { name: "Add member" }).click();
  await expect(page.getByRole("row", { name: /Omar Khan/ })).toContainText("AED 520.00");
  await expectTotals(page, { premium: "AED 1,320.00", vat: "AED 66.00", due: "AED 1,386.00" });

  // The spouse turns out to be 25: the 18-29 band of a married woman is AED 750.00.
  await page.getByRole("button", { name: "Edit Fatima Khan" }).click();
  const dialog = memberDialog(page);
  await expect(dialog.getByLabel("First Name")).toHaveValue("Fatima");
  await expect(dialog.getByRole("combobox", { name: "Nationality" })).toHaveValue("India");
  await pickDate(page, "Date of birth", bornYearsAgo(25));
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(spouseRow).toContainText("AED 750.00");
  await expectTotals(page, { premium: "AED 1,270.00", vat: "AED 63.50", due: "AED 1,333.50" });

  await page.getByRole("button", { name: "Remove Omar Khan" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove Omar Khan?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("row", { name: /Omar Khan/ })).toBeVisible();
  await page.getByRole("button", { name: "Remove Omar Khan" }).click();
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("row", { name: /Omar Khan/ })).toHaveCount(0);
  await expectTotals(page, { premium: "AED 750.00", vat: "AED 37.50", due: "AED 787.50" });

  await proceed.click();
  await expect(page).toHaveURL("/Basic-B2C/uploaddocuments");
  expect((await readStorage(page)).local.TempStatus).toBe("Next");
});

test("The member form names what is missing and keeps the dialog open", async ({ page }) => {
  await page.getByRole("button", { name: "Add member" }).click();
  const dialog = memberDialog(page);
  await dialog.getByRole("button", { name: "Add member" }).click();
  for (const message of [
    "Member type is required.",
    "First Name is required.",
    "Family Name is required.",
    "Gender is required.",
    "Please enter date of birth.",
    "Marital status is required.",
    "Nationality is required.",
    "Occupation is required.",
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await choose(page, "Member type", "Dependent");
  await expect(dialog.getByText("Member type is required.", { exact: true })).toBeHidden();
  await expect(dialog.getByRole("combobox", { name: "Relation" })).toBeVisible();
  await dialog.getByLabel("First Name").fill("Omar 2");
  await dialog.getByLabel("First Name").blur();
  await expect(dialog.getByLabel("First Name")).toHaveAccessibleDescription("Enter alphabets only.");
  await expect(dialog.getByRole("checkbox", { name: "Newborn" })).toBeDisabled();
});

test("Previous goes back to sponsor details with the sponsor kept", async ({ page }) => {
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page).toHaveURL(SPONSOR_PATH);
  await expect(page.getByLabel("First Name")).toHaveValue("Ahmed Khan");
  expect((await readStorage(page)).local.TempStatus).toBe("Previous");
});

test("Add another like this keeps what workers share and empties what is each one's own", async ({ page }) => {
  const maria = aDomesticWorker();
  await page.getByRole("button", { name: "Add member" }).click();
  const dialog = memberDialog(page);
  await fillNewMember(page, maria);
  // Her ID numbers go in with her, so that the documents step finds them.
  await dialog.getByRole("textbox", { name: "Emirates ID number" }).fill("784198012345678");
  await dialog.getByRole("textbox", { name: "Passport number" }).fill("p1234567");
  await dialog.getByRole("textbox", { name: "UID Number" }).fill("123456789");
  await dialog.getByRole("button", { name: "Add another like this" }).click();

  // The dialog stays open for the next worker, says who went in, and the row is already on the page behind it.
  await expect(dialog.getByRole("status")).toContainText("Maria Santos was added");
  await expect(page.getByRole("row", { name: /Maria Santos/, includeHidden: true })).toBeAttached();
  await expect(dialog.getByRole("combobox", { name: "Member type" }).locator("option:checked")).toHaveText(
    "Domestic worker",
  );
  await expect(dialog.getByRole("combobox", { name: "Monthly salary" }).locator("option:checked")).toHaveText(
    maria.salary!,
  );
  await expect(dialog.getByRole("combobox", { name: "Occupation" }).locator("option:checked")).toHaveText(
    maria.occupation,
  );
  await expect(dialog.getByRole("combobox", { name: "Nationality" })).toHaveValue(maria.nationality);
  await expect(dialog.getByLabel("First Name")).toHaveValue("");
  await expect(dialog.getByLabel("First Name")).toBeFocused();
  await expect(dialog.getByLabel("Family Name")).toHaveValue("");
  await expect(dialog.getByRole("textbox", { name: "Emirates ID number" })).toHaveValue("");
  await expect(dialog.getByRole("radio", { name: "Female", exact: true })).not.toBeChecked();

  // The second worker needs only what is hers; her date of birth is typed, DD/MM/YYYY, without the calendar.
  await dialog.getByLabel("First Name").fill("Joy");
  await dialog.getByLabel("Family Name").fill("Reyes");
  await dialog.getByRole("radio", { name: "Female", exact: true }).check();
  const born = dialog.getByRole("textbox", { name: "Date of birth", exact: true });
  await born.click();
  await page.keyboard.press("Home");
  await page.keyboard.type("14031996");
  await expect(born).toHaveValue("14/03/1996");
  await choose(page, "Marital status", "Single");
  await dialog.getByRole("button", { name: "Add member" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: /Maria Santos/ })).toContainText("Domestic worker");
  await expect(page.getByRole("row", { name: /Joy Reyes/ })).toContainText("Domestic worker");
  await expect(page.getByRole("row", { name: /Joy Reyes/ })).toContainText("(14/03/1996)");

  // The documents step shows Maria's numbers filled in and asks Joy for hers.
  await page.getByRole("button", { name: "Save & Proceed" }).click();
  const mariaPanel = page.getByRole("region", { name: "1. Worker – Maria Santos", exact: true });
  await expect(mariaPanel.getByRole("textbox", { name: "Emirates ID number" })).toHaveValue("784-1980-1234567-8");
  await expect(mariaPanel.getByRole("textbox", { name: "Passport number" })).toHaveValue("P1234567");
  await expect(mariaPanel.getByRole("textbox", { name: "UID Number" })).toHaveValue("123456789");
  const joyPanel = page.getByRole("region", { name: "2. Worker – Joy Reyes", exact: true });
  await expect(joyPanel.getByRole("textbox", { name: "Emirates ID number" })).toHaveValue("");
});
