import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import type { FileStorage } from "../../../storage/file-storage";
import { deletePartners, findDemoPartners } from "../../identity";
import { POLICY_DOCUMENT_KINDS, policyDocumentKey } from "../../policy";
import { deleteRecordsOfPartners } from "./demo-partner-removal-repository";

/**
 * Deletes the demo partners and every record under them in one transaction, then their stored files, and ends their
 * sessions on every instance. Audit rows stay, without the partner. Returns what went. The back office does it because
 * the records span every module below it; identity deletes the partners themselves.
 */
export async function removeDemoPartners(db: Db, storage?: FileStorage) {
  const result = await db.transaction(async (tx) => {
    const demo = await findDemoPartners(tx);
    const partnerIds = demo.map((p) => p.id);
    if (partnerIds.length === 0) return { userIds: [], quotations: 0, policies: 0, fileKeys: [] as string[] };
    const removed = await deleteRecordsOfPartners(tx, partnerIds);
    await deletePartners(tx, partnerIds);
    const userIds = demo.map((p) => p.userId).sort();
    const counts = { quotations: removed.quotationIds.length, policies: removed.policyIds.length };
    await recordAudit(tx, { event: "demo_partners_removed", details: { userIds, ...counts } });
    const policyFiles = removed.policyIds.flatMap((id) => POLICY_DOCUMENT_KINDS.map((k) => policyDocumentKey(id, k)));
    return { userIds, ...counts, fileKeys: [...removed.documentKeys, ...policyFiles] };
  });
  if (storage) for (const key of result.fileKeys) await storage.remove(key);
  const { fileKeys: _, ...removed } = result;
  return removed;
}
