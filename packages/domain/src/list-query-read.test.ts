import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { policyListQuerySchema, quotationListQuerySchema } from "./backoffice";
import { POLICY_LIST_QUERY, QUOTATION_LIST_QUERY } from "./backoffice-list-rules";
import { PAGE_SIZES } from "./backoffice-rule";
import { invitationListQuerySchema } from "./invitation";
import { LIST_ADDRESS_KEYS, type ListQueryRule, readListQuery } from "./list-query-read";
import { INVITATION_LIST_QUERY, VIDEO_CALL_LIST_QUERY } from "./outreach-list-rules";
import { videoCallListQuerySchema } from "./video-call";

/**
 * The answer the server's schema gives the same address, as the list pages read it before they read it without zod:
 * trimmed non-empty values, a page size the page offers, and each value the schema refuses dropped until it accepts.
 */
function readWithSchema(schema: z.ZodType, address: Record<string, string>, fixed: Record<string, string>) {
  const input: Record<string, string> = { ...fixed };
  for (const key of LIST_ADDRESS_KEYS) {
    const value = address[key]?.trim();
    if (value) input[key] = value;
  }
  if (input.pageSize !== undefined && !(PAGE_SIZES as readonly number[]).includes(Number(input.pageSize)))
    delete input.pageSize;
  for (let attempt = 0; attempt <= LIST_ADDRESS_KEYS.length; attempt++) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) if (!(String(issue.path[0]) in fixed)) delete input[String(issue.path[0])];
  }
  return schema.parse(fixed);
}

/** Values an address may hold: the lists' own, near misses, numbers written oddly, dates on and off the calendar, junk. */
const addressValue = fc.oneof(
  fc.constantFrom(
    "1",
    "2",
    " 3 ",
    "0",
    "-1",
    "-0",
    "1.5",
    "1e3",
    "0x10",
    "Infinity",
    "NaN",
    "100000",
    "100001",
    "2147483647",
    "2147483648",
    "10",
    "20",
    "50",
    "100",
    "7",
    "asc",
    "desc",
    "ASC",
    "created_at",
    "issued_at",
    "policy_no",
    "starts_at",
    "recipient_name",
    "expires_at",
    "total",
    "sent",
    "upcoming",
    "cancelled",
    "active",
    "active ",
    "Not-A-Status",
    "under_review",
    "2026-02-28",
    "2024-02-29",
    "2025-02-29",
    "1900-02-29",
    "2000-02-29",
    "1899-12-31",
    "1900-01-01",
    "2999-12-31",
    "3000-01-01",
    "2026-13-01",
    "26-01-31",
    " 2026-01-31 ",
    "menon",
    "a\u0000b",
    "line\nbreak",
    "x".repeat(100),
    "x".repeat(101),
    " ",
    "",
  ),
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 3_000_000_000 }).map(String),
  fc
    .record({
      year: fc.integer({ min: 1890, max: 3010 }),
      month: fc.integer({ min: 0, max: 13 }),
      day: fc.integer({ min: 0, max: 32 }),
    })
    .map(({ year, month, day }) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`),
);

const address = fc.dictionary(fc.constantFrom(...LIST_ADDRESS_KEYS), addressValue, {
  maxKeys: LIST_ADDRESS_KEYS.length,
});

/** Each list with its rule, its schema, and the values the routes fix. */
const LISTS: [string, ListQueryRule<unknown>, z.ZodType, fc.Arbitrary<Record<string, string>>][] = [
  [
    "quotations",
    QUOTATION_LIST_QUERY,
    quotationListQuerySchema,
    fc.record({ product: fc.constantFrom("basic", "hplus") }),
  ],
  [
    "policies",
    POLICY_LIST_QUERY,
    policyListQuerySchema,
    fc.record({ product: fc.constantFrom("basic", "pa"), view: fc.constantFrom("all", "renewals", "expired") }),
  ],
  [
    "invitations",
    INVITATION_LIST_QUERY,
    invitationListQuerySchema,
    fc.record({ kind: fc.constantFrom("hplus", "term") }),
  ],
  ["video calls", VIDEO_CALL_LIST_QUERY, videoCallListQuerySchema, fc.constant({})],
];

describe("readListQuery: a list's address read without zod, as the server's schema reads it", () => {
  for (const [name, rule, schema, fixed] of LISTS)
    it(`the ${name}: the same query as the schema for any address`, () => {
      fc.assert(
        fc.property(address, fixed, (values, fixedValues) => {
          expect(readListQuery(rule, values, fixedValues)).toEqual(readWithSchema(schema, values, fixedValues));
        }),
        { numRuns: 2000 },
      );
    });

  it("keeps what it can and drops what the schema refuses, each value on its own", () => {
    const query = readListQuery(
      POLICY_LIST_QUERY,
      { page: "-4", pageSize: "7", status: "Not-A-Status", q: " ok ", from: "2025-02-29", to: "2026-01-31" },
      { product: "basic", view: "renewals" },
    );
    expect(query).toEqual({
      page: 1,
      pageSize: 20,
      sort: "issued_at",
      dir: "desc",
      q: "ok",
      to: "2026-01-31",
      product: "basic",
      view: "renewals",
    });
  });

  it("throws on a fixed value the list does not show: the route's mistake, not the visitor's", () => {
    expect(() => readListQuery(POLICY_LIST_QUERY, {}, { product: "basic", view: "archived" })).toThrow(/archived/);
  });
});
