import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import type { FileStorage } from "../../../storage/file-storage";
import { deleteCommissionOfPartners } from "../../commission";
import { deletePartners, findDemoPartners } from "../../identity";
import { deleteInvitationsOfPartners, deleteVideoCallsOfPartners } from "../../outreach";
import { deletePaymentsOfPartners } from "../../payment";
import { deletePolicies, POLICY_DOCUMENT_KINDS, policyDocumentKey } from "../../policy";
import { deleteQuotationsOfPartners } from "../../quotation";
import { deleteGrantsOfPartners } from "../../renewal";
import { recordsOfPartners } from "./demo-partner-removal-repository";

/**
 * Deletes the demo partners and every record under them in one transaction, then their stored files, and ends their
 * sessions on every instance. Audit rows stay, without the partner. Returns what went. The back office does it because
 * the records span every module below it; it only finds them, and each module that owns a table deletes its own rows
 * through its door, in the order the foreign keys need (what names a row goes before it): the commission, renewal
 * grants, invitations and video calls, policies, payments, quotations, and last identity's partners.
 */
export async function removeDemoPartners(db: Db, storage?: FileStorage) {
  const result = await db.transaction(async (tx) => {
    const demo = await findDemoPartners(tx);
    const partnerIds = demo.map((p) => p.id);
    if (partnerIds.length === 0) return { userIds: [], quotations: 0, policies: 0, fileKeys: [] as string[] };
    const records = await recordsOfPartners(tx, partnerIds);
    await deleteCommissionOfPartners(tx, partnerIds);
    await deleteGrantsOfPartners(tx, records);
    await deleteInvitationsOfPartners(tx, records);
    await deleteVideoCallsOfPartners(tx, partnerIds);
    await deletePolicies(tx, records.policyIds);
    await deletePaymentsOfPartners(tx, records);
    const { documentKeys } = await deleteQuotationsOfPartners(tx, records);
    await deletePartners(tx, partnerIds);
    const userIds = demo.map((p) => p.userId).sort();
    const counts = { quotations: records.quotationIds.length, policies: records.policyIds.length };
    await recordAudit(tx, { event: "demo_partners_removed", details: { userIds, ...counts } });
    const policyFiles = records.policyIds.flatMap((id) => POLICY_DOCUMENT_KINDS.map((k) => policyDocumentKey(id, k)));
    return { userIds, ...counts, fileKeys: [...documentKeys, ...policyFiles] };
  });
  if (storage) for (const key of result.fileKeys) await storage.remove(key);
  const { fileKeys: _, ...removed } = result;
  return removed;
}
