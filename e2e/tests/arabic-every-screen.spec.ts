import type { Page } from "@playwright/test";
import { signInPage } from "../support/api-session";
import { paidPolicyThroughApi } from "../support/api-setup";
import { DEMO, expect, test } from "../support/fixtures";
import { latinWords } from "./arabic-helpers";
import { createQuotationWithMembers, domesticWorker } from "./quotation-documents-helpers";
import { routeAddress, SPEC_ROUTE_TABLE } from "./spec-route-table";

/**
 * Proper names and tokens an Arabic screen may show as they are, in Latin letters, without isolating them: the
 * language switch's own "English", a web address's scheme and the names of the H+ plans.
 */
const ALLOWED = ["English", "H+", "https", "Silver", "Gold", "Platinum"];

/** The member the walk's policy and quotation insure (a masked screen shows him as "Omar H."). */
const member = () => ({ ...domesticWorker(), first_name: "Omar", family_name: "Hassan" });

/**
 * Every route of the spec's route table (spec-route-table.ts, held equal to the spec by a unit test), opened in Arabic
 * by a partner allowed everything, with a real quotation and a paid policy where a route names one (both made through
 * the API): each screen settles and shows no Latin word that is not data (a name, a number, a code, an e-mail address,
 * isolated as a value) or allowed above. One page walks them all, so the run stays well under a minute and a half.
 */
test("Every screen of the route table in Arabic shows no English", async ({ page }) => {
  test.setTimeout(90_000);
  await signInPage(page, DEMO.all);
  await page.context().addCookies([{ name: "pp_lang", value: "ar", url: new URL(page.url()).origin }]);
  const [{ policyNo }, quotation] = await Promise.all([
    paidPolicyThroughApi(page.request, {}, [member()]),
    createQuotationWithMembers(page, [member()], { productCategory: 2 }),
  ]);
  await page.evaluate(() => localStorage.setItem("Product", "hplus"));

  const untranslated: Record<string, string[]> = {};
  const routes = Object.values(SPEC_ROUTE_TABLE).flat();
  let loaded = false;
  for (const route of routes) {
    const address = routeAddress(route, { quotationNo: quotation.number, policyNo });
    const started = Date.now();
    // The app loads once; each next screen is opened as its links open it (the router's own navigation), which spares
    // a reload of the page per route. The pages outside the signed-in shell are loaded afresh.
    if (loaded && !SPEC_ROUTE_TABLE.outside.some((r) => r === route)) await openInApp(page, address);
    else await page.goto(address);
    loaded = true;
    await expect(page.locator("html"), address).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 }).first(), address).toBeVisible();
    await expect(page.getByRole("progressbar"), address).toHaveCount(0);
    const words = await latinWords(page, ALLOWED);
    if (words.length > 0) untranslated[address] = words;
    console.log(`${address}: ${Date.now() - started} ms${words.length ? `, ${words.join(" | ")}` : ""}`);
  }
  expect(untranslated).toEqual({});
});

/**
 * Opens `address` as the app's links do: the router is told of the new address and renders it in place. The router
 * keeps the screen before on view while the next one's code loads, so this waits until the main content changed (a
 * second address of the same screen, /home after /partnerhomepage, changes nothing: two seconds then do).
 */
async function openInApp(page: Page, address: string) {
  const before = await page.evaluate((to) => {
    const shown = document.querySelector("main")?.innerHTML ?? "";
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
    return shown;
  }, address);
  await page
    .waitForFunction((shown) => (document.querySelector("main")?.innerHTML ?? "") !== shown, before, { timeout: 2_000 })
    .catch(() => undefined);
}

/**
 * The plan step and the comparison of an H+ application in Arabic: each plan's own texts (network, room, maternity…)
 * come from the catalogue's Arabic, every benefit shown, and no Latin word is left but the plans' names.
 */
test("The plans of an H+ application in Arabic show the catalogue's Arabic", async ({ page }) => {
  await signInPage(page, DEMO.all);
  await page.context().addCookies([{ name: "pp_lang", value: "ar", url: new URL(page.url()).origin }]);
  await createQuotationWithMembers(page, [member()], { productCategory: 2 });
  await page.evaluate(() => localStorage.setItem("Product", "hplus"));
  await page.goto("/selectplan");
  await expect(page.getByRole("article")).toHaveCount(3);
  // Every benefit of every plan: a click turns the button into "the main benefits only".
  const everyBenefit = page.getByRole("button", { name: "عرض كل المنافع" });
  while ((await everyBenefit.count()) > 0) await everyBenefit.first().click();
  await expect(page.getByText("غرفة مشتركة")).toBeVisible();
  expect(await latinWords(page, ALLOWED)).toEqual([]);

  await page.goto("/campare-plan?plans=silver,gold,platinum");
  await expect(page.getByText("جميع أنحاء العالم باستثناء الولايات المتحدة الأمريكية وكندا")).toBeVisible();
  expect(await latinWords(page, ALLOWED)).toEqual([]);
});
