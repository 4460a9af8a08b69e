import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import {
  addDays,
  addYears,
  anIndividualSponsor,
  choose,
  daysIn,
  fillIndividualSponsor,
  MEMBERS_PATH,
  monthName,
  openPicker,
  pickDate,
  SPONSOR_PATH,
  settledPicker,
  shownChoice,
  signInAsAgent,
  uaeToday,
} from "./quotation-helpers";

// Each journey signs in and drives real forms against the real server; a loaded machine needs the headroom.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await signInAsAgent(page);
  await page.goto(SPONSOR_PATH);
  await expect(
    page.getByRole("heading", { level: 1, name: "Let's begin with getting you the perfect health plan" }),
  ).toBeVisible();
});

const saveButton = (page: Page) => page.getByRole("button", { name: "Save & Proceed" });
const company = (page: Page) => page.getByRole("radio", { name: "Company" }).check();

// Spec §5: each rule's message, field by field, is apps/web/src/features/quotation/sponsor-details/
// sponsor-form-messages.test.tsx. Here, in Chromium, that a message shows under its field, is what the field is
// described by, and goes once the field is put right.
test("A field left wrong says why under it, and the message goes once it is fixed", async ({ page }) => {
  for (const { field, bad, good, message } of [
    {
      field: page.getByLabel("Mobile number"),
      bad: "123456",
      good: "1234567",
      message: "Mobile Number is required and It should be 7 digit long.",
    },
    { field: page.getByLabel("E-mail"), bad: "", good: "ahmed@example.com", message: "Email address is required." },
  ]) {
    // An empty value is typed and erased, as a user leaving the field blank would.
    await field.fill(bad || "x");
    if (!bad) await field.fill("");
    await field.blur();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();

    await field.fill(good);
    await expect(page.getByText(message, { exact: true })).toBeHidden();
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
  }

  const expat = page.getByRole("radio", { name: "Expatriate" });
  await expat.focus();
  await expat.blur();
  await expect(page.getByRole("radiogroup", { name: "Sponsor Type" })).toHaveAccessibleDescription(
    "Sponsor Type is required.",
  );
  await expat.check();
  await expect(page.getByText("Sponsor Type is required.", { exact: true })).toBeHidden();
});

test("A calendar closed without a date asks for one, a picked date clears it, and neither date can be typed", async ({
  page,
}) => {
  for (const { kind, label, message } of [
    { kind: "Individual", label: "Date of birth", message: "Please enter date of birth." },
    { kind: "Company", label: "Trade license expiry date", message: "Please enter Trade license expiry date." },
  ]) {
    await page.getByRole("radio", { name: kind }).check();
    const field = page.getByRole("textbox", { name: label, exact: true });
    await expect(field, `${kind}: only picked`).toHaveAttribute("readonly", "");
    await field.click();
    await expect(openPicker(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(openPicker(page)).toBeHidden();
    await expect(field).toHaveAccessibleDescription(message);
    await expect(saveButton(page)).toBeDisabled();

    const date = kind === "Company" ? addYears(uaeToday(), 1) : addYears(uaeToday(), -30);
    await pickDate(page, label, date);
    await expect(page.getByText(message, { exact: true })).toBeHidden();
  }
});

test("Save & Proceed stays disabled until every field is valid, and again when one is broken", async ({ page }) => {
  await expect(saveButton(page)).toBeDisabled();
  await fillIndividualSponsor(page, anIndividualSponsor());
  await expect(saveButton(page)).toBeEnabled();
  await page.getByLabel("Mobile number").fill("12");
  await expect(saveButton(page)).toBeDisabled();
  await page.getByLabel("Mobile number").fill("1234567");
  await expect(saveButton(page)).toBeEnabled();
});

test("Show what is missing marks every field still needed, and the UID's shape is shown under it", async ({ page }) => {
  await expect(page.getByText("As on the visa: emirate / year / number, e.g. 201/2020/1234567.")).toBeVisible();
  await page.getByRole("button", { name: "Show what is missing" }).click();
  await expect(page.getByText("Email address is required.")).toBeVisible();
  await expect(page.getByText("Sponsor Type is required.")).toBeVisible();
  await fillIndividualSponsor(page, anIndividualSponsor());
  await expect(page.getByRole("button", { name: "Show what is missing" })).toBeHidden();
  await expect(saveButton(page)).toBeEnabled();
});

test("Switching to Company clears what only fits an individual and renames the fields", async ({ page }) => {
  await fillIndividualSponsor(page, anIndividualSponsor());
  await company(page);
  await expect(page.getByRole("radiogroup", { name: "Sponsor Type" })).toHaveCount(0);
  await expect(page.getByRole("radiogroup", { name: "Gender" })).toHaveCount(0);
  await expect(page.getByLabel("Company Name")).toHaveValue("Ahmed Khan");
  await expect(page.getByRole("textbox", { name: "Trade license expiry date", exact: true })).toHaveValue("");
  await expect(page.getByLabel("Tax registration / File Number")).toHaveValue("");
  await expect(saveButton(page)).toBeDisabled();
});

test("An individual's date of birth can only be picked from 1920 up to two years ago", async ({ page }) => {
  const max = addYears(uaeToday(), -2);
  await page.getByRole("textbox", { name: "Date of birth", exact: true }).click();
  const picker = await settledPicker(page);
  // The calendar opens on the years: the first is 1920, the last the year of the latest allowed date.
  await expect(picker.getByRole("radio", { name: "1920", exact: true })).toBeVisible();
  await expect(picker.getByRole("radio", { name: "1919", exact: true })).toHaveCount(0);
  await expect(picker.getByRole("radio", { name: String(max.y), exact: true })).toBeVisible();
  await expect(picker.getByRole("radio", { name: String(max.y + 1), exact: true })).toHaveCount(0);
  // It opens scrolled to a 35-year-old's year, not to the latest year at the end of the list.
  const typical = String(uaeToday().y - 35);
  await expect(picker.getByRole("radio", { name: typical, exact: true })).toBeInViewport();
  await expect(picker.getByRole("radio", { name: typical, exact: true })).toHaveAttribute("tabindex", "0");

  await picker.getByRole("radio", { name: String(max.y), exact: true }).click();
  if (max.m < 12) await expect(picker.getByRole("radio", { name: monthName(max.m + 1), exact: true })).toBeDisabled();
  await picker.getByRole("radio", { name: monthName(max.m), exact: true }).click();
  await expect(picker.getByRole("gridcell", { name: String(max.d), exact: true })).toBeEnabled();
  if (max.d < daysIn(max.y, max.m)) {
    await expect(picker.getByRole("gridcell", { name: String(max.d + 1), exact: true })).toBeDisabled();
  }
  await expect(picker.getByRole("button", { name: "Next month" })).toBeDisabled();
});

test("A company's trade license expiry can only be picked from today up to two years ahead", async ({ page }) => {
  const today = uaeToday();
  const max = addYears(today, 2);
  await company(page);
  await page.getByRole("textbox", { name: "Trade license expiry date", exact: true }).click();
  const picker = await settledPicker(page);
  // The calendar opens on the current month: today can be picked, earlier days cannot.
  await expect(picker.getByRole("gridcell", { name: String(today.d), exact: true })).toBeEnabled();
  if (today.d > 1) {
    await expect(picker.getByRole("gridcell", { name: String(today.d - 1), exact: true })).toBeDisabled();
  }
  await expect(picker.getByRole("button", { name: "Previous month" })).toBeDisabled();

  await picker.getByRole("button", { name: /switch to year view/ }).click();
  await expect(picker.getByRole("radio")).toHaveText([String(today.y), String(today.y + 1), String(today.y + 2)]);
  await picker.getByRole("radio", { name: String(max.y), exact: true }).click();
  await picker.getByRole("radio", { name: monthName(max.m), exact: true }).click();
  await expect(picker.getByRole("gridcell", { name: String(max.d), exact: true })).toBeEnabled();
  const after = addDays(max, 1);
  if (after.m === max.m) {
    await expect(picker.getByRole("gridcell", { name: String(after.d), exact: true })).toBeDisabled();
  }
  await expect(picker.getByRole("button", { name: "Next month" })).toBeDisabled();
});

test("NEXTCARE is the default TPA and its links open its benefits; NAS switches the links", async ({ page }) => {
  await expect(shownChoice(page, "TPA")).toHaveText("NEXTCARE");
  const benefits = page.getByRole("link", { name: /Table of benefits/ });
  const network = page.getByRole("link", { name: /Medical network/ });
  await expect(benefits).toHaveAttribute("href", "/api/tpa/3/benefits");
  await expect(network).toHaveAttribute("href", "/api/tpa/3/network");
  await expect(benefits).toHaveAttribute("target", "_blank");

  const popupPromise = page.waitForEvent("popup");
  await benefits.click();
  const popup = await popupPromise;
  await expect(popup.getByRole("heading", { level: 1 })).toContainText("Table of benefits");
  await expect(popup.getByRole("heading", { level: 1 })).toContainText("NEXTCARE");
  await expect(popup.getByRole("table").first()).toBeVisible();
  await popup.close();

  await choose(page, "TPA", "NAS");
  await expect(benefits).toHaveAttribute("href", "/api/tpa/1/benefits");
  await expect(network).toHaveAttribute("href", "/api/tpa/1/network");
});

test("The UID tooltip lists the numbers to use without a UID", async ({ page }) => {
  await page.getByRole("button", { name: "Numbers to use without a UID" }).click();
  const tip = page.getByRole("tooltip");
  for (const text of [
    "000/0000/00000 – UAE national",
    "111/1111/11111 – GCC national",
    "222/2222/22222 – Abu Dhabi visa",
    "333/3333/33333 – Northern Emirates visa",
    "444/4444/44444 – Visitor",
  ]) {
    await expect(tip).toContainText(text);
  }
});

test("A failed save shows why, keeps everything typed and can be retried", async ({ page }) => {
  const sponsor = anIndividualSponsor();
  await fillIndividualSponsor(page, sponsor);
  let failures = 0;
  await page.route("**/api/quotations", async (route) => {
    if (route.request().method() === "POST" && failures === 0) {
      failures += 1;
      await route.abort("connectionrefused");
    } else {
      await route.continue();
    }
  });
  await saveButton(page).click();
  const alert = page.getByRole("alert").filter({ hasText: "could not reach the server" });
  await expect(alert).toBeVisible();
  await expect(page).toHaveURL(SPONSOR_PATH);
  await expect(page.getByLabel("First Name")).toHaveValue(sponsor.name);
  await expect(page.getByLabel("UID Number")).toHaveValue(sponsor.uid);

  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page).toHaveURL(MEMBERS_PATH);
});
