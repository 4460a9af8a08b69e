import { PRODUCTS } from "@pp/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { documents, payments, policies, policyMembers, quotations } from "../../src/db/schema";
import { accrueOnReportedSale } from "../../src/modules/commission";
import { seedDemoRenewals } from "../../src/modules/policy/policies/demo-policies";
import { seedDemoSiteSales } from "../../src/modules/policy/site-reports/demo-site-sales";
import { renewAndPay } from "../modules/renewal/renewals/renewal-fixtures";
import { takeAnswerSchemaFailures } from "../support/answer-schema-failures";
import { api, finalizedQuotation, formBody, gatewayAnswer } from "../support/journey";
import { type Parameter, routesOf } from "../support/openapi";
import { createQuotationAs, validMember, validSponsor } from "../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../support/test-app";
import { referredApplication } from "../support/underwriting";

/**
 * Spec 4 of issue 38: every record, seeded or made here through the API, of every product and in every state a test
 * reaches cheaply, read through every GET route the app has for it, answers without a 5xx. The routes come from the
 * app's own routing table, so a new route of a quotation, policy or renewal is read here without a word changed.
 */

/** GET routes with a parameter that is not a record's number, each with why it is not read here. */
const NOT_A_RECORD: Record<string, string> = {
  "GET /api/applicant/{token}": "an applicant's secret link, mailed to them",
  "GET /api/site-reports/{site}/partners/{reference}": "a product site's look-up of a partner, by the site's key",
  "GET /api/tpa/{tpa}/benefits": "a TPA's table, not a record",
  "GET /api/tpa/{tpa}/network": "a TPA's network, not a record",
  "GET /card/{token}": "a member card's secret link",
  "GET /pay/{token}": "a payment link's secret",
  "GET /invite/{token}": "an invitation's secret",
  "GET /renew/{token}": "a reminder link's secret",
  "GET /marketing/stop/{token}": "an opt-out link's secret",
};

/** GET routes without a parameter that are not lists of records (documentation, health, the app's assets). */
const NOT_A_LIST = /^GET \/(api\/docs|api\/health|gateway-assets|pay\/result)/;

/** Sample values of the lists' required query parameters that are not enumerations. */
const SAMPLE_QUERY: Record<string, string> = { q: "example" };

/** The detail pages of a quotation and a policy, which must show each of the partner's own records. */
const DETAILS = /^\/api\/(quotations\/\d+|quotations\/\d+\/review|backoffice\/(quotations|policies)\/[^/]+)$/;

/** Hundreds of reads, PDFs and cards rendered among them: 20 s alone, more on a machine shared with other tests. */
const READING_TIMEOUT = 180_000;

type Doc = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

let t: TestApp;
let partner: string;
let underwriter: string;
/** The partner's browser after renewing through the shell: its session and the renewal's grant. */
let browserCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoSiteSales(t.db, accrueOnReportedSale);
  const [due] = await seedDemoRenewals(t.db);
  partner = await signInAs(t, "agent.all");
  underwriter = await signInAs(t, "underwriter");
  const a = api(t, partner);
  // Basic and H+ in each state a partner reaches: draft, finalized, referred, paid (a policy), renewed.
  const draft = await createQuotationAs(t, partner);
  await a.post(`/api/quotations/${draft.quotationId}/members`, validMember());
  await createQuotationAs(t, partner, validSponsor({ productCategory: 2 }));
  for (const sponsor of [validSponsor(), validSponsor({ productCategory: 2 })]) {
    await finalizedQuotation(t, partner, sponsor);
    const paid = await finalizedQuotation(t, partner, sponsor);
    const start = await a.post(`/api/quotations/${paid.quotationId}/payment`);
    expect(start.statusCode, start.body).toBe(200);
    const answer = gatewayAnswer(t, start.json().fields);
    expect((await t.app.inject({ method: "POST", url: "/api/payments/notify", ...formBody(answer) })).statusCode).toBe(
      200,
    );
  }
  await referredApplication(t, partner);
  // The partner renews a due seeded policy in the shell and pays.
  const cookies = new Map([["pp_session", partner]]);
  const call = async (method: "GET" | "POST" | "PUT", url: string, payload?: object) => {
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await t.app.inject({ method, url, payload, headers: { cookie } });
    for (const c of res.cookies) cookies.set(c.name, c.value);
    return res;
  };
  const started = await call("POST", "/api/renewals/partner-start", { policyNo: due!.policyNo });
  expect(started.statusCode, started.body).toBe(200);
  await renewAndPay(t, { call, setCookie: (c: string) => c, cookie: () => "" }, 1);
  browserCookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
});
afterAll(() => t.close());

/** Every value a route's path parameter takes for one record; a parameter not known here fails the test. */
type Values = Record<string, (string | number)[]>;

async function quotationValues(id: number): Promise<Values> {
  const [q] = await t.db.select().from(quotations).where(eq(quotations.id, id));
  const pays = await t.db.select().from(payments).where(eq(payments.quotationId, id));
  const docs = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.quotationId, id));
  return {
    id: [id],
    number: [q!.quotationNo],
    transactionId: pays.flatMap((p) => (p.transactionId ? [p.transactionId] : [])),
    documentId: docs.map((d) => d.id),
  };
}

async function policyValues(policyNo: string): Promise<Values> {
  const [p] = await t.db.select().from(policies).where(eq(policies.policyNo, policyNo));
  const members = await t.db.select().from(policyMembers).where(eq(policyMembers.policyId, p!.id));
  return { policyNo: [policyNo], number: [policyNo], memberId: members.map((m) => m.id) };
}

/** The enumeration a path or query parameter declares in the app's OpenAPI document, if any. */
function parameters(route: string): Parameter[] {
  const [method, path] = route.split(" ") as [string, string];
  return (t.app.swagger() as unknown as Doc).paths[path]?.[method.toLowerCase()]?.parameters ?? [];
}
const enumOf = (p: Parameter | undefined) => (p?.schema.enum ?? []) as string[];

/** Every address a route has for a record: each combination of its parameters' values. */
function addresses(route: string, values: Values): string[] {
  const path = route.split(" ")[1]!;
  let urls = [path];
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    const declared = enumOf(parameters(route).find((p) => p.in === "path" && p.name === name));
    const options = declared.length > 0 ? declared : values[name!];
    if (!options) throw new Error(`${route}: no value for {${name}} of a record; say here what it takes`);
    urls = urls.flatMap((url) => options.map((v) => url.replace(`{${name}}`, encodeURIComponent(String(v)))));
  }
  return urls;
}

async function read(url: string, cookie: string) {
  const res = await t.app.inject({ method: "GET", url, headers: { cookie } });
  return { url, status: res.statusCode, body: res.body.slice(0, 300) };
}

const getRoutes = () => routesOf(t).filter((r) => r.startsWith("GET "));
const recordRoutes = (prefix: RegExp) =>
  getRoutes().filter((r) => r.includes("{") && !(r in NOT_A_RECORD) && prefix.test(r));

it("knows every GET route with a parameter: a record's route, or one listed as not a record", () => {
  const unknown = getRoutes().filter(
    (r) => r.includes("{") && !(r in NOT_A_RECORD) && !/\{(id|number|policyNo|transactionId|documentId)\}/.test(r),
  );
  expect(unknown).toEqual([]);
});

it(
  "reads every quotation, policy and renewal of every product through each of its GET routes without a 5xx",
  async () => {
    const faults: string[] = [];
    const unread: string[] = [];
    const note = (who: string, r: { url: string; status: number; body: string }) => {
      if (r.status >= 500) faults.push(`${who}: GET ${r.url} → ${r.status} ${r.body}`);
      // Every record here is the partner's own: its detail pages must show it, not merely not fail.
      else if (DETAILS.test(r.url) && r.status !== 200) unread.push(`${who}: GET ${r.url} → ${r.status}`);
    };
    const allQuotations = await t.db.select().from(quotations);
    const allPolicies = await t.db.select().from(policies);
    // Every product and the states asked for are among them, or the reading below proves less than it says.
    expect(new Set(allQuotations.map((q) => q.product))).toEqual(new Set(PRODUCTS));
    expect(new Set(allPolicies.map((p) => p.product))).toEqual(new Set(PRODUCTS));
    for (const state of ["draft", "finalized", "referred", "policy_issued"])
      expect(allQuotations.map((q) => q.status)).toContain(state);
    expect(allQuotations.map((q) => q.journey)).toContain("renewal");

    const quotationRoutes = recordRoutes(/\{(id|number|transactionId|documentId)\}/).filter(
      (r) => !/\{(policyNo)\}/.test(r) && !r.startsWith("GET /api/backoffice/policies"),
    );
    for (const q of allQuotations) {
      const values = await quotationValues(q.id);
      const who = `${q.product} ${q.journey} ${q.status} quotation ${q.quotationNo}`;
      for (const route of quotationRoutes) {
        const cookie = route.startsWith("GET /api/underwriting/") ? `pp_session=${underwriter}` : browserCookie;
        for (const url of addresses(route, values)) note(who, await read(url, cookie));
      }
    }
    const policyRoutes = recordRoutes(/\{policyNo\}|^GET \/api\/backoffice\/policies\//);
    for (const p of allPolicies) {
      const values = await policyValues(p.policyNo);
      const who = `${p.product} ${p.journey} ${p.status} policy ${p.policyNo}`;
      for (const route of policyRoutes)
        for (const url of addresses(route, values)) note(who, await read(url, browserCookie));
    }
    // The renewal as its screens read it, through the partner's grant.
    for (const url of ["/api/renewals/current", "/api/renewals/current/review", "/api/renewals/questions"])
      note("the renewal in progress", await read(url, browserCookie));
    expect(faults).toEqual([]);
    expect(unread).toEqual([]);
  },
  READING_TIMEOUT,
);

it(
  "reads every list of every product without a 5xx",
  async () => {
    const faults: string[] = [];
    const unread: string[] = [];
    const lists = getRoutes().filter((r) => !r.includes("{") && !NOT_A_LIST.test(r) && r.startsWith("GET /api/"));
    for (const route of lists) {
      const query = parameters(route).filter((p) => p.in === "query");
      let urls = [route.split(" ")[1]!];
      for (const p of query) {
        const values = enumOf(p).length > 0 ? enumOf(p) : p.required ? [SAMPLE_QUERY[p.name] ?? "x"] : [];
        if (values.length === 0) continue;
        urls = urls.flatMap((u) =>
          values.map((v) => `${u}${u.includes("?") ? "&" : "?"}${p.name}=${encodeURIComponent(v)}`),
        );
      }
      // The underwriter's queue is read as the underwriter, everything else as the partner.
      const cookie = /^GET \/api\/(underwriting|approvals)/.test(route) ? `pp_session=${underwriter}` : browserCookie;
      for (const url of urls) {
        const r = await read(url, cookie);
        if (r.status >= 500) faults.push(`GET ${r.url} → ${r.status} ${r.body}`);
        // The back office's lists are what a partner reads most: each product's and view's must answer in full.
        else if (url.startsWith("/api/backoffice/") && r.status !== 200) unread.push(`GET ${r.url} → ${r.status}`);
      }
    }
    expect(faults).toEqual([]);
    expect(unread).toEqual([]);
  },
  READING_TIMEOUT,
);

it("answers a record its own schema refuses with a clear 500 and a code, and logs the route and field", async () => {
  const [basic] = await t.db.select().from(quotations).where(eq(quotations.product, "basic"));
  // A stored value no schema allows, as a faulty import or an old row could leave it.
  await t.db.update(quotations).set({ sponsorGender: 7 }).where(eq(quotations.id, basic!.id));
  const res = await t.app.inject({
    method: "GET",
    url: `/api/quotations/${basic!.id}`,
    headers: { cookie: `pp_session=${partner}`, "accept-language": "ar" },
  });
  expect(res.statusCode).toBe(500);
  expect(res.json().code).toBe("ANSWER_FAILED_ITS_SCHEMA");
  expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  expect(takeAnswerSchemaFailures()).toEqual(["GET /api/quotations/:id: sponsor.gender"]);
  const logged = t.logs.findLast((l) => l.includes("answer failed its response schema"))!;
  expect(JSON.parse(logged)).toMatchObject({ level: 50, route: "GET /api/quotations/:id", fields: ["sponsor.gender"] });
  expect(logged).not.toContain(basic!.sponsorEmail);
});
