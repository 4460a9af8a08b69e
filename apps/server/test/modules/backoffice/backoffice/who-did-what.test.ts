import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SITE_API_KEYS } from "../../../../src/config";
import { partnerUsers, policies, quotations } from "../../../../src/db/schema";
import { addPartnerUser, DEMO_PASSWORD, findOwnerOf, findPartnerByUserId } from "../../../../src/modules/identity";
import { seedDemoRenewals } from "../../../../src/modules/policy";
import { insertIssuedPolicy } from "../../../../src/modules/policy/policies/seeded-policy-repository";
import { insuredPerson } from "../../../support/insured-person";
import { api } from "../../../support/journey";
import { createQuotationAs, validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";
import { today } from "./backoffice-fixtures";

/*
 * Decision 059 on the demo partner agent.all: its owner, the manager of "Dubai sales" (manager.all), an agent in that
 * team (agent.team), one outside it (agent.solo) and a back-office user added here. Each sees what their role scopes,
 * and a record outside it answers the same 404 as another partner's.
 */
let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
const made: Record<string, { quotationId: number; quotationNo: string }> = {};
const sold: Record<string, string> = {};
/** The quotation each seeded policy was issued from: its seller's too. */
const soldQuotation: Record<string, string> = {};
/** The quotations a user made and the one of the policy they sold. */
const quotationsOf = (...who: string[]) => new Set(who.flatMap((w) => [made[w]!.quotationNo, soldQuotation[w]!]));
let teamId: number;

const userRow = async (userId: string) =>
  (await t.db.select().from(partnerUsers).where(eq(partnerUsers.userId, userId)))[0]!;

/** A paid Basic policy of agent.all sold by the given user (created directly, as the demo seed does). */
async function policySoldBy(userId: string) {
  const partner = (await findPartnerByUserId(t.db, "agent.all"))!;
  const row = await insertIssuedPolicy(t.db, {
    partnerId: partner.id,
    soldBy: ids[userId]!,
    channel: partner.categorySno,
    sponsorName: `Policy of ${userId}`,
    sponsorEmail: `${userId}@example.com`,
    sponsorMobile: "0521234567",
    sponsorDate: "1975-01-01",
    sponsorFileNumber: "201/2010/1234567",
    tpaId: 3,
    endDate: today(),
    members: [insuredPerson()],
  });
  soldQuotation[userId] = row.quotation.quotationNo;
  return row.policy.policyNo;
}

const quotationNumbers = async (who: string, query = "") =>
  (
    (await api(t, cookies[who]!).get(`/api/backoffice/quotations?pageSize=100${query}`)).json().rows as {
      quotationNo: string;
      soldBy: string | null;
    }[]
  ).map((r) => r.quotationNo);
const policyNumbers = async (who: string, query = "") =>
  (
    (await api(t, cookies[who]!).get(`/api/backoffice/policies?pageSize=100${query}`)).json().rows as {
      policyNo: string;
    }[]
  ).map((r) => r.policyNo);

beforeAll(async () => {
  t = await createTestApp();
  const partner = (await findPartnerByUserId(t.db, "agent.all"))!;
  await addPartnerUser(t.db, partner.id, {
    userId: "office.all",
    name: "Back Office",
    email: "office.all@partners.example.ae",
    password: DEMO_PASSWORD,
    teamRole: "back_office",
    flags: ["basic"],
  });
  for (const who of ["agent.all", "manager.all", "agent.team", "agent.solo", "office.all"]) {
    cookies[who] = await signInAs(t, who);
    ids[who] = (await userRow(who)).id;
  }
  teamId = (await userRow("agent.team")).teamId!;
  for (const who of ["agent.all", "manager.all", "agent.team", "agent.solo"]) {
    made[who] = await createQuotationAs(
      t,
      cookies[who]!,
      validSponsor({ sponsorName: `Sponsor of ${who.replace(".", " ")}` }),
    );
    sold[who] = await policySoldBy(who);
  }
});

afterAll(async () => {
  await t?.close();
});

describe("who sees what", () => {
  it("an agent lists, searches and exports only their own quotations and policies", async () => {
    expect(new Set(await quotationNumbers("agent.solo"))).toEqual(quotationsOf("agent.solo"));
    expect(await policyNumbers("agent.solo")).toEqual([sold["agent.solo"]]);
    const search = (await api(t, cookies["agent.solo"]!).get("/api/search?q=Sponsor%20of")).json();
    expect(search.quotations.map((q: { quotationNo: string }) => q.quotationNo)).toEqual([
      made["agent.solo"]!.quotationNo,
    ]);
    const csv = (await api(t, cookies["agent.solo"]!).get("/api/backoffice/quotations/export.csv")).body;
    expect(csv).toContain(made["agent.solo"]!.quotationNo);
    expect(csv).not.toContain(made["agent.team"]!.quotationNo);
    const policiesCsv = (await api(t, cookies["agent.solo"]!).get("/api/backoffice/policies/export.csv")).body;
    expect(policiesCsv).toContain(sold["agent.solo"]);
    expect(policiesCsv).not.toContain(sold["agent.team"]);
  });

  it("another agent's quotation and policy answer 404 in every detail and document, like another partner's", async () => {
    const solo = api(t, cookies["agent.solo"]!);
    const other = made["agent.team"]!;
    const foreign = await createQuotationAs(t, await signInAs(t, "agent.basic"));
    for (const q of [other, foreign]) {
      expect((await solo.get(`/api/quotations/${q.quotationId}`)).statusCode).toBe(404);
      expect((await solo.get(`/api/quotations/${q.quotationId}/members`)).statusCode).toBe(404);
      expect((await solo.get(`/api/quotations/${q.quotationId}/quotation.pdf`)).statusCode).toBe(404);
      expect((await solo.get(`/api/backoffice/quotations/${q.quotationNo}`)).statusCode).toBe(404);
    }
    const own = await solo.get(`/api/quotations/${made["agent.solo"]!.quotationId}`);
    expect(own.statusCode).toBe(200);
    const notOurs = await solo.get(`/api/backoffice/policies/${sold["agent.team"]}`);
    expect(notOurs.statusCode).toBe(404);
    expect(notOurs.json()).toEqual((await solo.get("/api/backoffice/policies/BSC-NO-SUCH-1")).json());
    expect((await solo.get(`/api/policies/${sold["agent.team"]}/schedule.pdf`)).statusCode).toBe(404);
    expect((await solo.get(`/api/backoffice/policies/${sold["agent.solo"]}`)).statusCode).toBe(200);
  });

  it("a manager sees their team's and their own, not another agent's outside the team", async () => {
    expect(new Set(await quotationNumbers("manager.all"))).toEqual(quotationsOf("manager.all", "agent.team"));
    expect(new Set(await policyNumbers("manager.all"))).toEqual(new Set([sold["manager.all"], sold["agent.team"]]));
    const manager = api(t, cookies["manager.all"]!);
    expect((await manager.get(`/api/backoffice/quotations/${made["agent.team"]!.quotationNo}`)).statusCode).toBe(200);
    expect((await manager.get(`/api/backoffice/quotations/${made["agent.solo"]!.quotationNo}`)).statusCode).toBe(404);
    expect((await manager.get(`/api/backoffice/policies/${sold["agent.solo"]}`)).statusCode).toBe(404);
    expect((await manager.get(`/api/policies/${sold["agent.solo"]}/schedule.pdf`)).statusCode).toBe(404);
  });

  it("the owner and the back office see every record of the partner, named by who sold it", async () => {
    for (const who of ["agent.all", "office.all"]) {
      const all = quotationsOf("agent.all", "manager.all", "agent.team", "agent.solo");
      expect(new Set(await quotationNumbers(who))).toEqual(all);
      expect(new Set(await policyNumbers(who))).toEqual(new Set(Object.values(sold)));
      expect((await api(t, cookies[who]!).get(`/api/backoffice/policies/${sold["agent.solo"]}`)).statusCode).toBe(200);
    }
    const rows = (await api(t, cookies["agent.all"]!).get("/api/backoffice/quotations?pageSize=100")).json().rows;
    const row = rows.find((r: { quotationNo: string }) => r.quotationNo === made["agent.team"]!.quotationNo);
    expect(row.soldBy).toBe("Arjun Pillai");
  });
});

describe("filters by user and team", () => {
  it("narrow the owner's lists, exports and dashboard to one user or one team", async () => {
    expect(new Set(await quotationNumbers("agent.all", `&soldBy=${ids["agent.team"]}`))).toEqual(
      quotationsOf("agent.team"),
    );
    expect(new Set(await policyNumbers("agent.all", `&team=${teamId}`))).toEqual(
      new Set([sold["manager.all"], sold["agent.team"]]),
    );
    const csv = (
      await api(t, cookies["agent.all"]!).get(`/api/backoffice/policies/export.csv?soldBy=${ids["agent.solo"]}`)
    ).body;
    expect(csv).toContain(sold["agent.solo"]);
    expect(csv).not.toContain(sold["agent.team"]);
    const dashboard = (
      await api(t, cookies["agent.all"]!).get(`/api/backoffice/dashboard?soldBy=${ids["agent.solo"]}`)
    ).json();
    expect(new Set(dashboard.latestQuotations.map((q: { quotationNo: string }) => q.quotationNo))).toEqual(
      quotationsOf("agent.solo"),
    );
    const everyone = (await api(t, cookies["agent.all"]!).get("/api/backoffice/dashboard")).json();
    expect(everyone.quotationsInProgress).toBe(4);
    expect(dashboard.quotationsInProgress).toBe(1);
  });

  it("never widen what a role sees: an agent filtering another user gets their own, a manager another team's nothing", async () => {
    expect(new Set(await quotationNumbers("agent.solo", `&soldBy=${ids["agent.team"]}`))).toEqual(
      quotationsOf("agent.solo"),
    );
    expect(await quotationNumbers("manager.all", `&soldBy=${ids["agent.solo"]}`)).toEqual([]);
    const dashboard = (
      await api(t, cookies["agent.solo"]!).get(`/api/backoffice/dashboard?soldBy=${ids["agent.team"]}`)
    ).json();
    expect(dashboard.quotationsInProgress).toBe(1);
  });

  it("refuse a user or team that is not a number with a 400", async () => {
    const res = await api(t, cookies["agent.all"]!).get("/api/backoffice/quotations?soldBy=abc");
    expect(res.statusCode).toBe(400);
  });

  it("offer whom the role sees: everyone to the owner, the team to its manager, nobody to an agent", async () => {
    const sellers = async (who: string) => (await api(t, cookies[who]!).get("/api/backoffice/sellers")).json();
    const owner = await sellers("agent.all");
    expect(owner.users.map((u: { id: number }) => u.id).sort()).toEqual(
      ["agent.all", "manager.all", "agent.team", "agent.solo", "office.all"].map((w) => ids[w]).sort(),
    );
    const manager = await sellers("manager.all");
    expect(manager.users.map((u: { id: number }) => u.id).sort()).toEqual(
      [ids["manager.all"], ids["agent.team"]].sort(),
    );
    expect(manager.teams).toEqual([{ id: teamId, name: "Dubai sales" }]);
    expect(await sellers("agent.solo")).toEqual({ users: [], teams: [] });
  });
});

describe("who created and who last acted", () => {
  it("a quotation records its creator; another user's edit is its last actor and keeps the creator", async () => {
    const q = made["agent.team"]!;
    const [before] = await t.db.select().from(quotations).where(eq(quotations.id, q.quotationId));
    expect(before).toMatchObject({ createdByUserId: ids["agent.team"], lastActedByUserId: ids["agent.team"] });
    const edit = await api(t, cookies["manager.all"]!).put(
      `/api/quotations/${q.quotationId}/sponsor`,
      validSponsor({ sponsorName: "Edited by the manager" }),
    );
    expect(edit.statusCode).toBe(200);
    const [after] = await t.db.select().from(quotations).where(eq(quotations.id, q.quotationId));
    expect(after).toMatchObject({ createdByUserId: ids["agent.team"], lastActedByUserId: ids["manager.all"] });

    // The owner's detail page and export name both, by the names the team page shows.
    const names = { soldBy: (await userRow("agent.team")).name, lastActedBy: (await userRow("manager.all")).name };
    const owner = api(t, cookies["agent.all"]!);
    const detail = (await owner.get(`/api/backoffice/quotations/${q.quotationNo}`)).json();
    expect({ soldBy: detail.soldBy, lastActedBy: detail.lastActedBy }).toEqual(names);
    const csv = (await owner.get(`/api/backoffice/quotations/export.csv?q=${q.quotationNo}`)).body;
    const [header, row, more] = parse(csv, { bom: true }) as string[][];
    expect(more).toBeUndefined();
    expect(header!.slice(-2)).toEqual(["Sold by", "Last action by"]);
    expect(row!.slice(-2)).toEqual([names.soldBy, names.lastActedBy]);
  });

  it("a policy's detail page names its seller; an out-of-scope one stays the same 404", async () => {
    const seller = (await userRow("agent.solo")).name;
    const detail = await api(t, cookies["agent.all"]!).get(`/api/backoffice/policies/${sold["agent.solo"]}`);
    expect(detail.json()).toMatchObject({ soldBy: seller, lastActedBy: seller });
    const stranger = await api(t, cookies["agent.team"]!).get(`/api/backoffice/policies/${sold["agent.solo"]}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain(seller);
  });

  it("the demo policies are sold by the partner's owner, as every record from before users", async () => {
    const partner = (await findPartnerByUserId(t.db, "agent.all"))!;
    const owner = (await findOwnerOf(t.db, partner.id))!;
    const hints = await seedDemoRenewals(t.db);
    expect(hints.length).toBeGreaterThan(0);
    for (const h of hints) {
      const [row] = await t.db.select().from(policies).where(eq(policies.policyNo, h.policyNo));
      expect(row).toMatchObject({ createdByUserId: owner.id, lastActedByUserId: owner.id });
    }
  });

  it("a site's report names the user whose own reference it sends", async () => {
    const solo = await userRow("agent.solo");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/site-reports/pa",
      headers: { "x-api-key": DEMO_SITE_API_KEYS.split(",")[0]!.slice("pa:".length) },
      payload: {
        partnerReference: solo.siteRef,
        reference: "WHO-1",
        kind: "quotation",
        status: "quoted",
        sponsorName: "Site Customer",
        sponsorEmail: "site.customer@example.com",
        sponsorMobile: "0501231234",
        premiumFils: 50_000,
      },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const [row] = await t.db.select().from(quotations).where(eq(quotations.quotationNo, res.json().quotationNo));
    expect(row).toMatchObject({ createdByUserId: solo.id, lastActedByUserId: solo.id });
    const pa = await quotationNumbers("agent.solo", "&product=pa");
    expect(pa).toEqual([res.json().quotationNo]);
    expect(await quotationNumbers("agent.team", "&product=pa")).toEqual([]);
  });
});
