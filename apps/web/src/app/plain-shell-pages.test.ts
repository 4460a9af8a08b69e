import { describe, expect, it } from "vitest";
import { isPlainShellPage } from "./plain-shell-pages";

describe("isPlainShellPage", () => {
  it.each([
    "/partnerhomepage",
    "/Basic-B2C/sponsordetail",
    "/quotationbasic",
    "/quotation-pa",
    "/policies/all",
    "/policiesbasic/pending",
    "/policies-tp/",
    "/renewalpolicies/renewals",
    "/policieNewBusinessAll/all",
    "/POLICIENEWBUSINESS/nb",
    "/policydetails/BP-2026-000001",
    "/QuotationNewBusinessAll/BP-2026-000001",
    "/quotationdetail/BQ-2026-000001",
    "/videocall-invite",
    "/security",
    "/team",
    "/Approval",
    "/approval/7",
  ])("%s is built without MUI", (path) => {
    expect(isPlainShellPage(path)).toBe(true);
  });

  it.each(["/policydetails/BP-2026-000001/add-members", "/quotationbasic/extra", "/invitations", "/sponsordetail"])(
    "%s loads MUI's theme",
    (path) => {
      expect(isPlainShellPage(path)).toBe(false);
    },
  );
});
