import { signInPage } from "../support/api-session";
import { DEMO, expect, test } from "../support/fixtures";
import { createQuotationWithMembers, domesticWorker } from "./quotation-documents-helpers";

/**
 * Every route the spec lists under the main layout, for a partner allowed everything, opens a screen of its own:
 * none falls through to "Page not found". `{…}` parts are filled with an application of this partner's or a list view.
 */
const SPEC_ROUTES = (quotationNo: string, policyNo: string) => [
  "/home",
  "/applicantdetail",
  "/addmember",
  "/applicantdettail/not-a-real-link",
  "/selectplan",
  "/question",
  "/finalizeapplication",
  "/campare-plan",
  "/finalizeapplicationreview",
  "/paymentreview",
  "/paymentsuccess",
  "/additionalque",
  "/landingpage",
  "/partnerhomepage",
  "/quotation",
  "/policies-tp",
  "/quotation-tp",
  "/policies-pa",
  "/quotation-pa",
  `/QuotationH/${quotationNo}`,
  `/QuotationNewBusiness/${quotationNo}`,
  `/QuotationRenewals/${quotationNo}`,
  `/QuotationPendingRenewals/${quotationNo}`,
  `/QuotationNewBusinessAll/${quotationNo}`,
  "/Quotation-Retrieval",
  "/upload-additional-documents",
  "/policieNewBusiness/nb",
  "/policieRenewals/renewals",
  "/policiePendingRenewals/pending",
  "/policieNewBusinessAll/all",
  "/quotationbasic",
  "/policies/all",
  "/renewalpolicies/renewals",
  "/policiesbasic/all",
  "/invitation",
  "/invitationsrenewals",
  "/Hrenewals",
  "/Approval",
  "/invitationbasic",
  `/quotationdetail/${quotationNo}`,
  `/quotationdetail-tp/${quotationNo}`,
  "/invitation-pa",
  "/invitation-tp",
  "/videocall-invite",
  `/policydetails/${policyNo}`,
  "/sponsordetail",
  "/sponsormemberdetail",
  "/uploaddocument",
];

test("Every route of the spec's route table opens a working screen for a partner allowed everything", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInPage(page, DEMO.all);
  const created = await createQuotationWithMembers(page, [domesticWorker()], { im_prod_categ_sno: 2 });
  await page.evaluate(() => localStorage.setItem("Product", "hplus"));
  for (const route of SPEC_ROUTES(created.number, "HP-2026-999999")) {
    await page.goto(route);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading.first(), route).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" }), route).toHaveCount(0);
  }
});
