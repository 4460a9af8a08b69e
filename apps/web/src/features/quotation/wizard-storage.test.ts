import { QUOTATION_STATUS } from "@pp/domain";
import { beforeEach, describe, expect, it } from "vitest";
import {
  canResumeQuotation,
  clearWizardState,
  readWizardState,
  rememberQuotation,
  resumeQuotation,
  setTempStatus,
  WIZARD_KEYS,
} from "./wizard-storage";

beforeEach(() => localStorage.clear());

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
    expect(canResumeQuotation({ ...draft, status: "paid" })).toBe(false);
    expect(canResumeQuotation({ ...draft, journey: "renewal" })).toBe(false);
    expect(canResumeQuotation({ ...draft, product: "pa" })).toBe(false);
  });
});
