import { signInPage } from "../support/api-session";
import { DEMO, expect, test } from "../support/fixtures";
import { openInApp } from "../support/in-app-navigation";
import { createQuotationWithMembers, domesticWorker } from "./quotation-documents-helpers";
import { routeAddress, SPEC_ROUTE_TABLE } from "./spec-route-table";

/** An address no route has: the main layout shows its "Page not found" for it. */
const NO_SUCH_SCREEN = "/no-such-screen";

/**
 * Every route the spec lists under the main layout (spec-route-table.ts, held equal to the spec by a unit test), for a
 * partner allowed everything, opens a screen of its own: none falls through to "Page not found". `{…}` parts are filled
 * with an H+ quotation of this partner's, a policy number nobody has, or a list view. The app loads once and each
 * route is opened in it as its links open it: 48 page loads cost over a minute on a loaded machine.
 */
test("Every route of the spec's route table opens a working screen for a partner allowed everything", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInPage(page, DEMO.all);
  const created = await createQuotationWithMembers(page, [domesticWorker()], { productCategory: 2 });
  await page.evaluate(() => localStorage.setItem("Product", "hplus"));
  const notFound = page.getByRole("heading", { level: 1, name: "Page not found" });
  await page.goto(NO_SUCH_SCREEN);
  for (const route of SPEC_ROUTE_TABLE.mainLayout) {
    const address = routeAddress(route, { quotationNo: created.number, policyNo: "HP-2026-999999" });
    // Each route is opened from "Page not found": once that has gone, the screen on view is the route's own, not the
    // one before it still on view while the next one's code loads.
    await expect(notFound, `before ${address}`).toBeVisible();
    await openInApp(page, address);
    await expect(notFound, address).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 }).first(), address).toBeVisible();
    await openInApp(page, NO_SUCH_SCREEN);
  }
});
