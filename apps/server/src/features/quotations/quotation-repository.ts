import { type EntityType, entityTypeParts, type ProductCategory, type SponsorRecord } from "@pp/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { quotations } from "../../db/schema";
import { notFound } from "../../http/http-error";

export type Quotation = typeof quotations.$inferSelect;

export const QUOTATION_NOT_FOUND = "Quotation not found.";

/** A quotation of another partner answers exactly like one that does not exist. */
export async function findOwnedQuotation(db: Db, id: number, partnerId: number): Promise<Quotation> {
  const [row] = await db
    .select()
    .from(quotations)
    .where(and(eq(quotations.id, id), eq(quotations.partnerId, partnerId)));
  if (!row) throw notFound(QUOTATION_NOT_FOUND);
  return row;
}

/** The sponsor as stored, under the spec's payload names (what step 1 shows on Previous). */
export function sponsorRecordOf(q: Quotation): SponsorRecord {
  return {
    quote_tr_sno: q.id,
    im_prod_categ_sno: q.productCategory as ProductCategory,
    dhpo_entity_type_sno: q.entityType as EntityType,
    Spoonser_employer_namer: q.sponsorName,
    sponsor_mobile_no: q.sponsorMobile,
    sponosor_email: q.sponsorEmail,
    gender: (q.sponsorGender ?? null) as SponsorRecord["gender"],
    date_of_birth: q.sponsorDate,
    Sponsor_uid: q.sponsorUid,
    Tpa_sno: q.tpaSno as SponsorRecord["Tpa_sno"],
  };
}

/** Columns written from a validated sponsor payload. */
export function sponsorColumns(p: SponsorRecord) {
  const { planfor, documentType } = entityTypeParts(p.dhpo_entity_type_sno);
  return {
    planfor,
    sponsorType: documentType,
    entityType: p.dhpo_entity_type_sno,
    sponsorName: p.Spoonser_employer_namer,
    sponsorMobile: p.sponsor_mobile_no,
    sponsorEmail: p.sponosor_email,
    sponsorGender: p.gender ?? null,
    sponsorDate: p.date_of_birth,
    sponsorUid: p.Sponsor_uid,
    tpaSno: p.Tpa_sno,
  };
}

/** One of the partner's own quotations by its readable number; undefined for another partner's. */
export async function findOwnedQuotationByNumber(db: Db, quotationNo: string, partnerId: number) {
  const [quotation] = await db
    .select()
    .from(quotations)
    .where(and(eq(quotations.quotationNo, quotationNo), eq(quotations.partnerId, partnerId)));
  return quotation;
}
