import { type ChangeQuoteResponse, changeQuoteResponseSchema } from "@pp/domain";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../../../api/client";
import { ChangeQuoteAndErrors } from "./change-fields";
import type { RefundShape } from "./refund-summary";
import styles from "./servicing.module.css";

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

/** The quote as the removal page asks for it, each asking answered (or failed) when the test says. */
function renderQuote({ enabled = true, shape = SHAPE }: { enabled?: boolean; shape?: RefundShape }) {
  const askings: { answer: (quote: ChangeQuoteResponse) => void; fail: (error: Error) => void }[] = [];
  const queryFn = () =>
    new Promise<ChangeQuoteResponse>((answer, fail) => {
      askings.push({ answer, fail });
    });
  function Quote() {
    const quote = useQuery({ queryKey: ["quote"], queryFn, enabled, retry: false });
    return <ChangeQuoteAndErrors quote={quote} saveError={null} shape={shape} />;
  }
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Quote />
    </QueryClientProvider>,
  );
  const last = () => askings.at(-1)!;
  return {
    answer: (quote: ChangeQuoteResponse) => last().answer(quote),
    fail: (error: Error) => last().fail(error),
    askings: () => askings.length,
  };
}

describe("the refund while the server works it out", () => {
  it("holds the refund's place at once, busy and named, and the same region is filled when the refund arrives", async () => {
    const { answer } = renderQuote({});

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
    renderQuote({ enabled: false });
    expect(screen.queryByRole("region", { name: "Refund" })).toBeNull();
  });

  it("draws a cancellation within free look with the free look's sentence, from the policy's start", () => {
    renderQuote({ shape: { effectiveDate: "2026-11-20", memberNames: ["Nadia Haddad"], freeLookFeeFils: 10_000 } });
    const region = screen.getByRole("region", { name: "Refund" });
    const sentence = region.querySelector("[data-shape]")?.getAttribute("data-shape");
    expect(sentence).toBe(
      "Within the free-look period: the policy is cancelled from its start on 20/11/2026 and the whole premium is refunded less the fee of AED 100.00.",
    );
  });
});

describe("the refund that cannot be worked out", () => {
  it("says so in the same place, over the refund's unseen shape, and asking again holds the place again", async () => {
    const quote = renderQuote({});
    const region = screen.getByRole("region", { name: "Refund" });

    quote.fail(new Error("the connection dropped"));

    // The same region, no longer busy: the message and a way forward inside it, the shape kept (unseen) under it.
    const alert = await within(region).findByRole("alert");
    expect(screen.getByRole("region", { name: "Refund" })).toBe(region);
    expect(region.getAttribute("aria-busy")).toBe("false");
    expect(alert.textContent).toContain("The refund could not be worked out. Please try again.");
    expect(region.querySelector("[data-shape]")?.closest(`.${styles.unseen}`)).not.toBeNull();

    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));

    // Asked again: busy in the refund's shape, then filled with it, still in the same region.
    await waitFor(() => expect(region.getAttribute("aria-busy")).toBe("true"));
    expect(within(region).queryByRole("alert")).toBeNull();
    expect(quote.askings()).toBe(2);
    quote.answer(QUOTE);
    expect(await within(region).findByText("From 10/12/2026: 200 of the term's 365 days are refunded.")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Refund" })).toBe(region);
  });

  it("offers to try again when the server failed (5xx), with the page's own words", async () => {
    const quote = renderQuote({});
    quote.fail(new ApiError(500, "Something went wrong."));
    const region = screen.getByRole("region", { name: "Refund" });
    const alert = await within(region).findByRole("alert");
    expect(alert.textContent).toContain("The refund could not be worked out. Please try again.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("says the server's rule when it refused what was asked, where the refund would be, without a retry", async () => {
    const quote = renderQuote({});
    quote.fail(new ApiError(422, "The change cannot take effect after the policy ends."));
    const region = screen.getByRole("region", { name: "Refund" });
    const alert = await within(region).findByRole("alert");
    expect(alert.textContent).toContain("The change cannot take effect after the policy ends.");
    expect(within(alert).queryByRole("button")).toBeNull();
  });
});
