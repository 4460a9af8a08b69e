import { describe, expect, it } from "vitest";
import { cancellationShape } from "./cancellation-shape";

const member = (name: string, removedFrom: string | null = null) => ({ name, removedFrom });

describe("the shape of a cancellation's refund, before the server prices it", () => {
  it("after free look (or a product without one): the date asked, the current members, the days left's sentence", () => {
    const basic = {
      product: "basic" as const,
      issuedAt: "2026-12-01T08:00:00.000Z",
      startDate: "2026-12-01",
      sponsorName: "Rahul Menon",
      members: [member("Maria Santos"), member("Leah Reyes", "2026-12-03")],
    };
    expect(cancellationShape(basic, "2026-12-05", "2026-12-05")).toEqual({
      effectiveDate: "2026-12-05",
      memberNames: ["Maria Santos"],
      freeLookFeeFils: null,
    });
  });

  it("within the product's free look (issue day included, last day excluded): from the start, with the fee", () => {
    const term = {
      product: "term" as const,
      // 20:30 UTC on 30 November is 00:30 on 1 December in Dubai: the issue day is the UAE's.
      issuedAt: "2026-11-30T20:30:00.000Z",
      startDate: "2026-12-02",
      sponsorName: "Nadia Haddad",
      members: [],
    };
    expect(cancellationShape(term, "2026-12-20", "2026-12-30")).toEqual({
      effectiveDate: "2026-12-02",
      memberNames: ["Nadia Haddad"],
      freeLookFeeFils: 10_000,
    });
    expect(cancellationShape(term, "2026-12-20", "2026-12-31").freeLookFeeFils).toBeNull();
  });
});
