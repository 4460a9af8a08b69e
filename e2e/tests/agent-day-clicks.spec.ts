import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, test } from "../support/fixtures";
import {
  ACCEPTED_CARD,
  confirmAndFinalize,
  documentFile,
  FINALIZE_PATH,
  PAYMENT_PATH,
  payOnSandbox,
  RESULT_PATH,
} from "./quotation-documents-helpers";
import { calendarDay, MEMBERS_PATH, SPONSOR_PATH, uaeToday, uniqueEmail } from "./quotation-helpers";

/**
 * What an agent's hands do to sell Basic to a company with three workers, from the sign-in page to the result with its
 * documents. Clicks are counted by the page itself (every trusted pointer press, whoever made it), file-picker trips
 * by the browser's file chooser, typed fields by the one helper that types. The figures go to docs/benchmarks.md; the
 * test fails if the journey grows past half of the 104 clicks it took before.
 */
const CLICK_CEILING = 52;

type Counts = { clicks: number; typed: number; pickerTrips: number; presses: string[] };

async function countHands(page: Page): Promise<Counts> {
  const counts: Counts = { clicks: 0, typed: 0, pickerTrips: 0, presses: [] };
  await page.exposeBinding("__countPress", ({ page: from }, what: string) => {
    counts.clicks++;
    counts.presses.push(`${new URL(from.url()).pathname}: ${what}`);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      "pointerdown",
      (event) => {
        if (!event.isTrusted || !(event.target instanceof Element)) return;
        const target = event.target.closest("button, a, input, [role], label") ?? event.target;
        const what = target.getAttribute("aria-label") ?? target.textContent?.trim().slice(0, 40) ?? target.tagName;
        (window as unknown as { __countPress: (what: string) => void }).__countPress(what);
      },
      true,
    );
  });
  page.on("filechooser", () => {
    counts.pickerTrips++;
  });
  return counts;
}

const WORKERS = [
  { first: "Ravi", family: "Kumar", gender: "Male", born: "14031990", eid: "784199012345676", passport: "N1234567" },
  { first: "Joy", family: "Reyes", gender: "Female", born: "02071994", eid: "784199412345672", passport: "P7654321" },
  { first: "Ali", family: "Hassan", gender: "Male", born: "21111987", eid: "784198712345671", passport: "K2468135" },
] as const;

test("A company with three workers is sold in at most half of the 104 clicks it took, counted as it goes", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const counts = await countHands(page);
  const type = async (field: Locator, text: string) => {
    await field.fill(text);
    counts.typed++;
  };
  const choose = async (scope: Page | Locator, label: string, option: string) => {
    const select = scope.getByRole("combobox", { name: label });
    await select.click();
    if (await select.evaluate((element) => element instanceof HTMLSelectElement)) {
      // The browser's own select: the press that chooses is in its picker, outside the page, so it is counted here.
      await select.selectOption({ label: option });
      counts.clicks++;
      counts.presses.push(`${label}: ${option} (in the browser's picker)`);
      return;
    }
    await page.getByRole("option", { name: option, exact: true }).click();
  };

  // Sign in and start a Basic application from the home page.
  await page.goto("/login");
  await type(page.getByRole("textbox", { name: "User ID", exact: true }), DEMO.all.userId);
  await type(page.getByRole("textbox", { name: "Password", exact: true }), DEMO.all.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page
    .getByRole("main")
    .getByRole("link", { name: /Start new application/, description: "Basic (Essential Benefits Plan)" })
    .click();
  await expect(page).toHaveURL(SPONSOR_PATH);

  // Step 1: the company.
  await page.getByRole("radio", { name: "Company" }).check();
  await type(page.getByLabel("Company Name"), "Gulf Trading LLC");
  await type(page.getByLabel("E-mail"), uniqueEmail("co"));
  await type(page.getByLabel("Mobile number"), "1234567");
  // The calendar opens on this month: a day later this month, or the 10th of the next.
  const today = uaeToday();
  const expiryDay = today.d <= 25 ? today.d + 3 : 10;
  await page.getByRole("textbox", { name: "Trade license expiry date", exact: true }).click();
  const calendar = page.getByRole("dialog").last();
  if (today.d > 25) await calendar.getByRole("button", { name: "Next month" }).click();
  const day = calendarDay(calendar, expiryDay);
  // The day is clicked once only the new month shows it.
  await expect(day).toHaveCount(1);
  await day.click();
  await type(page.getByLabel("Tax registration / File Number"), "100123456700003");
  await page.getByRole("button", { name: "Save & Proceed" }).click();
  await expect(page).toHaveURL(MEMBERS_PATH);

  // Step 2: three workers, the shared fields kept by "Add another like this", ID numbers in the same dialog.
  await page.getByRole("button", { name: "Add member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add member" });
  await choose(dialog, "Member type", "Employee");
  await choose(dialog, "Monthly salary", "Up to AED 4,000 a month");
  await type(dialog.getByRole("combobox", { name: "Nationality" }), "India");
  await page.getByRole("option", { name: "India", exact: true }).click();
  await choose(dialog, "Occupation", "Employee");
  for (const [index, worker] of WORKERS.entries()) {
    await type(dialog.getByLabel("First Name"), worker.first);
    await type(dialog.getByLabel("Family Name"), worker.family);
    await dialog.getByRole("radio", { name: worker.gender, exact: true }).check();
    const born = dialog.getByRole("textbox", { name: "Date of birth", exact: true });
    await born.click();
    await page.keyboard.press("Home");
    await page.keyboard.type(worker.born);
    counts.typed++;
    await choose(dialog, "Marital status", "Single");
    await type(dialog.getByRole("textbox", { name: "Emirates ID number" }), worker.eid);
    await type(dialog.getByRole("textbox", { name: "Passport number" }), worker.passport);
    await type(dialog.getByRole("textbox", { name: "UID Number" }), `${index + 1}23456789`);
    const last = index === WORKERS.length - 1;
    await dialog.getByRole("button", { name: last ? "Add member" : "Add another like this" }).click();
    if (!last) await expect(dialog.getByRole("status")).toContainText(`${worker.first} ${worker.family} was added`);
  }
  await expect(dialog).toBeHidden();
  for (const worker of WORKERS) await expect(page.getByRole("row", { name: new RegExp(worker.first) })).toBeVisible();
  await page.getByRole("button", { name: "Save & Proceed" }).click();

  // Step 3: the numbers are there already; the company's trade licence in one drop, each worker's copies in one drop.
  const drop = async (title: string, owner: string, names: string[]) => {
    const group = page.getByRole("group", { name: title, exact: true });
    const chooser = page.waitForEvent("filechooser");
    await group.getByRole("button", { name: `Choose files for ${owner}`, exact: true }).click();
    await (await chooser).setFiles(names.map(documentFile));
    const files = names.length === 1 ? "Upload 1 file" : `Upload ${names.length} files`;
    await group.getByRole("button", { name: files }).click();
    await expect(group.getByRole("status")).toHaveText(`${names.length} of ${names.length} uploaded`);
  };
  await drop("All the documents at once", "the whole application", ["company trade licence.pdf"]);
  for (const worker of WORKERS) {
    const name = worker.first.toLowerCase();
    const owner = `${worker.first} ${worker.family}`;
    await drop(`Several documents for ${owner}`, owner, [
      `${name} eid.png`,
      `${name} passport.pdf`,
      `${name} visa.pdf`,
      `${name} photo.png`,
      `${name} labour contract.pdf`,
    ]);
  }
  await page.getByRole("button", { name: "Save & Proceed" }).click();

  // Step 4 and payment.
  await expect(page).toHaveURL(FINALIZE_PATH);
  await confirmAndFinalize(page);
  await expect(page).toHaveURL(PAYMENT_PATH);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await payOnSandbox(page, { number: ACCEPTED_CARD });
  // The card's number, expiry, security code and name, typed on the gateway's page.
  counts.typed += 4;
  await expect(page).toHaveURL(new RegExp(`${RESULT_PATH}\\?TransactionID=`));
  await expect(page.getByRole("link", { name: /Download tax invoice/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Download policy schedule/ })).toBeVisible();

  const figures = `clicks ${counts.clicks}, typed fields ${counts.typed}, file-picker trips ${counts.pickerTrips}`;
  testInfo.annotations.push({ type: "hands", description: figures });
  await testInfo.attach("presses", { body: counts.presses.join("\n"), contentType: "text/plain" });
  console.log(`3-worker company journey: ${figures}\n${counts.presses.join("\n")}`);
  expect(counts.pickerTrips).toBe(1 + WORKERS.length);
  expect(counts.clicks).toBeLessThanOrEqual(CLICK_CEILING);
});
