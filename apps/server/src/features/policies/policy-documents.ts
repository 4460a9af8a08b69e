import { asJourneyProduct, PRODUCT_PLAN_NAMES } from "@pp/domain";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments, policies, policyMembers, quotations, type StoredAttachmentRef } from "../../db/schema";
import { receiptPdf } from "../../pdf/receipt-pdf";
import { schedulePdf } from "../../pdf/schedule-pdf";
import { pauseAt } from "../../process/test-pause";
import type { FileStorage } from "../../storage/file-storage";
import { policyDocumentKey } from "./policy-mail";

export type PolicyDocumentKind = "receipt" | "schedule";

async function render(db: Db, policyId: number, kind: PolicyDocumentKind): Promise<Buffer> {
  const [row] = await db
    .select({ policy: policies, quotationNo: quotations.quotationNo, payment: payments })
    .from(policies)
    .innerJoin(quotations, eq(quotations.id, policies.quotationId))
    .leftJoin(payments, eq(payments.id, policies.paymentId))
    .where(eq(policies.id, policyId));
  if (!row) throw new Error(`policy ${policyId} not found`);
  const { policy, payment } = row;
  const issuedOn = policy.issuedAt.toISOString().slice(0, 10);
  const names = PRODUCT_PLAN_NAMES[asJourneyProduct(policy.product)];
  if (kind === "receipt") {
    return receiptPdf({
      receiptNo: `R-${policy.policyNo}`,
      issuedOn,
      sponsorName: policy.sponsorName,
      sponsorEmail: policy.sponsorEmail,
      quotationNo: row.quotationNo,
      policyNo: policy.policyNo,
      plan: names.plan,
      transactionId: payment?.transactionId ?? "-",
      card: payment?.cardMasked ?? null,
      premiumFils: policy.premiumFils,
      vatFils: policy.vatFils,
      totalFils: policy.totalFils,
    });
  }
  const members = await db
    .select()
    .from(policyMembers)
    .where(eq(policyMembers.policyId, policy.id))
    .orderBy(asc(policyMembers.id));
  const [parent] = policy.parentPolicyId
    ? await db.select({ policyNo: policies.policyNo }).from(policies).where(eq(policies.id, policy.parentPolicyId))
    : [];
  return schedulePdf({
    policyNo: policy.policyNo,
    quotationNo: row.quotationNo,
    plan: names.plan,
    limitNote: names.limitNote,
    issuedOn,
    startDate: policy.startDate,
    endDate: policy.endDate,
    sponsorName: policy.sponsorName,
    sponsorEmail: policy.sponsorEmail,
    sponsorMobile: policy.sponsorMobile,
    tpaSno: policy.tpaSno,
    renewalOf: parent?.policyNo ?? null,
    members: members.map((m) => ({
      name: `${m.firstName} ${m.familyName}`,
      memberType: m.memberType,
      dateOfBirth: m.dateOfBirth,
      gender: m.gender,
      nationality: m.nationality,
      premiumFils: m.premiumFils,
    })),
    premiumFils: policy.premiumFils,
    vatFils: policy.vatFils,
    totalFils: policy.totalFils,
  });
}

const rendering = new Map<string, Promise<Buffer>>();

/**
 * The PDF from storage, rendered and stored on first use (a policy's data never changes once issued).
 * Concurrent requests for the same document share one rendering.
 */
export async function policyDocument(db: Db, storage: FileStorage, policyId: number, kind: PolicyDocumentKind) {
  const key = policyDocumentKey(policyId, kind);
  const stored = await storage.get(key);
  if (stored) return stored;
  let pending = rendering.get(key);
  if (!pending) {
    pending = render(db, policyId, kind)
      .then(async (bytes) => {
        await pauseAt("policy-pdf-rendered");
        await storage.put(key, bytes);
        return bytes;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  return pending;
}

/** Lets the mail worker attach policy PDFs that have not been rendered yet. */
export function attachmentReader(db: Db, storage: FileStorage) {
  return async (ref: StoredAttachmentRef) => {
    const match = /^policies\/(\d+)\/(receipt|schedule)\.pdf$/.exec(ref.storageKey);
    if (match) return policyDocument(db, storage, Number(match[1]), match[2] as PolicyDocumentKind);
    const bytes = await storage.get(ref.storageKey);
    if (!bytes) throw new Error(`attachment ${ref.storageKey} is missing`);
    return bytes;
  };
}
