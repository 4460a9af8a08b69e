import { asJourneyProduct, maskEmail, maskFullName, planTitle } from "@pp/domain";
import type { Db } from "../../../db/client";
import { type DisclosureConfig, documentDisclosureOf } from "../../../pdf/document-disclosure";
import { lineDescription, taxDocumentDescription } from "../../../pdf/tax-document-pdf";
import type { CpuPool } from "../../../process/cpu-pool";
import { findPlan } from "../../quotation";
import { findPolicyForDocuments } from "../policies/policy-repository";
import { type TaxDocument, taxDocumentLines } from "./tax-document-repository";

/**
 * The PDF of one of a policy's tax documents, rendered on the CPU pool from the document's row and its ledger lines.
 * `masked`: for a page that shows its people masked (a renewal before its code), the document shows them the same
 * way (the recipient's and members' names and the e-mail masked, no address or TRN).
 */
export async function taxDocumentBytes(
  sources: { db: Db; config: DisclosureConfig; cpu: CpuPool },
  doc: TaxDocument,
  { masked = false } = {},
): Promise<Buffer> {
  const { db, cpu } = sources;
  const row = await findPolicyForDocuments(db, doc.policyId);
  if (!row) throw new Error(`policy ${doc.policyId} not found`);
  const { policy } = row;
  const soldPlan = policy.planCode ? await findPlan(db, policy.planCode) : undefined;
  const planName = planTitle(asJourneyProduct(policy.product), soldPlan?.name);
  const lines = await taxDocumentLines(db, doc);
  return cpu.run("taxDocumentPdf", {
    kind: doc.kind,
    number: doc.number,
    issuedOn: doc.issuedOn,
    supplyDate: doc.supplyDate,
    recipient: masked
      ? { name: maskFullName(doc.recipientName), email: maskEmail(policy.sponsorEmail), address: null, trn: null }
      : { name: doc.recipientName, email: policy.sponsorEmail, address: doc.recipientAddress, trn: doc.recipientTrn },
    description: taxDocumentDescription(planName, policy.policyNo, policy.startDate, policy.endDate),
    lines: lines.map((l) => ({
      ...l,
      description: lineDescription(masked && l.name !== null ? maskFullName(l.name) : l.name),
    })),
    disclosure: documentDisclosureOf(
      sources.config,
      row.partnerName ? { name: row.partnerName, registrationNo: row.partnerRegistrationNo } : null,
    ),
  });
}
