import { expect, test } from "../support/fixtures";
import { seriousViolations } from "./quotation-documents-helpers";
import {
  ARABIC_PICKER,
  addDays,
  calendarDay,
  display,
  SPONSOR_PATH,
  signInAsAgent,
  uaeToday,
  yearList,
} from "./quotation-helpers";
import { RENEWAL } from "./renewal-helpers";

/*
 * The portal's date field from the keyboard alone, in Chromium: Alt+Arrow Down opens the calendar on the right day,
 * the arrow keys move (mirrored right to left), the window's first day stops them, Enter chooses, Escape closes, and
 * the focus comes back to the field each time. The unit tests (apps/web/src/ui/plain/date-field.test.tsx) hold the
 * same in a simulated DOM; this is the browser's own focus and layout.
 */

test("A company's licence expiry is chosen with the keyboard alone; the calendar stops at today", async ({ page }) => {
  await signInAsAgent(page);
  await page.goto(SPONSOR_PATH);
  await page.getByRole("radio", { name: "Company" }).check();
  const today = uaeToday();
  const field = page.getByRole("textbox", { name: "Trade license expiry date", exact: true });
  await field.focus();
  await page.keyboard.press("Alt+ArrowDown");
  const picker = page.getByRole("dialog", { name: "Trade license expiry date" });
  // Nothing chosen yet: it opens on today, the first day the window allows, and the focus is on it.
  await expect(calendarDay(picker, today.d)).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("ArrowLeft");
  await expect(calendarDay(picker, today.d)).toBeFocused();
  // Tomorrow (in the next month at a month's end: the calendar follows).
  const tomorrow = addDays(today, 1);
  await page.keyboard.press("ArrowRight");
  await expect(calendarDay(picker, tomorrow.d)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  await expect(field).toHaveValue(display(tomorrow));
  await expect(field).toBeFocused();

  // Space opens it again on the date chosen; Escape closes it with the date kept.
  await page.keyboard.press("Space");
  await expect(calendarDay(picker, tomorrow.d)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Escape");
  await expect(picker).toBeHidden();
  await expect(field).toHaveValue(display(tomorrow));
  await expect(field).toBeFocused();
});

test("In Arabic, right to left: a date of birth's calendar opens on the year, and Arrow Left is the next day", async ({
  page,
}) => {
  await page.goto(RENEWAL.search);
  await page.getByRole("button", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("radio", { name: "الهوية الإماراتية", exact: true }).check();
  const field = page.getByRole("textbox", { name: "تاريخ الميلاد", exact: true });
  await field.focus();
  await page.keyboard.press("Alt+ArrowDown");
  const picker = page.getByRole("dialog", { name: "تاريخ الميلاد" });
  // A date of birth opens on a 35-year-old's year, the year list in hand: the keyboard picks the year there.
  const years = yearList(picker, ARABIC_PICKER);
  await expect(years).toBeFocused();
  const born = { y: uaeToday().y - 40, m: 6, d: 14 };
  await years.selectOption(String(born.y));
  await picker.getByRole("combobox", { name: ARABIC_PICKER.month, exact: true }).selectOption({
    label: ARABIC_PICKER.monthName(born.m),
  });
  // On to the days: past the next month's button, the focus lands on the day shown.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const focused = picker.locator('[role="gridcell"] [role="button"]:focus');
  await expect(focused).toHaveCount(1);
  // Two weeks back from a month's last days, so that the next day is in the same month.
  if (Number(await focused.textContent()) >= 28) {
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
  }
  const from = Number(await focused.textContent());
  await page.keyboard.press("ArrowLeft");
  await expect(calendarDay(picker, from + 1)).toBeFocused();
  // Latin digits, as on UAE documents; the weekdays and months in Arabic.
  await expect(calendarDay(picker, from + 1)).toHaveText(String(from + 1));
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  await expect(field).toHaveValue(display({ ...born, d: from + 1 }));
  await expect(field).toBeFocused();
});
