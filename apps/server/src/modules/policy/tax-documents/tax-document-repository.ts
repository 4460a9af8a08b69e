import { formatCreditNoteNumber, formatInvoiceNumber, type TaxDocumentKind } from "@pp/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { creditNoteCounter, policyLedger, policyMembers, taxDocuments, taxInvoiceCounter } from "../../../db/schema";

/*
 * A policy's tax documents (decision 045): an invoice for each payment and a credit note for each refund, issued in
 * the transaction that writes the ledger entries they list. Numbers come from one-row counters locked until the
 * transaction ends, so each series runs without gaps.
 */

export type TaxDocument = typeof taxDocuments.$inferSelect;
type Recipient = { name: string; address: string | null; trn: string | null };

/** Whom a policy's tax documents are issued to: its sponsor as sold, with the address and TRN where given. */
export const recipientOf = (policy: {
  sponsorName: string;
  sponsorAddress: string | null;
  sponsorTrn: string | null;
}): Recipient => ({ name: policy.sponsorName, address: policy.sponsorAddress, trn: policy.sponsorTrn });

async function nextNumber(tx: Db, counter: typeof taxInvoiceCounter | typeof creditNoteCounter) {
  const [row] = await tx
    .update(counter)
    .set({ lastNumber: sql`${counter.lastNumber} + 1` })
    .where(eq(counter.id, 1))
    .returning({ n: counter.lastNumber });
  if (!row) throw new Error("a tax document counter has no row: run the migrations");
  return row.n;
}

/** The next tax invoice number (TI-…), shared by sales, renewals and additions. */
export const nextInvoiceNumber = async (tx: Db) => formatInvoiceNumber(await nextNumber(tx, taxInvoiceCounter));

/**
 * Records the invoice of a payment: the sale's (version 1, with the number the policy carries) or an addition's.
 * Its lines are the ledger's payment entries of that version.
 */
export async function recordTaxInvoice(
  tx: Db,
  input: {
    policyId: number;
    version: number;
    number: string;
    recipient: Recipient;
    issuedOn: string;
    supplyDate: string;
  },
) {
  await insertDocument(tx, { ...input, kind: "invoice", refundId: null });
}

/** Issues the credit note of a refund, numbered in its own series; its lines are the refund's ledger entries. */
export async function issueCreditNote(
  tx: Db,
  input: {
    policyId: number;
    version: number;
    refundId: number;
    recipient: Recipient;
    issuedOn: string;
    supplyDate: string;
  },
) {
  const number = formatCreditNoteNumber(await nextNumber(tx, creditNoteCounter));
  await insertDocument(tx, { ...input, kind: "credit_note", number });
  return number;
}

async function insertDocument(
  tx: Db,
  d: {
    policyId: number;
    version: number;
    kind: TaxDocumentKind;
    number: string;
    refundId: number | null;
    recipient: Recipient;
    issuedOn: string;
    supplyDate: string;
  },
) {
  await tx.insert(taxDocuments).values({
    policyId: d.policyId,
    version: d.version,
    kind: d.kind,
    number: d.number,
    refundId: d.refundId,
    recipientName: d.recipient.name,
    recipientAddress: d.recipient.address,
    recipientTrn: d.recipient.trn,
    issuedOn: d.issuedOn,
    supplyDate: d.supplyDate,
  });
}

/** A policy's tax documents, oldest first, each with its totals (signed as the ledger: a credit note's negative). */
export async function taxDocumentsOf(db: Db, policyId: number) {
  const docs = await db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.policyId, policyId))
    .orderBy(asc(taxDocuments.id));
  const sums = await db
    .select({
      version: policyLedger.version,
      kind: policyLedger.kind,
      premiumFils: sql<number>`cast(sum(${policyLedger.premiumFils}) as integer)`,
      vatFils: sql<number>`cast(sum(${policyLedger.vatFils}) as integer)`,
    })
    .from(policyLedger)
    .where(eq(policyLedger.policyId, policyId))
    .groupBy(policyLedger.version, policyLedger.kind);
  return docs.map((d) => {
    const sum = sums.find((s) => s.version === d.version && s.kind === ledgerKindOf(d.kind));
    const premiumFils = Math.abs(sum?.premiumFils ?? 0);
    const vatFils = Math.abs(sum?.vatFils ?? 0);
    return { ...d, premiumFils, vatFils, totalFils: premiumFils + vatFils };
  });
}

const ledgerKindOf = (kind: TaxDocumentKind) => (kind === "invoice" ? "payment" : "refund");

/** One of a policy's tax documents by its number. */
export async function findTaxDocument(db: Db, policyId: number, number: string) {
  const [doc] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.policyId, policyId), eq(taxDocuments.number, number)));
  return doc;
}

/**
 * A document's lines, one per member (or the sponsor's one share), amounts positive; a credit note's line names the
 * invoice that charged what it returns.
 */
export async function taxDocumentLines(db: Db, doc: TaxDocument) {
  const rows = await db
    .select({
      memberId: policyLedger.policyMemberId,
      firstName: policyMembers.firstName,
      familyName: policyMembers.familyName,
      yearlyFils: policyMembers.premiumFils,
      premiumFils: policyLedger.premiumFils,
      vatFils: policyLedger.vatFils,
    })
    .from(policyLedger)
    .leftJoin(policyMembers, eq(policyMembers.id, policyLedger.policyMemberId))
    .where(
      and(
        eq(policyLedger.policyId, doc.policyId),
        eq(policyLedger.version, doc.version),
        eq(policyLedger.kind, ledgerKindOf(doc.kind)),
      ),
    )
    .orderBy(asc(policyLedger.id));
  const invoiceOf = doc.kind === "credit_note" ? await invoicesCharging(db, doc.policyId) : new Map();
  return rows.map((r) => ({
    name: r.firstName === null ? null : `${r.firstName} ${r.familyName}`,
    premiumFils: Math.abs(r.premiumFils),
    vatFils: Math.abs(r.vatFils),
    invoiceNo: (invoiceOf.get(r.memberId) as string | undefined) ?? null,
  }));
}

/** For each share of a policy (member id, or null), the number of the invoice that charged it. */
async function invoicesCharging(db: Db, policyId: number) {
  const payments = await db
    .select({ memberId: policyLedger.policyMemberId, version: policyLedger.version })
    .from(policyLedger)
    .where(and(eq(policyLedger.policyId, policyId), eq(policyLedger.kind, "payment")));
  const versions = [...new Set(payments.map((p) => p.version))];
  const invoices =
    versions.length === 0
      ? []
      : await db
          .select({ version: taxDocuments.version, number: taxDocuments.number })
          .from(taxDocuments)
          .where(
            and(
              eq(taxDocuments.policyId, policyId),
              eq(taxDocuments.kind, "invoice"),
              inArray(taxDocuments.version, versions),
            ),
          );
  const numberOf = new Map(invoices.map((i) => [i.version, i.number]));
  return new Map(payments.map((p) => [p.memberId, numberOf.get(p.version)]));
}
