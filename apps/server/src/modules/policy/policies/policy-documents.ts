import {
  asJourneyProduct,
  type CoveredPolicy,
  maskEmail,
  maskFullName,
  onPolicyVersion,
  PRODUCT_PLAN_NAMES,
  planTitle,
} from "@pp/domain";
import type { Db } from "../../../db/client";
import type { StoredAttachmentRef } from "../../../db/schema";
import { CARDS_DOCUMENT_TITLE } from "../../../pdf/card-layout";
import { type DisclosureConfig, documentDisclosureOf } from "../../../pdf/document-disclosure";
import { planBenefitCells } from "../../../pdf/plan-benefit-cells";
import type { CpuPool } from "../../../process/cpu-pool";
import { pauseAt } from "../../../process/test-pause";
import type { FileStorage } from "../../../storage/file-storage";
import { findPlan, planView } from "../../quotation";
import { type CardConfig, healthCardsOffered, memberCardsOf } from "../member-cards/member-cards";
import { versionsOf } from "../servicing/policy-change-repository";
import { taxDocumentOfKey } from "../tax-documents/tax-document-key";
import { findTaxDocument } from "../tax-documents/tax-document-repository";
import { taxDocumentBytes } from "../tax-documents/tax-document-service";
import { type PolicyDocumentKind, policyDocumentFileName, policyDocumentKey } from "./policy-mail";
import { findPolicyForDocuments, insuredMembersOf, policyNumberOf } from "./policy-repository";

/**
 * What rendering a policy's documents reads: its rows, the stored PDFs, what the documents disclose, the card key;
 * and the CPU pool that draws them.
 */
export type PolicyDocumentSources = {
  db: Db;
  storage: FileStorage;
  config: DisclosureConfig & CardConfig;
  cpu: CpuPool;
};

/**
 * Who sees a document: `full`, or `masked` for a page that shows its people masked (a renewal before its code,
 * renewal-view.ts): the document then prints the same masked name and e-mail the page shows, never what it hid.
 */
export type DocumentView = "full" | "masked";

async function render(
  sources: PolicyDocumentSources,
  policyId: number,
  kind: PolicyDocumentKind,
  version: number,
  view: DocumentView = "full",
): Promise<Buffer> {
  const { db, cpu } = sources;
  const masked = view === "masked";
  if (kind === "cards") {
    const cards = await memberCardsOf(db, sources.config, policyId, version);
    const shown = masked ? cards.map((card) => ({ ...card, name: maskFullName(card.name) })) : cards;
    const title = `${CARDS_DOCUMENT_TITLE.en} / ${CARDS_DOCUMENT_TITLE.ar}`;
    return cpu.run("cardsPdf", { cards: shown, title });
  }
  const row = await findPolicyForDocuments(db, policyId);
  if (!row) throw new Error(`policy ${policyId} not found`);
  const { policy, payment } = row;
  const issuedOn = policy.issuedAt.toISOString().slice(0, 10);
  const names = PRODUCT_PLAN_NAMES[asJourneyProduct(policy.product)];
  // A policy sold by plan names its plan on every document, and its schedule prints the plan's benefits.
  const soldPlan = policy.planCode ? await findPlan(db, policy.planCode) : undefined;
  const planName = planTitle(asJourneyProduct(policy.product), soldPlan?.name);
  const disclosure = documentDisclosureOf(
    sources.config,
    row.partnerName ? { name: row.partnerName, registrationNo: row.partnerRegistrationNo } : null,
  );
  if (kind === "receipt") {
    return cpu.run("receiptPdf", {
      receiptNo: `R-${policy.policyNo}`,
      issuedOn,
      sponsorName: masked ? maskFullName(policy.sponsorName) : policy.sponsorName,
      sponsorEmail: masked ? maskEmail(policy.sponsorEmail) : policy.sponsorEmail,
      quotationNo: row.quotationNo,
      policyNo: policy.policyNo,
      plan: planName,
      transactionId: payment?.transactionId ?? "-",
      card: payment?.cardMasked ?? null,
      premiumFils: policy.premiumFils,
      vatFils: policy.vatFils,
      totalFils: policy.totalFils,
      disclosure,
    });
  }
  if (kind === "invoice") {
    // Callers ask only for a policy paid through the portal; a reported policy is invoiced by its own site.
    const sale = await findTaxDocument(db, policyId, policy.invoiceNo ?? "");
    if (!sale) throw new Error(`policy ${policy.policyNo} has no tax invoice`);
    return taxDocumentBytes(sources, sale, { masked });
  }
  if (masked) throw new Error("a policy's schedule is not shown masked");
  const members = (await insuredMembersOf(db, policy.id)).filter((m) => onPolicyVersion(m, version));
  const changes = (await versionsOf(db, policy.id)).map((v) => v.change).filter((c) => c.version <= version);
  const lastChange = changes.at(-1);
  const parentPolicyNo = policy.parentPolicyId ? await policyNumberOf(db, policy.parentPolicyId) : undefined;
  return cpu.run("schedulePdf", {
    policyNo: policy.policyNo,
    quotationNo: row.quotationNo,
    plan: planName,
    limitNote: names.limitNote,
    benefits: soldPlan ? planBenefitCells(planView(soldPlan)) : [],
    issuedOn,
    startDate: policy.startDate,
    endDate: policy.endDate,
    sponsorName: policy.sponsorName,
    sponsorEmail: policy.sponsorEmail,
    sponsorMobile: policy.sponsorMobile,
    tpaId: policy.tpaId,
    renewalOf: parentPolicyNo ?? null,
    version: lastChange ? { number: version, effectiveDate: lastChange.effectiveDate } : null,
    members: members.map((m) => ({
      name: `${m.firstName} ${m.familyName}`,
      memberType: m.memberType,
      dateOfBirth: m.dateOfBirth,
      gender: m.gender,
      nationality: m.nationality,
      emiratesId: m.emiratesId,
      passportNo: m.passportNo,
      premiumFils: m.premiumFils,
      loadingPercent: m.loadingPercent,
      exclusion: m.exclusion,
    })),
    // What the policy costs after its changes: the premium paid less what the changes returned.
    premiumFils: policy.premiumFils + sum(changes.map((c) => c.premiumChangeFils)),
    vatFils: policy.vatFils + sum(changes.map((c) => c.vatChangeFils)),
    totalFils: policy.totalFils + sum(changes.map((c) => c.totalChangeFils)),
    disclosure,
  });
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/** The renderings under way, per file store (two apps in one process, as in the tests, never share one). */
const renderingIn = new WeakMap<object, Map<string, Promise<Buffer>>>();

/**
 * The PDF from storage, rendered and stored on first use (a version of a policy never changes: a change makes a new
 * one). Concurrent requests for the same document share one rendering.
 */
export async function policyDocument(
  sources: PolicyDocumentSources,
  policyId: number,
  kind: PolicyDocumentKind,
  version = 1,
) {
  const { storage } = sources;
  const key = policyDocumentKey(policyId, kind, version);
  const stored = await storage.get(key);
  if (stored) return stored;
  let rendering = renderingIn.get(storage);
  if (!rendering) {
    rendering = new Map();
    renderingIn.set(storage, rendering);
  }
  let pending = rendering.get(key);
  if (!pending) {
    pending = render(sources, policyId, kind, version)
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

/**
 * A document as a masked page's viewer may see it: drawn for them each time and never stored, since the stored one
 * (mailed to the sponsor) is in full.
 */
export function maskedPolicyDocument(
  sources: PolicyDocumentSources,
  policyId: number,
  kind: Exclude<PolicyDocumentKind, "schedule">,
  version = 1,
) {
  return render(sources, policyId, kind, version, "masked");
}

/** Lets the mail worker attach policy PDFs that have not been rendered yet. */
export function attachmentReader(sources: PolicyDocumentSources) {
  return async (ref: StoredAttachmentRef) => {
    const match = /^policies\/(\d+)\/(?:v(\d+)\/)?(receipt|schedule|invoice|cards)\.pdf$/.exec(ref.storageKey);
    if (match) return policyDocument(sources, Number(match[1]), match[3] as PolicyDocumentKind, Number(match[2] ?? 1));
    const tax = taxDocumentOfKey(ref.storageKey);
    const doc = tax && (await findTaxDocument(sources.db, tax.policyId, tax.number));
    if (doc) return taxDocumentBytes(sources, doc);
    const bytes = await sources.storage.get(ref.storageKey);
    if (!bytes) throw new Error(`attachment ${ref.storageKey} is missing`);
    return bytes;
  };
}

/**
 * The documents of `kinds` a policy hands out today, each under its download name, for one ZIP: the tax invoice only
 * when the sale has one, the cards only while the policy covers. Drawn one after another: each may take the CPU pool,
 * which other requests share. `masked` draws them as a masked page's viewer may see them.
 */
export async function policyDocumentFiles(
  sources: PolicyDocumentSources,
  policy: CoveredPolicy & { id: number; policyNo: string; version: number; invoiceNo: string | null },
  kinds: readonly PolicyDocumentKind[],
  view: DocumentView = "full",
) {
  const handedOut = kinds.filter(
    (kind) => (kind !== "invoice" || policy.invoiceNo !== null) && (kind !== "cards" || healthCardsOffered(policy)),
  );
  const files = [];
  for (const kind of handedOut)
    files.push({
      name: policyDocumentFileName(kind, policy.policyNo),
      bytes:
        view === "masked" && kind !== "schedule"
          ? await maskedPolicyDocument(sources, policy.id, kind, policy.version)
          : await policyDocument(sources, policy.id, kind, policy.version),
    });
  return files;
}
