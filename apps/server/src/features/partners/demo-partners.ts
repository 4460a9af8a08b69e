import { recordAudit } from "../../audit/audit-log";
import type { Db } from "../../db/client";
import { DEMO_PARTNERS } from "../../db/seed-demo";
import type { FileStorage } from "../../storage/file-storage";
import { invalidateSessions } from "../auth/session-invalidation";
import { POLICY_DOCUMENT_KINDS, policyDocumentKey } from "../policies/policy-mail";
import { deletePartnersWithRecords, findPartnersByUserIds } from "./demo-partner-repository";

const DEMO_USER_IDS = DEMO_PARTNERS.map((p) => p.userId);
const REMOVE_DEMO_COMMAND = "npm run partners -- remove-demo";

/** The demo partners present in the partners table: their password is published in the README. */
export async function demoPartnersIn(db: Db): Promise<string[]> {
  return (await findPartnersByUserIds(db, DEMO_USER_IDS)).map((r) => r.userId).sort();
}

/** Why production will not start, and the one command that fixes it. */
export const demoPartnersRefusal = (userIds: string[]) =>
  [
    `Refusing to start in production: the demo partners ${userIds.join(", ")} are in the partners table, and anyone`,
    "can sign in as them with the password published in the README. Remove them, with everything recorded under",
    `them, using the same DATABASE_URL and NODE_ENV as the server:\n\n  ${REMOVE_DEMO_COMMAND}\n`,
  ].join("\n");

/**
 * Deletes the demo partners and every record under them in one transaction, then their stored files, and ends their
 * sessions on every instance. Audit rows stay, without the partner. Returns what went.
 */
export async function removeDemoPartners(db: Db, storage?: FileStorage) {
  const result = await db.transaction(async (tx) => {
    const demo = await findPartnersByUserIds(tx, DEMO_USER_IDS);
    const partnerIds = demo.map((p) => p.id);
    if (partnerIds.length === 0) return { userIds: [], quotations: 0, policies: 0, fileKeys: [] as string[] };
    const removed = await deletePartnersWithRecords(tx, partnerIds);
    // Every instance drops its cached copy of their sessions at the commit: a demo sign-in ends at once.
    for (const id of partnerIds) await invalidateSessions(tx, { partnerId: id });
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
