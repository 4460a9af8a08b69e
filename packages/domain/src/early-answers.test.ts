import { describe, expect, it } from "vitest";
import { applicantApiPath, firstReadsOf, RENEWAL_API } from "./early-answers";
import { PARTNER_RENEWAL_ROUTE_BASE, RENEWAL_ROUTE_BASE, renewalStepPath } from "./quotation";

const reads = (address: string) => {
  return firstReadsOf(new URL(address, "http://page").pathname);
};

describe("the API reads a page makes as it opens", () => {
  it("are, for each renewal screen, the reads its first render asks for, in the customer's and the partner's frame", () => {
    for (const base of [RENEWAL_ROUTE_BASE, PARTNER_RENEWAL_ROUTE_BASE]) {
      expect(reads(renewalStepPath("details", base))).toEqual([RENEWAL_API.current]);
      expect(reads(renewalStepPath("questions", base))).toEqual([RENEWAL_API.review, RENEWAL_API.questions]);
      expect(reads(renewalStepPath("finalize", base))).toEqual([RENEWAL_API.review]);
      expect(reads(renewalStepPath("payment", base))).toEqual([RENEWAL_API.review]);
      expect(reads(`${renewalStepPath("details", base)}/`)).toEqual([RENEWAL_API.current]);
    }
  });

  it("are none on the payment result, which reads its transaction itself while the receipt is made", () => {
    expect(reads(`${renewalStepPath("result")}?TransactionID=TX-123`)).toEqual([]);
    expect(reads(`${renewalStepPath("invitationResult")}?TransactionID=TX-9`)).toEqual([]);
  });

  it("are the application on the applicant's own page", () => {
    expect(reads("/applicantdettail/AbC_123-x")).toEqual([applicantApiPath("AbC_123-x")]);
    expect(reads("/applicantdettail/")).toEqual([]);
    expect(reads("/applicantdettail/a/b")).toEqual([]);
  });

  it("are none on any other page, whatever its address holds", () => {
    for (const address of [
      "/",
      "/login",
      renewalStepPath("search"),
      `${RENEWAL_ROUTE_BASE}/constructor`,
      `${RENEWAL_ROUTE_BASE}/__proto__`,
      `${RENEWAL_ROUTE_BASE}/hasOwnProperty`,
      `${renewalStepPath("details")}/extra`,
      "/policieNewBusinessAll/all",
      "/api/renewals/current",
    ])
      expect(reads(address), address).toEqual([]);
  });
});
