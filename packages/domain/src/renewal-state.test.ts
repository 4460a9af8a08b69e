import { describe, expect, it } from "vitest";
import { policyListState, renewalState } from "./renewal-state";

describe("renewalState", () => {
  const policy = (endDate: string, status = "issued") => ({ status, endDate });

  it("opens 60 days before the end and stays open 30 days after it", () => {
    expect(renewalState(policy("2026-12-31"), "2026-11-01")).toEqual({ state: "due", opensOn: "2026-11-01" });
    expect(renewalState(policy("2026-12-31"), "2026-10-31").state).toBe("not_yet_due");
    expect(renewalState(policy("2026-12-31"), "2027-01-30").state).toBe("due");
    expect(renewalState(policy("2026-12-31"), "2027-01-31").state).toBe("expired");
  });

  it("never renews a renewed policy again", () => {
    expect(renewalState(policy("2026-12-31", "renewed"), "2026-12-01").state).toBe("renewed");
  });
});

describe("policyListState", () => {
  it("shows active, due within 60 days, expired after the end, and renewed", () => {
    expect(policyListState({ status: "issued", endDate: "2027-03-01" }, "2026-11-24")).toBe("active");
    expect(policyListState({ status: "issued", endDate: "2027-01-23" }, "2026-11-24")).toBe("due");
    expect(policyListState({ status: "issued", endDate: "2026-11-23" }, "2026-11-24")).toBe("expired");
    expect(policyListState({ status: "renewed", endDate: "2026-11-23" }, "2026-11-24")).toBe("renewed");
  });
});
