import { COMMISSION_MESSAGES, type ListCommissionAccrualsResponse, toIsoDate } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerTeams } from "../../../../src/db/schema";
import { api } from "../../../support/journey";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { soldPolicy } from "../../policy/servicing/servicing-fixtures";
import { addBackOfficeUser, loadRules, userRowId } from "../commission-fixtures";

/*
 * Who reads which commission (decision 061): the owner all of the partner's, a manager their team's and their own, an
 * agent their own, the back office none, another partner nothing; filters narrow and never widen; junk is a 400.
 */

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
let teamId: number;

beforeAll(async () => {
  t = await createTestApp();
  await loadRules(t);
  await addBackOfficeUser(t, "backoffice.all");
  for (const user of ["agent.all", "manager.all", "agent.team", "agent.solo", "agent.basic", "backoffice.all"]) {
    cookies[user] = await signInAs(t, user);
    ids[user] = await userRowId(t, user);
  }
  [{ id: teamId }] = (await t.db
    .select({ id: partnerTeams.id })
    .from(partnerTeams)
    .where(eq(partnerTeams.name, "Dubai sales"))) as [{ id: number }];
  // agent.team's sale: 8,000 to agent.team, 2,000 to manager.all. agent.solo's (no team): 8,000 to them, 2,000 the partner's.
  await soldPolicy(t, cookies["agent.team"]!, 30);
  await soldPolicy(t, cookies["agent.solo"]!, 30);
});
afterAll(() => t.close());

const read = (user: string, query = "") => api(t, cookies[user]!).get(`/api/commission/accruals${query}`);
async function linesOf(user: string, query = "") {
  const res = await read(user, query);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as ListCommissionAccrualsResponse;
  return { body, lines: body.rows.map((r) => [r.user?.id ?? "partner", r.party, r.amountFils]) };
}

describe("reading the month's commission", () => {
  it("shows the owner every line of the partner's, its own share included, with totals", async () => {
    const { body, lines } = await linesOf("agent.all");
    expect(lines).toEqual([
      [ids["agent.team"], "seller", 8_000],
      [ids["manager.all"], "manager", 2_000],
      [ids["agent.solo"], "seller", 8_000],
      ["partner", "partner", 2_000],
    ]);
    expect(body).toMatchObject({
      period: toIsoDate(new Date()).slice(0, 7),
      total: 4,
      totals: { accruedFils: 20_000, clawedBackFils: 0, netFils: 20_000 },
    });
    expect(body.rows[0]).toMatchObject({
      kind: "accrual",
      product: "basic",
      business: "new_business",
      baseFils: 80_000,
    });
    expect(body.rows[0]!.paymentReference).toMatch(/^BQ-/);
  });

  it("shows a manager their team's and their own, an agent their own", async () => {
    expect((await linesOf("manager.all")).lines).toEqual([
      [ids["agent.team"], "seller", 8_000],
      [ids["manager.all"], "manager", 2_000],
    ]);
    expect((await linesOf("agent.team")).lines).toEqual([[ids["agent.team"], "seller", 8_000]]);
    expect((await linesOf("agent.solo")).lines).toEqual([[ids["agent.solo"], "seller", 8_000]]);
  });

  it("narrows by user or team for those who see others', and never widens", async () => {
    expect((await linesOf("agent.all", `?user=${ids["agent.solo"]}`)).lines).toEqual([
      [ids["agent.solo"], "seller", 8_000],
    ]);
    expect((await linesOf("agent.all", `?team=${teamId}`)).lines).toHaveLength(2);
    // An agent asking for a colleague's gets their own; a manager asking for another team's user gets nothing.
    expect((await linesOf("agent.team", `?user=${ids["agent.solo"]}`)).lines).toEqual([
      [ids["agent.team"], "seller", 8_000],
    ]);
    const outside = await linesOf("manager.all", `?user=${ids["agent.solo"]}`);
    expect(outside.lines).toEqual([]);
    expect(outside.body.totals).toEqual({ accruedFils: 0, clawedBackFils: 0, netFils: 0 });
  });

  it("shows another partner none of it, whatever it names", async () => {
    expect((await linesOf("agent.basic")).body).toMatchObject({ rows: [], total: 0 });
    expect((await linesOf("agent.basic", `?user=${ids["agent.team"]}&team=${teamId}`)).lines).toEqual([]);
  });

  it("refuses the back office, which sees no commission, and anyone signed out", async () => {
    const refused = await read("backoffice.all");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(COMMISSION_MESSAGES.backOfficeSeesNone);
    expect((await t.app.inject({ url: "/api/commission/accruals" })).statusCode).toBe(401);
  });

  it("pages, keeps the month's totals on every page, and shows another month empty", async () => {
    const second = await linesOf("agent.all", "?page=2&pageSize=1");
    expect(second.lines).toEqual([[ids["manager.all"], "manager", 2_000]]);
    expect(second.body).toMatchObject({ total: 4, page: 2, pageSize: 1, totals: { netFils: 20_000 } });
    expect((await linesOf("agent.all", "?period=2020-01")).body).toMatchObject({
      rows: [],
      total: 0,
      period: "2020-01",
    });
  });

  it("answers junk with a 400 that says what is wrong", async () => {
    for (const [query, message] of [
      ["?period=2026-13", COMMISSION_MESSAGES.periodFormat],
      ["?period=July", COMMISSION_MESSAGES.periodFormat],
      ["?user=abc", COMMISSION_MESSAGES.userNumber],
      ["?user=0", COMMISSION_MESSAGES.userWhole],
      ["?user=1.5", COMMISSION_MESSAGES.userWhole],
      ["?page=0", "Page starts at 1."],
      ["?pageSize=1000", "At most 100 rows a page."],
    ] as const) {
      const res = await read("agent.all", query);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(message);
    }
    expect((await read("agent.all", "?userId=1")).statusCode).toBe(400);
  });
});
