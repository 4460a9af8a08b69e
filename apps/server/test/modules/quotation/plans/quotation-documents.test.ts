import { addDays, formatDisplayDate, QUOTATION_VALIDITY_DAYS, quotationMailSent, toIsoDate } from "@pp/domain";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog, mailOutbox } from "../../../../src/db/schema";
import { api } from "../../../support/journey";
import { capturingTransport, drainOutbox } from "../../../support/outbox";
import { pdfText } from "../../../support/pdf-text";
import { bornYearsAgo, createQuotationAs, validMember, validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ QUOTATION_MAIL_DAILY_LIMIT: "3" });
  cookie = await signInAs(t, "agent.all");
});
afterAll(() => t.close());

const text = async (bytes: Buffer) => (await pdfText(bytes)).replace(/\s+/g, " ");
const displayDay = (days: number) => formatDisplayDate(addDays(toIsoDate(new Date()), days));

/** An H+ quotation of a spouse (35) and a son (8), on the plan given. */
async function hplusFamily(plan = "silver") {
  const q = await createQuotationAs(t, cookie, validSponsor({ productCategory: 2 }));
  const a = api(t, cookie);
  await a.post(`/api/quotations/${q.quotationId}/members`, validMember());
  const son = { first_name: "Arjun", gender: 1, date_of_birth: bornYearsAgo(8), marital_status: "single" };
  await a.post(
    `/api/quotations/${q.quotationId}/members`,
    validMember({ ...son, relation: "child", occupation: "Student" }),
  );
  if (plan !== "silver") await a.put(`/api/quotations/${q.quotationId}/plan`, { plan });
  return q;
}

describe("the quotation PDF", () => {
  it("names the plan, the members and their premiums, the totals with VAT and the 30 days it holds", async () => {
    const q = await hplusFamily("gold");
    const res = await api(t, cookie).get(`/api/quotations/${q.quotationId}/quotation.pdf?download=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="Quotation-${q.quotationNo}.pdf"`);
    const pdf = await text(res.rawPayload);
    expect(pdf).toContain(`Quotation number ${q.quotationNo}`);
    expect(pdf).toContain(`Valid until ${displayDay(QUOTATION_VALIDITY_DAYS)}`);
    expect(pdf).toContain("Plan H+ enhanced health plan (Gold)");
    expect(pdf).toContain("Insurance partner Al Noor Insurance Brokers");
    expect(pdf).toContain("Anita Menon Dependent");
    expect(pdf).toContain("AED 6,887.00");
    expect(pdf).toContain("Arjun Menon");
    // 6,887.00 + 3,550.00 = 10,437.00; VAT 521.85.
    expect(pdf).toContain("Total a year AED 10,958.85");
    expect(pdf).toContain("Annual limit per member AED 1,500,000.00");
  });

  it("has no plan benefits for Basic, and refuses a quotation without members", async () => {
    const basic = await createQuotationAs(t, cookie);
    const empty = await api(t, cookie).get(`/api/quotations/${basic.quotationId}/quotation.pdf`);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toMatch(/Add at least one member/);
    await api(t, cookie).post(`/api/quotations/${basic.quotationId}/members`, validMember());
    const pdf = await text((await api(t, cookie).get(`/api/quotations/${basic.quotationId}/quotation.pdf`)).rawPayload);
    expect(pdf).toContain("Plan Basic health plan (Essential Benefits Plan)");
    expect(pdf).not.toContain("Benefits per member");
  });
});

describe("the comparison PDF", () => {
  it("sets the plans asked for side by side with the family's totals, marking the benefits that differ", async () => {
    const q = await hplusFamily();
    const res = await api(t, cookie).get(`/api/quotations/${q.quotationId}/plans/comparison.pdf?plans=gold,platinum`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="Plan-comparison-${q.quotationNo}.pdf"`);
    const pdf = await text(res.rawPayload);
    // The header's Arabic under its English (pdf.js lines, spaces folded).
    expect(pdf).toContain("Benefit Gold Platinum المنفعة");
    expect(pdf).not.toContain("Silver");
    expect(pdf).toContain("* Annual limit per member AED 1,500,000.00 AED 5,000,000.00 * الحد السنوي لكل عضو");
    expect(pdf).toContain("Total a year AED 10,958.85 AED 15,820.88 الإجمالي السنوي");
  });

  it("compares every plan for a list of fewer than two or of junk, and refuses Basic", async () => {
    const q = await hplusFamily();
    for (const plans of ["", "gold", encodeURIComponent("<script>,gold")]) {
      const res = await api(t, cookie).get(`/api/quotations/${q.quotationId}/plans/comparison.pdf?plans=${plans}`);
      expect(res.statusCode).toBe(200);
      expect(await text(res.rawPayload)).toContain("Benefit Silver Gold Platinum المنفعة");
    }
    const tooLong = await api(t, cookie).get(
      `/api/quotations/${q.quotationId}/plans/comparison.pdf?plans=${"a".repeat(300)}`,
    );
    expect(tooLong.statusCode).toBe(400);
    const basic = await createQuotationAs(t, cookie);
    expect((await api(t, cookie).get(`/api/quotations/${basic.quotationId}/plans/comparison.pdf`)).statusCode).toBe(
      409,
    );
  });
});

describe("e-mailing the quotation to the sponsor", () => {
  it("queues the mail with the PDF as it was when sent, audits it, and the worker delivers it attached", async () => {
    const q = await hplusFamily("platinum");
    const res = await api(t, cookie).post(`/api/quotations/${q.quotationId}/quotation-mail`);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(quotationMailSent("rahul.menon@example.com"));
    // A later change of plan does not change what was sent.
    await api(t, cookie).put(`/api/quotations/${q.quotationId}/plan`, { plan: "silver" });
    const transport = capturingTransport();
    await drainOutbox(t.db, transport, { app: t });
    const mail = transport.sent.find(
      (m) => m.subject === `Your H+ health insurance quotation ${q.quotationNo}` && m.attachments.length,
    );
    expect(mail?.to).toBe("rahul.menon@example.com");
    expect(mail?.attachments[0]?.filename).toBe(`Quotation-${q.quotationNo}.pdf`);
    expect(await text(mail!.attachments[0]!.content)).toContain("Plan H+ enhanced health plan (Platinum)");
    const events = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, "quotation_mailed"), eq(auditLog.subjectId, String(q.quotationId))));
    expect(events).toHaveLength(1);
  });

  it("stops at the partner's daily quota without rendering or leaving a stored PDF behind", async () => {
    const q = await hplusFamily();
    const puts = vi.spyOn(t.storage, "put");
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await api(t, cookie).post(`/api/quotations/${q.quotationId}/quotation-mail`)).statusCode);
    // One of the three was used by the test above.
    expect(answers).toEqual([202, 202, 429, 429]);
    // Past the limit the PDF is not even rendered and stored for a moment.
    expect(puts).toHaveBeenCalledTimes(2);
    puts.mockRestore();
    const queued = await t.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.idempotencyKey, `quotation-pdf:quotations/${q.quotationId}/%`));
    expect(queued).toHaveLength(2);
    const stored = (await t.storedKeys()).filter((k) => k.startsWith(`quotations/${q.quotationId}/`));
    expect(stored).toHaveLength(2);
    // The automatic mail of a new quotation is not the partner's to spend: past the limit it is still written.
    const next = await createQuotationAs(t, cookie, validSponsor({ sponsorEmail: "past.limit@example.com" }));
    const created = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.idempotencyKey, `quotation-created:${next.quotationId}`));
    expect(created).toHaveLength(1);
  });

  it("sends nothing for another partner's quotation, for a stranger, or for one without members", async () => {
    const q = await hplusFamily();
    const other = await signInAs(t, "agent.basic");
    expect((await api(t, other).post(`/api/quotations/${q.quotationId}/quotation-mail`)).statusCode).toBe(404);
    expect((await api(t, other).get(`/api/quotations/${q.quotationId}/quotation.pdf`)).statusCode).toBe(404);
    expect((await api(t, other).get(`/api/quotations/${q.quotationId}/plans/comparison.pdf`)).statusCode).toBe(404);
    const stranger = await t.app.inject({ method: "POST", url: `/api/quotations/${q.quotationId}/quotation-mail` });
    expect(stranger.statusCode).toBe(401);
    const empty = await createQuotationAs(t, cookie, validSponsor({ productCategory: 2 }));
    expect((await api(t, cookie).post(`/api/quotations/${empty.quotationId}/quotation-mail`)).statusCode).toBe(409);
    expect((await t.storedKeys()).some((k) => k.startsWith(`quotations/${empty.quotationId}/`))).toBe(false);
  });
});
