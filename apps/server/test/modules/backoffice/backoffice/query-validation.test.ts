import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
let all: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestApp();
  all = api(t, await signInAs(t, "agent.all"));
});
afterAll(() => t.close());

const BAD_QUERIES = [
  ["a negative page", "page=-1"],
  ["page zero", "page=0"],
  ["a page that is not a number", "page=1e999"],
  ["a huge page size", "pageSize=100000"],
  ["an unknown sort column", "sort=password_hash"],
  ["an injection in the sort", `sort=${encodeURIComponent("issued_at;drop table policies")}`],
  ["an unknown direction", "dir=sideways"],
  ["an injection in the status", `status=${encodeURIComponent("' or 1=1 --")}`],
  ["an unknown product", "product=crypto"],
  ["a bad date", "from=yesterday"],
  ["an impossible date", "to=2026-02-30"],
  // The day after 9999-12-31 is no date: the range query failed with a 500.
  ["the last day of year 9999", "to=9999-12-31"],
  ["an unknown parameter", "partnerId=2"],
  ["an over-long search", `q=${"x".repeat(101)}`],
  ["a NUL byte in the search", "q=a%00b"],
] as const;

describe.each([
  "/api/backoffice/policies",
  "/api/backoffice/policies/export.csv",
  "/api/backoffice/quotations",
  "/api/backoffice/quotations/export.csv",
])("GET %s", (url) => {
  it.each(BAD_QUERIES)("answers %s with 400 and field errors", async (_name, query) => {
    const res = await all.get(`${url}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json().fieldErrors).toBeDefined();
  });
});

describe("GET /api/backoffice/policies with a policy view", () => {
  it("answers an unknown view with 400", async () => {
    for (const url of ["/api/backoffice/policies", "/api/backoffice/policies/export.csv"])
      expect((await all.get(`${url}?view=${encodeURIComponent("all' --")}`)).statusCode).toBe(400);
  });
});

describe.each(["quotations", "policies"])("GET /api/backoffice/%s/:number", (kind) => {
  it("answers an over-long, blank or NUL-holding number with 400", async () => {
    for (const number of ["X".repeat(41), "%20", "BP%00"]) {
      const res = await all.get(`/api/backoffice/${kind}/${number}`);
      expect({ number, status: res.statusCode }).toEqual({ number, status: 400 });
      expect(res.json().fieldErrors.number).toBeDefined();
    }
  });

  it("answers an injection string exactly as a number that does not exist", async () => {
    const injected = await all.get(`/api/backoffice/${kind}/${encodeURIComponent("' or 1=1 --")}`);
    const missing = await all.get(`/api/backoffice/${kind}/XX-2026-999999`);
    expect(injected.statusCode).toBe(404);
    expect(injected.json()).toEqual(missing.json());
  });
});
