import type { ChangeQuoteResponse, PolicyChangeKind } from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { enqueueMail } from "../../../mail/outbox";
import type { ActingPartner } from "../../identity";
import type { Policy } from "../policies/policy-rows";
import { issueCreditNote, recipientOf } from "../tax-documents/tax-document-repository";
import { uaeToday } from "./change-checks";
import type { OnRefunded } from "./ledger-followers";
import { assertRefundFits } from "./ledger-pricing";
import { writeRefundEntries } from "./ledger-repository";
import { policyChangedMail } from "./policy-change-mail";
import { type ChangingPolicy, insertPolicyVersion, insertRefund } from "./policy-change-repository";

/**
 * Writes a priced change inside the transaction that holds the policy's lock: the policy's next version, what the
 * change does to the policy (`apply`), the refund it leaves due to the payment that bought the policy and each
 * share's part of it in the ledger (refused when it would return more than was paid) and what follows it, the story on the timeline and
 * the customer's mail. Returns what the partner's screen shows.
 */
export async function recordPolicyChange(
  tx: Db,
  input: {
    row: ChangingPolicy;
    partner: ActingPartner;
    kind: Exclude<PolicyChangeKind, "addition">;
    quote: ChangeQuoteResponse;
    reason: string;
    proofDocumentId?: string;
    ip?: string | undefined;
    /** What the change does to the policy's rows, and the policy as it stands after it. */
    apply: (version: number) => Promise<Policy>;
    /** What follows the refund's entries in the same transaction (the commission's clawback). */
    onRefunded: OnRefunded;
  },
) {
  const { row, partner, quote } = input;
  await assertRefundFits(tx, row.policy.id, quote.members);
  const version = row.policy.version + 1;
  const change = await insertPolicyVersion(
    tx,
    {
      policyId: row.policy.id,
      version,
      kind: input.kind,
      effectiveDate: quote.effectiveDate,
      reason: input.reason,
      premiumChangeFils: -quote.premiumFils,
      vatChangeFils: -quote.vatFils,
      totalChangeFils: -quote.totalFils,
      proofDocumentId: input.proofDocumentId ?? null,
      partnerId: partner.id,
    },
    { createdBy: partner.scope.actingUserId, acted: partner.scope.actingUserId },
  );
  const changed = await input.apply(version);
  const refund =
    quote.totalFils > 0
      ? await insertRefund(tx, {
          reason: input.kind,
          policyId: row.policy.id,
          policyVersionId: change.id,
          paymentId: row.payment?.id ?? null,
          partnerId: partner.id,
          totalFils: quote.totalFils,
        })
      : null;
  let creditNoteNo: string | null = null;
  if (refund) {
    await writeRefundEntries(tx, { policyId: row.policy.id, version, refundId: refund.id, shares: quote.members });
    await input.onRefunded(tx, refund.id);
    // A refund of what the portal invoiced is documented by a tax credit note; a reported policy's site issues its own.
    if (row.policy.invoiceNo)
      creditNoteNo = await issueCreditNote(tx, {
        policyId: row.policy.id,
        version,
        refundId: refund.id,
        recipient: recipientOf(row.policy),
        issuedOn: uaeToday(),
        supplyDate: quote.effectiveDate,
      });
  }
  await recordAudit(tx, {
    event: input.kind === "deletion" ? "policy_members_deleted" : "policy_cancelled",
    partnerId: partner.id,
    subjectType: "quotation",
    subjectId: String(row.quotation.id),
    ip: input.ip,
    details: {
      version,
      effectiveDate: quote.effectiveDate,
      members: quote.members.map((m) => m.name),
      freeLook: quote.freeLook,
      refundFils: quote.totalFils,
    },
  });
  await enqueueMail(tx, policyChangedMail(changed, row.quotation, change, partner, creditNoteNo));
  return {
    policyNo: row.policy.policyNo,
    version,
    refund: refund && { id: refund.id, totalFils: refund.totalFils, state: refund.state },
  };
}
