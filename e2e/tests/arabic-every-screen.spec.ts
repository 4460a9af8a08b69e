import { paidPolicyThroughApi } from "../support/api-setup";
import { signInPage } from "../support/api-session";
import { DEMO, expect, test } from "../support/fixtures";
import { latinWords } from "./arabic-helpers";
import { createQuotationWithMembers, domesticWorker } from "./quotation-documents-helpers";
import { routeAddress, SPEC_ROUTE_TABLE } from "./spec-route-table";

/**
 * Proper names and tokens an Arabic screen may show as they are, in Latin letters, without isolating them: the
 * language switch's own "English", the portal's and the product's names.
 */
const ALLOWED = ["English", "H+"];

/** The member the walk's policy insures: a name with an initial, whose full stop must stay at its end in Arabic. */
const member = () => ({ ...domesticWorker(), first_name: "Omar", family_name: "H." });

/**
 * Every route of the spec's route table (spec-route-table.ts, held equal to the spec by a unit test), opened in Arabic
 * by a partner allowed everything, with a real quotation and a paid policy where a route names one (both made through
 * the API): each screen settles and shows no Latin word that is not data (a name, a number, a code, an e-mail address,
 * isolated as a value) or allowed above. One page walks them all, so the run stays well under a minute and a half.
 */
test("Every screen of the route table in Arabic shows no English", async ({ page }) => {
  test.setTimeout(90_000);
  await signInPage(page, DEMO.all);
  await page.context().addCookies([{ name: "pp_lang", value: "ar", url: page.url() }]);
  const [{ policyNo }, quotation] = await Promise.all([
    paidPolicyThroughApi(page.request, {}, [member()]),
    createQuotationWithMembers(page, [member()], { im_prod_categ_sno: 2 }),
  ]);
  await page.evaluate(() => localStorage.setItem("Product", "hplus"));

  const untranslated: Record<string, string[]> = {};
  const routes = Object.values(SPEC_ROUTE_TABLE).flat();
  for (const route of routes) {
    const address = routeAddress(route, { quotationNo: quotation.number, policyNo });
    await page.goto(address);
    await expect(page.locator("html"), address).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 }).first(), address).toBeVisible();
    await expect(page.getByRole("progressbar"), address).toHaveCount(0);
    const words = await latinWords(page, ALLOWED);
    if (words.length > 0) untranslated[address] = words;
  }
  expect(untranslated).toEqual({});
});
