import type { Db } from "../../../db/client";
import { inIds } from "../../../db/id-lists";
import { documents, quotations } from "../../../db/schema";

/**
 * The quotations removed with the demo partners, inside their removal's transaction (after the invitations, policies
 * and payments that name them): the documents the partners uploaded elsewhere are kept without their uploader, and
 * the quotations' members, documents, answers, underwriting, applicant and payment links go with them. Answers the
 * storage keys of the removed quotations' uploads, whose files the caller removes after the commit.
 */
export async function deleteQuotationsOfPartners(tx: Db, of: { partnerIds: number[]; quotationIds: number[] }) {
  const ofQuotations = inIds(documents.quotationId, of.quotationIds);
  const documentKeys = ofQuotations
    ? (await tx.select({ key: documents.storageKey }).from(documents).where(ofQuotations)).map((r) => r.key)
    : [];
  const uploaded = inIds(documents.uploadedBy, of.partnerIds);
  if (uploaded) await tx.update(documents).set({ uploadedBy: null }).where(uploaded);
  const removed = inIds(quotations.id, of.quotationIds);
  if (removed) await tx.delete(quotations).where(removed);
  return { documentKeys };
}
