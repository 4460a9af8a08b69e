import { describe, expect, it } from "vitest";
import {
  applicantApiPath,
  firstReadsOf,
  PARTNER_API,
  PARTNER_HOME_PATHS,
  RENEWAL_API,
  renewalPaymentApiPath,
} from "./early-answers";
import { COMPLAINTS_PATH, PRIVACY_PATH } from "./public-pages";
import { PARTNER_RENEWAL_ROUTE_BASE, RENEWAL_ROUTE_BASE, renewalStepPath } from "./quotation";
import { journeyOf, journeyStepPath } from "./quotation-journey";

const reads = (address: string) => {
  const url = new URL(address, "http://page");
  return firstReadsOf(url.pathname, url.search);
};

describe("the API reads a page makes as it opens", () => {
  it("are, for each renewal screen, the reads its first render asks for, in the customer's and the partner's frame", () => {
    for (const [base, shell] of [
      [RENEWAL_ROUTE_BASE, []],
      [PARTNER_RENEWAL_ROUTE_BASE, [PARTNER_API.session]],
    ] as const) {
      expect(reads(renewalStepPath("details", base))).toEqual([...shell, RENEWAL_API.current]);
      expect(reads(renewalStepPath("questions", base))).toEqual([...shell, RENEWAL_API.review, RENEWAL_API.questions]);
      expect(reads(renewalStepPath("finalize", base))).toEqual([...shell, RENEWAL_API.review]);
      expect(reads(renewalStepPath("payment", base))).toEqual([...shell, RENEWAL_API.review]);
      expect(reads(`${renewalStepPath("details", base)}/`)).toEqual([...shell, RENEWAL_API.current]);
      // The router matches addresses regardless of case.
      expect(reads(renewalStepPath("finalize", base).toUpperCase())).toEqual([...shell, RENEWAL_API.review]);
    }
  });

  it("are, in the partner's shell, the session, with the dashboard on the home page and the TPA links on step 1", () => {
    for (const home of PARTNER_HOME_PATHS) expect(reads(home)).toEqual([PARTNER_API.session, PARTNER_API.dashboard]);
    for (const product of ["basic", "hplus"] as const) {
      const stepOne = journeyStepPath(journeyOf(product), "sponsor");
      expect(reads(stepOne)).toEqual([PARTNER_API.session, PARTNER_API.tpaLinks]);
      // The router matches addresses regardless of case and of a trailing slash.
      expect(reads(`${stepOne.toUpperCase()}/`)).toEqual([PARTNER_API.session, PARTNER_API.tpaLinks]);
    }
    for (const address of ["/policieNewBusinessAll/all", "/security", "/no-such-page", "/Basic-B2C/memberdetail"])
      expect(reads(address), address).toEqual([PARTNER_API.session]);
    expect(reads("/partnerhomepage/extra")).toEqual([PARTNER_API.session]);
  });

  it("are, on the payment result, the transaction its query names, in both frames and whatever else the query holds", () => {
    const query = "?TransactionID=TX-123&status=ACCEPT&message=Request+was+processed";
    expect(reads(`${renewalStepPath("result")}${query}`)).toEqual([renewalPaymentApiPath("TX-123")]);
    expect(reads(`${renewalStepPath("invitationResult")}?TransactionID=%20TX-9%20`)).toEqual([
      renewalPaymentApiPath("TX-9"),
    ]);
    expect(reads(`${renewalStepPath("result", PARTNER_RENEWAL_ROUTE_BASE)}${query}`)).toEqual([
      PARTNER_API.session,
      renewalPaymentApiPath("TX-123"),
    ]);
    // The path is built from the id, escaped: a crafted id reads nothing but that transaction's address.
    expect(reads(`${renewalStepPath("result")}?TransactionID=${encodeURIComponent("../current?x=1#y")}`)).toEqual([
      "/api/renewals/payments/..%2Fcurrent%3Fx%3D1%23y",
    ]);
  });

  it("are none on a payment result whose query names no transaction", () => {
    for (const query of ["", "?status=ACCEPT", "?TransactionID=", "?TransactionID=%20%20", "?transactionid=TX-1"])
      expect(reads(`${renewalStepPath("result")}${query}`), query).toEqual([]);
  });

  it("are the application on the applicant's own page", () => {
    expect(reads("/applicantdettail/AbC_123-x")).toEqual([applicantApiPath("AbC_123-x")]);
    // The token keeps its case, whatever the page's segment.
    expect(reads("/ApplicantDettail/AbC_123-x")).toEqual([applicantApiPath("AbC_123-x")]);
    expect(reads("/applicantdettail/")).toEqual([]);
    expect(reads("/applicantdettail/a/b")).toEqual([]);
  });

  it("are none on the pages without a session, whatever their address holds", () => {
    for (const address of [
      "/",
      "/login",
      "/LOGIN",
      "/login/two-factor",
      "/resetpassword",
      "/landingpage",
      COMPLAINTS_PATH,
      PRIVACY_PATH,
      renewalStepPath("search"),
      `${RENEWAL_ROUTE_BASE}/constructor`,
      `${RENEWAL_ROUTE_BASE}/__proto__`,
      `${RENEWAL_ROUTE_BASE}/hasOwnProperty`,
      `${renewalStepPath("details")}/extra`,
    ])
      expect(reads(address), address).toEqual([]);
  });
});
