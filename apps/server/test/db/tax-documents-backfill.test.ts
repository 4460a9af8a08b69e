import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditNoteCounter, policyMembers, taxDocuments, taxInvoiceCounter } from "../../src/db/schema";
import { today } from "../modules/backoffice/backoffice/backoffice-fixtures";
import { paidAddition, paidPolicy, soldPolicy } from "../modules/policy/servicing/servicing-fixtures";
import { pngBytes } from "../support/files";
import { insuredPerson } from "../support/insured-person";
import { api } from "../support/journey";
import { createTestApp, signInAs, type TestApp } from "../support/test-app";

/*
 * Additions and refunds made before the portal issued tax documents for them get theirs from migration 0033. Here the
 * app makes a sale, an addition, a deletion and a cancellation as it does today, every document but the sales'
 * invoices is removed, and the migration must issue them again: the same documents for the same changes, numbered on
 * from each series without a gap, and nothing more when it runs a second time.
 */

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
});
afterAll(() => t.close());

async function backfillStatements() {
  const file = await readFile(
    new URL("../../migrations/0033_tax_documents_for_past_changes.sql", import.meta.url),
    "utf8",
  );
  return file.split("--> statement-breakpoint").map((s) => s.trim());
}

const counters = async () => ({
  invoices: (await t.db.select().from(taxInvoiceCounter))[0]!.lastNumber,
  creditNotes: (await t.db.select().from(creditNoteCounter))[0]!.lastNumber,
});

/** What each document documents, without its number (the numbers are issued again). */
const documented = async () =>
  (await t.db.select().from(taxDocuments))
    .map((d) => `${d.policyId}:${d.version}:${d.kind}:${d.refundId}:${d.recipientName}:${d.supplyDate}`)
    .sort();

const sequence = (number: string) => Number(number.slice(3));

describe("the migration that documents past changes", () => {
  it("issues an invoice per past addition and a credit note per past refund, numbered on without gaps, once", async () => {
    const owner = api(t, cookie);
    const { policy } = await paidPolicy(t, "agent.all", [insuredPerson(), insuredPerson(), insuredPerson()]);
    const [first] = await t.db.select().from(policyMembers).where(sql`${policyMembers.policyId} = ${policy.id}`);
    const removed = await owner.upload(
      `/api/policies/${policy.policyNo}/deletions`,
      { memberIds: String(first!.id), effectiveDate: today(), reason: "Left" },
      { name: "letter.png", bytes: pngBytes() },
    );
    expect(removed.statusCode, removed.body).toBe(201);
    const sold = await soldPolicy(t, cookie, 40);
    await paidAddition(t, owner, sold.policyNo, today());
    const cancelled = await owner.post(`/api/policies/${sold.policyNo}/cancellation`, {
      effectiveDate: today(),
      reason: "Gone",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(201);

    const written = await documented();
    // The first policy was written straight into the tables, with no invoice of the portal's (as a product site's
    // report is): its deletion's refund has no credit note, and the migration must not issue one either.
    expect(
      written.filter((d) => d.includes(":credit_note:")),
      written.join("\n"),
    ).toHaveLength(1);
    const before = await counters();
    // As before the portal issued them: only the sales' invoices.
    await t.db.delete(taxDocuments).where(sql`not (${taxDocuments.kind} = 'invoice' and ${taxDocuments.version} = 1)`);
    const sales = (await t.db.select().from(taxDocuments)).length;

    for (const statement of await backfillStatements()) await t.db.execute(sql.raw(statement));

    expect(await documented()).toEqual(written);
    const issued = await t.db.select().from(taxDocuments).where(sql`${taxDocuments.version} > 1`);
    const invoices = issued
      .filter((d) => d.kind === "invoice")
      .map((d) => sequence(d.number))
      .sort((a, b) => a - b);
    const notes = issued
      .filter((d) => d.kind === "credit_note")
      .map((d) => sequence(d.number))
      .sort((a, b) => a - b);
    expect(invoices).toEqual(invoices.map((_, i) => before.invoices + 1 + i));
    expect(notes).toEqual(notes.map((_, i) => before.creditNotes + 1 + i));
    expect(issued.every((d) => /^(TI|CN)-\d{7}$/.test(d.number))).toBe(true);
    const after = await counters();
    expect(after).toEqual({
      invoices: before.invoices + invoices.length,
      creditNotes: before.creditNotes + notes.length,
    });

    // Run again: every change has its document, so nothing is issued and no number is spent.
    for (const statement of await backfillStatements()) await t.db.execute(sql.raw(statement));
    expect((await t.db.select().from(taxDocuments)).length).toBe(sales + issued.length);
    expect(await counters()).toEqual(after);

    // The documents it issued read as those the app issues: listed and downloadable on the policy's page.
    const cn = issued.find((d) => d.kind === "credit_note")!;
    const policyNo = cn.policyId === policy.id ? policy.policyNo : sold.policyNo;
    const pdf = await owner.get(`/api/policies/${policyNo}/tax-documents/${cn.number}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
  });
});
