import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { policies } from "../../../../src/db/schema";
import { api } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { csvLines, policyOf } from "./backoffice-fixtures";

type Policy = typeof policies.$inferSelect;

let t: TestApp;
let all: ReturnType<typeof api>;
let basic: ReturnType<typeof api>;
/** agent.all's policies, issued about 345, 165 and 65 days ago; and one of agent.basic's. */
let alpha: Policy;
let bravo: Policy;
let charlie: Policy;
let other: Policy;

beforeAll(async () => {
  t = await createTestApp();
  all = api(t, await signInAs(t, "agent.all"));
  basic = api(t, await signInAs(t, "agent.basic"));
  alpha = (await policyOf(t, "agent.all", 20, "Alpha Holder")).policy;
  bravo = (await policyOf(t, "agent.all", 200, "Bravo Holder")).policy;
  charlie = (await policyOf(t, "agent.all", 300, "Charlie Holder")).policy;
  other = (await policyOf(t, "agent.basic", 200, "Other Partner Holder")).policy;
});
afterAll(() => t.close());

const listed = async (client: ReturnType<typeof api>, query: string) => {
  const res = await client.get(`/api/backoffice/policies?product=basic&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().rows as { policyNo: string }[]).map((r) => r.policyNo);
};
const exported = async (client: ReturnType<typeof api>, query: string) => {
  const res = await client.get(`/api/backoffice/policies/export.csv?product=basic&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return csvLines(res.body)
    .slice(1)
    .map((line) => line.split(",")[0]);
};

describe("GET /api/backoffice/policies", () => {
  it("sorts by the chosen column and direction, and pages in that order", async () => {
    expect(await listed(all, "")).toEqual([charlie.policyNo, bravo.policyNo, alpha.policyNo]);
    expect(await listed(all, "sort=end_date&dir=asc")).toEqual([alpha.policyNo, bravo.policyNo, charlie.policyNo]);
    expect(await listed(all, "sort=sponsor_name&dir=desc")).toEqual([charlie.policyNo, bravo.policyNo, alpha.policyNo]);
    expect(await listed(all, "sort=end_date&dir=asc&pageSize=1&page=2")).toEqual([bravo.policyNo]);
  });

  it("keeps the rows issued inside the date range, both ends included", async () => {
    // Each policy was issued on its start date.
    expect(await listed(all, `from=${bravo.startDate}&sort=end_date&dir=asc`)).toEqual([
      bravo.policyNo,
      charlie.policyNo,
    ]);
    expect(await listed(all, `to=${bravo.startDate}&sort=end_date&dir=asc`)).toEqual([alpha.policyNo, bravo.policyNo]);
    expect(await listed(all, `from=${bravo.startDate}&to=${bravo.startDate}`)).toEqual([bravo.policyNo]);
  });
});

describe("GET /api/backoffice/policies/export.csv", () => {
  it("holds only the partner's own policies", async () => {
    expect((await exported(all, "")).sort()).toEqual([alpha.policyNo, bravo.policyNo, charlie.policyNo].sort());
    expect(await exported(basic, "")).toEqual([other.policyNo]);
    expect(await exported(all, `q=${other.policyNo}`)).toEqual([]);
    const body = (await basic.get("/api/backoffice/policies/export.csv?product=basic")).body;
    expect(body).not.toMatch(/Alpha Holder|Bravo Holder|Charlie Holder/);
  });

  it("holds exactly the rows the date range keeps", async () => {
    expect((await exported(all, `from=${bravo.startDate}`)).sort()).toEqual([bravo.policyNo, charlie.policyNo].sort());
  });
});
