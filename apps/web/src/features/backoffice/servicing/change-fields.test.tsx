import { type ChangeQuoteResponse, changeQuoteResponseSchema } from "@pp/domain";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ChangeQuoteAndErrors } from "./change-fields";
import type { RefundShape } from "./refund-summary";

afterEach(cleanup);

// Parsed as the web parses the server's answer: the fixture is an answer the server could give.
const QUOTE = changeQuoteResponseSchema.parse({
  effectiveDate: "2026-12-10",
  daysLeft: 200,
  termDays: 365,
  freeLook: false,
  feeFils: 0,
  members: [{ id: 2, name: "Leah Reyes", refundFils: 43_836, vatFils: 2_192 }],
  premiumFils: 43_836,
  vatFils: 2_192,
  totalFils: 46_028,
});

const SHAPE: RefundShape = { effectiveDate: "2026-12-10", memberNames: ["Leah Reyes"] };

/** The quote as the removal page asks for it, answered when the test says. */
function renderQuote({ enabled = true, shape }: { enabled?: boolean; shape: RefundShape | undefined }) {
  let answer: (quote: ChangeQuoteResponse) => void = () => undefined;
  const pending = new Promise<ChangeQuoteResponse>((resolve) => {
    answer = resolve;
  });
  function Quote() {
    const quote = useQuery({ queryKey: ["quote"], queryFn: () => pending, enabled, retry: false });
    return <ChangeQuoteAndErrors quote={quote} saveError={null} shape={shape} />;
  }
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Quote />
    </QueryClientProvider>,
  );
  return { answer };
}

describe("the refund while the server works it out", () => {
  it("holds the refund's place at once, busy and named, and the same region is filled when the refund arrives", async () => {
    const { answer } = renderQuote({ shape: SHAPE });

    // Before any answer: the region is there, busy, with the rows the refund will have and no figure made up.
    const region = screen.getByRole("region", { name: "Refund" });
    expect(region.getAttribute("aria-busy")).toBe("true");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.textContent).toContain("Working out the refund");
    const terms = within(region)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(terms).toEqual(["Leah Reyes", "Premium refunded", "VAT refunded", "Refund to the customer"]);
    expect(region.textContent).not.toMatch(/AED|days are refunded/);

    answer(QUOTE);

    // The same element, so a screen reader hears what arrives in it; the same rows, now with the server's figures.
    expect(await within(region).findByText("From 10/12/2026: 200 of the term's 365 days are refunded.")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Refund" })).toBe(region);
    expect(region.getAttribute("aria-busy")).toBe("false");
    expect(
      within(region)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(terms);
    expect(region.textContent).toContain("AED 460.28");
    expect(region.textContent).not.toContain("Working out the refund");
  });

  it("shows nothing before the refund is asked for (no member chosen yet)", () => {
    renderQuote({ enabled: false, shape: SHAPE });
    expect(screen.queryByRole("region", { name: "Refund" })).toBeNull();
  });

  it("without the refund's shape (a cancellation), the region comes with the refund only", async () => {
    const { answer } = renderQuote({ shape: undefined });
    expect(screen.queryByRole("region", { name: "Refund" })).toBeNull();
    answer(QUOTE);
    expect(await screen.findByRole("region", { name: "Refund" })).toBeTruthy();
  });
});
