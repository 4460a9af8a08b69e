import { addDays, addYears, quoteTotals, type SiteReport, toIsoDate } from "@pp/domain";
import { and, eq } from "drizzle-orm";
import { recordAudit } from "../../audit/audit-log";
import type { Db } from "../../db/client";
import { policies, quotations } from "../../db/schema";
import { HttpError } from "../../http/http-error";
import { findPartnerByUserId } from "../partners/partner-repository";

export type ReportOutcome = "created" | "updated" | "unchanged";

/**
 * Upserts what an external product site (PA or Term) reports, keyed by the site's own reference:
 * a repeated identical report changes nothing.
 */
export async function applySiteReport(
  db: Db,
  site: "pa" | "term",
  r: SiteReport,
): Promise<{ outcome: ReportOutcome; quotationNo: string }> {
  const partner = await findPartnerByUserId(db, r.partnerUserId);
  if (!partner) throw new HttpError(404, `No partner with user id ${r.partnerUserId}.`);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(quotations)
      .where(and(eq(quotations.product, site), eq(quotations.externalRef, r.reference)))
      .for("update");
    if (existing && existing.partnerId !== partner.id)
      throw new HttpError(409, "This reference belongs to another partner.");
    const fields = {
      status: r.kind === "policy" ? "policy_issued" : r.status,
      sponsorName: r.sponsorName,
      sponsorEmail: r.sponsorEmail.toLowerCase(),
      sponsorMobile: r.sponsorMobile,
      reportedPremiumFils: quoteTotals([r.premiumFils]).total,
    };
    const same =
      existing &&
      existing.status === fields.status &&
      existing.sponsorName === fields.sponsorName &&
      existing.sponsorEmail === fields.sponsorEmail &&
      existing.sponsorMobile === fields.sponsorMobile &&
      existing.reportedPremiumFils === fields.reportedPremiumFils;
    let quotation = existing;
    if (!existing) {
      [quotation] = await tx
        .insert(quotations)
        .values({
          quotationNo: `${site.toUpperCase()}-${r.reference}`.slice(0, 40),
          product: site,
          productCategory: site === "pa" ? 2 : 3,
          partnerId: partner.id,
          channel: partner.categorySno,
          planfor: 1,
          entityType: 1,
          sponsorDate: toIsoDate(new Date()),
          sponsorUid: "-",
          tpaSno: 0,
          lastVisitedPage: "external",
          externalRef: r.reference,
          createdAt: r.createdAt ? new Date(r.createdAt) : new Date(),
          ...fields,
        })
        .returning();
    } else if (!same) {
      await tx
        .update(quotations)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(quotations.id, existing.id));
    }
    let policyChanged = false;
    if (r.kind === "policy") {
      const totals = quoteTotals([r.premiumFils]);
      const startDate = r.startDate ?? toIsoDate(new Date());
      const policyFields = {
        policyNo: r.policyNo ?? `${site.toUpperCase()}-P-${r.reference}`.slice(0, 40),
        status: r.status === "cancelled" ? "cancelled" : "active",
        sponsorName: fields.sponsorName,
        sponsorEmail: fields.sponsorEmail,
        sponsorMobile: fields.sponsorMobile,
        startDate,
        endDate: r.endDate ?? addDays(addYears(startDate, 1), -1),
        premiumFils: totals.subtotal,
        vatFils: totals.vat,
        totalFils: totals.total,
      };
      const [policy] = await tx.select().from(policies).where(eq(policies.quotationId, quotation!.id));
      if (!policy) {
        await tx.insert(policies).values({
          ...policyFields,
          quotationId: quotation!.id,
          partnerId: partner.id,
          product: site,
          journey: "new_business",
          tpaSno: 0,
          externalRef: r.reference,
        });
        policyChanged = true;
      } else if (
        (Object.keys(policyFields) as (keyof typeof policyFields)[]).some((k) => policy[k] !== policyFields[k])
      ) {
        await tx.update(policies).set(policyFields).where(eq(policies.id, policy.id));
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
