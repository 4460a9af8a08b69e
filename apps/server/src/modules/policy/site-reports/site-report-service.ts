import {
  addDays,
  addYears,
  productTotals,
  reportedPolicyStatus,
  reportedQuotationStatus,
  type SiteReport,
  toIsoDate,
} from "@pp/domain";
import { recordAudit } from "../../../audit/audit-log";
import type { Db } from "../../../db/client";
import { HttpError } from "../../../http/http-error";
import { findReportingUser } from "../../identity";
import {
  insertReportedQuotation,
  lockReportedQuotation,
  type ReportedSite,
  updateReportedQuotation,
} from "../../quotation";
import type { OnSaleReported } from "../servicing/ledger-followers";
import { writeSaleEntries } from "../servicing/ledger-repository";
import { SITE_REPORT_ANSWERS } from "./site-report-answers";
import { findPolicyOfQuotation, insertReportedPolicy, updateReportedPolicy } from "./site-report-repository";

type ReportOutcome = "created" | "updated" | "unchanged";

/** The report's cover dates; without them a stored policy keeps its own, and a new one starts today for a year. */
function coverDates(r: SiteReport, stored?: { startDate: string; endDate: string }) {
  const startDate = r.startDate ?? stored?.startDate ?? toIsoDate(new Date());
  const endDate = r.endDate ?? (!r.startDate && stored ? stored.endDate : addDays(addYears(startDate, 1), -1));
  return { startDate, endDate };
}

/**
 * Upserts what an external product site (PA or Term) reports, keyed by the site's own reference:
 * a repeated identical report changes nothing. A sale written or rewritten in the ledger is followed by `onSaleReported`
 * (the commission) in the same transaction.
 */
export async function applySiteReport(
  db: Db,
  site: ReportedSite,
  r: SiteReport,
  onSaleReported: OnSaleReported,
): Promise<{ outcome: ReportOutcome; quotationNo: string }> {
  // The reference may name any user of the partner (decision 059); the sale is theirs.
  const reporting = await findReportingUser(db, { siteRef: r.partnerReference, userId: r.partnerUserId });
  const partner = reporting?.partner;
  const user = reporting?.user.id ?? null;
  if (!partner)
    throw new HttpError(
      404,
      r.partnerReference
        ? SITE_REPORT_ANSWERS.noPartnerWithReference(r.partnerReference)
        : SITE_REPORT_ANSWERS.noPartnerWithUserId(String(r.partnerUserId)),
    );
  return db.transaction(async (tx) => {
    const lockExisting = () => lockReportedQuotation(tx, site, r.reference);
    let existing = await lockExisting();
    const fields = {
      status: reportedQuotationStatus(r),
      sponsorName: r.sponsorName,
      sponsorEmail: r.sponsorEmail.toLowerCase(),
      sponsorMobile: r.sponsorMobile,
      reportedPremiumFils: productTotals(site, [r.premiumFils]).total,
    };
    let quotation = existing;
    if (!existing) {
      // Two first reports at once both find nothing to lock: the second insert waits for the first and does nothing,
      // and the re-read then sees (and locks) the row the first one wrote.
      quotation = await insertReportedQuotation(tx, {
        quotationNo: `${site.toUpperCase()}-${r.reference}`.slice(0, 40),
        product: site,
        productCategory: site === "pa" ? 2 : 3,
        partnerId: partner.id,
        channel: partner.categorySno,
        planfor: 1,
        entityType: 1,
        sponsorDate: toIsoDate(new Date()),
        sponsorFileNumber: "-",
        tpaId: 0,
        lastVisitedPage: "external",
        externalRef: r.reference,
        createdAt: r.createdAt ? new Date(r.createdAt) : new Date(),
        ...fields,
        createdByUserId: user,
        lastActedByUserId: user,
      });
      if (!quotation) {
        existing = quotation = await lockExisting();
        if (!quotation) throw new HttpError(409, SITE_REPORT_ANSWERS.quotationNoTaken);
      }
    }
    if (existing && existing.partnerId !== partner.id) throw new HttpError(409, SITE_REPORT_ANSWERS.referenceOfAnother);
    const same =
      existing &&
      existing.status === fields.status &&
      existing.sponsorName === fields.sponsorName &&
      existing.sponsorEmail === fields.sponsorEmail &&
      existing.sponsorMobile === fields.sponsorMobile &&
      existing.reportedPremiumFils === fields.reportedPremiumFils;
    if (existing && !same) {
      await updateReportedQuotation(tx, existing.id, { ...fields, lastActedByUserId: user });
    }
    let policyChanged = false;
    if (r.kind === "policy") {
      const totals = productTotals(site, [r.premiumFils]);
      const policy = await findPolicyOfQuotation(tx, quotation!.id);
      const policyFields = {
        // What a report leaves out stays as stored: a repeat sent on another day must not move the cover to that day.
        policyNo: r.policyNo ?? policy?.policyNo ?? `${site.toUpperCase()}-P-${r.reference}`.slice(0, 40),
        status: reportedPolicyStatus(r.status),
        sponsorName: fields.sponsorName,
        sponsorEmail: fields.sponsorEmail,
        sponsorMobile: fields.sponsorMobile,
        ...coverDates(r, policy),
        premiumFils: totals.subtotal,
        vatFils: totals.vat,
        totalFils: totals.total,
      };
      if (!policy) {
        const inserted = await insertReportedPolicy(tx, {
          ...policyFields,
          quotationId: quotation!.id,
          partnerId: partner.id,
          product: site,
          journey: "new_business",
          tpaId: 0,
          externalRef: r.reference,
          // The policy is the sale of the quotation's creator, as an issued one is.
          createdByUserId: quotation!.createdByUserId,
          lastActedByUserId: user,
        });
        if (inserted === null) throw new HttpError(409, SITE_REPORT_ANSWERS.policyNoTaken);
        await writeSaleEntries(tx, { ...policyFields, id: inserted });
        await onSaleReported(tx, inserted);
        policyChanged = true;
      } else if (
        (Object.keys(policyFields) as (keyof typeof policyFields)[]).some((k) => policy[k] !== policyFields[k])
      ) {
        await updateReportedPolicy(tx, policy.id, { ...policyFields, lastActedByUserId: user });
        await writeSaleEntries(tx, { ...policyFields, id: policy.id });
        await onSaleReported(tx, policy.id);
        policyChanged = true;
      }
    }
    const outcome: ReportOutcome = !existing ? "created" : same && !policyChanged ? "unchanged" : "updated";
    if (outcome !== "unchanged") {
      await recordAudit(tx, {
        event: "site_reported",
        partnerId: partner.id,
        subjectType: "quotation",
        subjectId: String(quotation!.id),
        details: { site, reference: r.reference, kind: r.kind, status: r.status },
      });
    }
    return { outcome, quotationNo: quotation!.quotationNo };
  });
}
