import { QUOTATION_STATUS } from "@pp/domain";
import { beforeEach, describe, expect, it } from "vitest";
import {
  canResumeQuotation,
  clearStorageAfterPurchase,
  clearWizardState,
  readWizardState,
  rememberQuotation,
  resumeQuotation,
  setTempStatus,
  sponsorFromOf,
  sponsorFromState,
  WIZARD_KEYS,
} from "./wizard-storage";

beforeEach(() => localStorage.clear());

describe("after a paid application", () => {
  it("clears all local storage, not only the wizard's keys, for the paid application of either product", () => {
    for (const product of ["basic", "hplus"] as const) {
      rememberQuotation({ id: 42, number: "BQ-2026-000042", product, planfor: 1 });
      localStorage.setItem("UploadDocsData", "true");
      localStorage.setItem("ParentQuotationNo", "BQ-2025-000001");
      sessionStorage.setItem("PartnerDetails", "{}");
      clearStorageAfterPurchase(42);
      expect(localStorage.length).toBe(0);
      // The partner stays signed in: session storage holds the partner's details.
      expect(sessionStorage.getItem("PartnerDetails")).toBe("{}");
    }
  });

  it("clears it when no application is open, and keeps another application open in the wizard", () => {
    localStorage.setItem("ParentQuotationNo", "BQ-2025-000001");
    clearStorageAfterPurchase(42);
    expect(localStorage.length).toBe(0);
    rememberQuotation({ id: 43, number: "BQ-2026-000043", product: "hplus", planfor: 1 });
    clearStorageAfterPurchase(42);
    expect(readWizardState("hplus").quotationId).toBe(43);
  });
});

describe("the wizard's browser state", () => {
  it("remembers the open quotation under the legacy keys, for its own product's wizard only", () => {
    rememberQuotation({ id: 42, number: "BQ-2026-000042", product: "hplus", planfor: 2 });
    setTempStatus("Next");
    expect(localStorage.getItem(WIZARD_KEYS.quotationId)).toBe("42");
    expect(readWizardState("hplus")).toEqual({
      quotationId: 42,
      quotationNo: "BQ-2026-000042",
      planfor: 2,
      tempStatus: "Next",
    });
    // A Basic step opened meanwhile starts afresh; the H+ application stays saved.
    expect(readWizardState("basic").quotationId).toBeNull();
    expect(readWizardState("hplus").quotationId).toBe(42);
  });

  it("treats an application stored before products were recorded as Basic", () => {
    localStorage.setItem(WIZARD_KEYS.quotationId, "7");
    expect(readWizardState("basic").quotationId).toBe(7);
  });

  it("ignores values it cannot trust (a hand-edited id, an unknown status)", () => {
    localStorage.setItem(WIZARD_KEYS.quotationId, "-3");
    localStorage.setItem(WIZARD_KEYS.tempStatus, "Sideways");
    localStorage.setItem(WIZARD_KEYS.planfor, "99");
    expect(readWizardState("basic")).toEqual({ quotationId: null, quotationNo: null, planfor: null, tempStatus: null });
  });

  it("forgets everything on a new application, the later steps' keys too", () => {
    rememberQuotation({ id: 1, number: "BQ-2026-000001", product: "basic" });
    localStorage.setItem("UploadDocsData", "{}");
    clearWizardState();
    expect(localStorage.length).toBe(0);
  });
});

describe("resuming a saved quotation", () => {
  it("opens it at its last visited step, or at step 1 when that step is unknown", () => {
    expect(
      resumeQuotation({ id: 5, quotationNo: "BQ-2026-000005", product: "basic", lastVisitedPage: "uploaddocuments" }),
    ).toBe("/Basic-B2C/uploaddocuments");
    expect(readWizardState("basic")).toMatchObject({ quotationId: 5, tempStatus: "Next" });
    expect(resumeQuotation({ id: 6, quotationNo: "HQ", product: "hplus", lastVisitedPage: "nowhere" })).toMatch(
      /sponsormemberdetail$/,
    );
  });

  it("continues only unpaid Basic and H+ new business", () => {
    const draft = { product: "basic", journey: "new_business", status: QUOTATION_STATUS.DRAFT };
    expect(canResumeQuotation(draft)).toBe(true);
    expect(canResumeQuotation({ ...draft, status: QUOTATION_STATUS.FINALIZED })).toBe(true);
    expect(canResumeQuotation({ ...draft, product: "hplus", status: QUOTATION_STATUS.REFERRED })).toBe(true);
    expect(canResumeQuotation({ ...draft, status: QUOTATION_STATUS.POLICY_ISSUED })).toBe(false);
    expect(canResumeQuotation({ ...draft, status: "paid" })).toBe(false);
    expect(canResumeQuotation({ ...draft, journey: "renewal" })).toBe(false);
    expect(canResumeQuotation({ ...draft, product: "pa" })).toBe(false);
  });
});

describe("a new application for the same sponsor", () => {
  it("names the earlier application in the router state, and ignores anything else there", () => {
    expect(sponsorFromOf(sponsorFromState(42))).toBe(42);
    expect(sponsorFromOf(null)).toBeNull();
    expect(sponsorFromOf({ sponsorFrom: "42" })).toBeNull();
    expect(sponsorFromOf({ sponsorFrom: -1 })).toBeNull();
  });
});
