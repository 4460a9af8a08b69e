import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import {
  addDays,
  addYears,
  anIndividualSponsor,
  calendarDay,
  choose,
  daysIn,
  fillIndividualSponsor,
  MEMBERS_PATH,
  monthList,
  monthName,
  monthOption,
  SPONSOR_PATH,
  settledPicker,
  shownChoice,
  signInAsAgent,
  uaeToday,
  yearList,
  yearOption,
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

// Step 1's form on its own (each field's message, Save & Proceed's and Show what is missing's rules, the switch to
// Company, the UID's help, a calendar closed without a date) is tested without a browser beside the form:
// apps/web/src/features/quotation/sponsor-details/sponsor-form-messages.test.tsx and sponsor-form-rules.test.tsx.
// Here, in Chromium: the calendars' windows (scrolled to a typical year), the TPA's documents from the server, and a
// save that fails and is retried.

test("An individual's date of birth can only be picked from 1920 up to two years ago", async ({ page }) => {
  const max = addYears(uaeToday(), -2);
  await page.getByRole("textbox", { name: "Date of birth", exact: true }).click();
  const picker = await settledPicker(page);
  // The calendar opens on the years: the first listed is 1920, the last the year of the latest allowed date.
  await expect(yearOption(picker, 1920)).toBeAttached();
  await expect(yearOption(picker, 1919)).toHaveCount(0);
  await expect(yearOption(picker, max.y)).toBeAttached();
  await expect(yearOption(picker, max.y + 1)).toHaveCount(0);
  // It opens on a 35-year-old's year, not on the latest year at the end of the list, the year list in hand.
  const typical = String(uaeToday().y - 35);
  await expect(yearList(picker)).toHaveValue(typical);
  await expect(yearList(picker)).toBeFocused();

  await yearList(picker).selectOption(String(max.y));
  if (max.m < 12) await expect(monthOption(picker, max.m + 1)).toBeDisabled();
  await monthList(picker).selectOption({ label: monthName(max.m) });
  await expect(calendarDay(picker, max.d)).toBeEnabled();
  if (max.d < daysIn(max.y, max.m)) {
    await expect(calendarDay(picker, max.d + 1)).toBeDisabled();
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
  await expect(calendarDay(picker, today.d)).toBeEnabled();
  if (today.d > 1) {
    await expect(calendarDay(picker, today.d - 1)).toBeDisabled();
  }
  await expect(picker.getByRole("button", { name: "Previous month" })).toBeDisabled();

  await expect(yearList(picker).locator("option")).toHaveText([
    String(today.y),
    String(today.y + 1),
    String(today.y + 2),
  ]);
  await yearList(picker).selectOption(String(max.y));
  await monthList(picker).selectOption({ label: monthName(max.m) });
  await expect(calendarDay(picker, max.d)).toBeEnabled();
  const after = addDays(max, 1);
  if (after.m === max.m) {
    await expect(calendarDay(picker, after.d)).toBeDisabled();
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
