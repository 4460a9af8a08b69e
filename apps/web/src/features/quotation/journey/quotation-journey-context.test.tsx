import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { QuotationJourneyProvider, useQuotationJourney } from "./quotation-journey-context";

const inJourney =
  (product: "basic" | "hplus") =>
  ({ children }: { children: ReactNode }) => (
    <QuotationJourneyProvider product={product}>{children}</QuotationJourneyProvider>
  );

describe("useQuotationJourney", () => {
  it("gives Basic's step pages the Basic-B2C routes", () => {
    const { result } = renderHook(() => useQuotationJourney(), { wrapper: inJourney("basic") });
    expect(result.current.product).toBe("basic");
    expect(result.current.stepPath("sponsor")).toBe("/Basic-B2C/sponsordetail");
    expect(result.current.stepIndex("sponsor")).toBe(0);
  });

  it("gives H+'s step pages the main layout's own routes", () => {
    const { result } = renderHook(() => useQuotationJourney(), { wrapper: inJourney("hplus") });
    expect(result.current.product).toBe("hplus");
    expect(result.current.stepPath("sponsor")).toBe("/sponsormemberdetail");
    expect(result.current.resultPath).toBe("/paymentsuccess");
  });

  it("refuses a step page rendered outside a journey", () => {
    expect(() => renderHook(() => useQuotationJourney())).toThrow(/QuotationJourneyProvider/);
  });
});
