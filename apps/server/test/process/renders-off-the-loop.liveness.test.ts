import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policyMembers } from "../../src/db/schema";
import { findPartnerByUserId } from "../../src/modules/identity/partners/partner-repository";
import { csvLines } from "../modules/backoffice/backoffice/backoffice-fixtures";
import { paidPolicy } from "../modules/policy/servicing/servicing-fixtures";
import { listenOnFreePort, probeAgainstIdle } from "../support/event-loop-probe";
import { insuredPerson } from "../support/insured-person";
import { pdfText } from "../support/pdf-text";
import { createTestApp, sessionHeader, signInAs, type TestApp } from "../support/test-app";

/**
 * The heaviest request of each kind the portal draws or writes, sent to the app on a real socket while
 * `/api/health/live` is asked again and again: the probe keeps answering within 100 ms, because PDFs and cards are
 * drawn on the CPU pool, the embedded database lets other requests in between queries, and an export writes its rows
 * in slices.
 */
const EXPORTED_POLICIES = 10_000;

let t: TestApp;
let base: string;
let cookie: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnFreePort(t.app);
  cookie = sessionHeader(t, await signInAs(t, "agent.all"));
  // A server starts its pool's thread once; its first task pays for it (from the TypeScript sources, a second of
  // compiling on another thread, and some of the start on this one). Started here, the tests time the renders.
  await t.app.cpu.run("probe", Buffer.from("start"));
}, 120_000);
afterAll(() => t?.close());

/** The request's answer with its body read, and the longest /api/health/live waited meanwhile. */
async function whileProbing(request: () => Promise<Response>) {
  const { result, worstMs, boundMs } = await probeAgainstIdle(base, async () => {
    const response = await request();
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  });
  return { ...result, worstMs, boundMs };
}

const get = (url: string) => () => fetch(`${base}${url}`, { headers: cookie });

/** `count` workers of a company, each a distinct insured person. */
const workers = (count: number) =>
  Array.from({ length: count }, (_, i) => insuredPerson({ firstName: `Worker${i + 1}`, familyName: "Santos" }));

/** `count` issued Basic policies of the partner, one member each, written in two statements as a bulk load would. */
async function issuedPolicies(partnerUserId: string, count: number) {
  const partner = await findPartnerByUserId(t.db, partnerUserId);
  await t.db.execute(sql`
    insert into quotations (quotation_no, product, partner_id, channel, status, last_visited_page, planfor, sponsor_type,
      entity_type, sponsor_name, sponsor_mobile, sponsor_email, sponsor_gender, sponsor_date, sponsor_uid, tpa_sno)
    select 'BQ-EXP-' || lpad(g::text, 7, '0'), 'basic', ${partner!.id}, 1, 'policy_issued', 'paymentreview', 1, 1, 1,
      'Sponsor ' || g, '050' || lpad(g::text, 7, '0'), 'sponsor' || g || '@example.com', 1, date '1980-01-01' + g % 7000,
      '201/2020/' || g, 3
    from generate_series(1, ${count}) g`);
  await t.db.execute(sql`
    insert into policies (policy_no, quotation_id, partner_id, product, journey, tpa_sno, sponsor_name, sponsor_email,
      sponsor_mobile, start_date, end_date, premium_fils, vat_fils, total_fils, issued_at)
    select 'BP-' || substr(q.quotation_no, 4), q.id, q.partner_id, 'basic', 'new_business', 3, q.sponsor_name,
      q.sponsor_email, q.sponsor_mobile, current_date - 30, current_date + 334, 65000, 3250, 68250, now()
    from quotations q where q.quotation_no like 'BQ-EXP-%'`);
}

describe("the heaviest requests leave the event loop free", () => {
  // The first render also starts the pool's thread, which from the TypeScript sources compiles what it loads.
  it("answers /api/health/live within 100 ms while a 100-member policy schedule is drawn", {
    timeout: 120_000,
  }, async () => {
    const { policy } = await paidPolicy(t, "agent.all", workers(100), { company: true });
    const { response, body, worstMs, boundMs } = await whileProbing(
      get(`/api/policies/${policy.policyNo}/schedule.pdf`),
    );
    expect(response.status).toBe(200);
    const text = await pdfText(body);
    expect(text).toContain("Worker1 Santos");
    expect(text).toContain("Worker100 Santos");
    expect(worstMs).toBeLessThan(boundMs);
  });

  it("answers /api/health/live within 100 ms while the cards of 50 members are drawn, as a PDF and as a PNG", {
    timeout: 120_000,
  }, async () => {
    const { policy } = await paidPolicy(t, "agent.all", workers(50), { company: true });
    const cards = await whileProbing(get(`/api/policies/${policy.policyNo}/member-cards.pdf`));
    expect(cards.response.status).toBe(200);
    const text = await pdfText(cards.body);
    expect(text).toContain(`${policy.policyNo}/50`);
    expect(cards.worstMs).toBeLessThan(cards.boundMs);

    const [member] = await t.db
      .select({ id: policyMembers.id })
      .from(policyMembers)
      .where(eq(policyMembers.policyId, policy.id))
      .orderBy(policyMembers.id)
      .limit(1);
    const png = await whileProbing(get(`/api/policies/${policy.policyNo}/members/${member!.id}/card.png`));
    expect(png.response.status).toBe(200);
    expect(png.body.subarray(1, 4).toString()).toBe("PNG");
    expect(png.worstMs).toBeLessThan(png.boundMs);
  });

  it("answers /api/health/live within 100 ms while 10,000 policies are exported as CSV", {
    timeout: 120_000,
  }, async () => {
    await issuedPolicies("agent.all", EXPORTED_POLICIES);
    const { response, body, worstMs, boundMs } = await whileProbing(
      get("/api/backoffice/policies/export.csv?product=basic"),
    );
    expect(response.status).toBe(200);
    const lines = csvLines(body.toString("utf8"));
    expect(lines.length).toBeGreaterThan(EXPORTED_POLICIES);
    expect(lines.filter((line) => line.startsWith("BP-EXP-"))).toHaveLength(EXPORTED_POLICIES);
    expect(worstMs).toBeLessThan(boundMs);
  });
});
