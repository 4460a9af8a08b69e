import { z } from "zod";
import { planforSchema } from "./planfor-schema";
import { PRODUCT_CATEGORY_VALUES } from "./quotation-journey";
import { sponsorTypeSchema } from "./sponsor-type-schema";

/*
 * A quotation's sponsor and members as the server reads them back. Apart from the quotation endpoints' schemas
 * (quotation-api.ts) because a quotation's or a policy's page parses its answer with these and builds none of those
 * (33 schemas and the documents' form); on a phone, building them held the main thread as long as the page's render.
 */

/**
 * The stored sponsor as read back (no date-window checks: a stored date may have left today's window), for every
 * product: PA and Term, sold and reported by their own sites, have no portal category and no TPA (null).
 */
export const sponsorRecordSchema = z.object({
  quotationId: z.number().int().optional(),
  productCategory: z.literal(PRODUCT_CATEGORY_VALUES).nullable(),
  planfor: planforSchema,
  /** The sponsor type of an individual; null for a company. */
  documentType: sponsorTypeSchema.nullable(),
  sponsorName: z.string(),
  sponsorMobile: z.string(),
  sponsorEmail: z.string(),
  gender: z.union([z.literal(1), z.literal(2)]).nullish(),
  /** An individual's date of birth, a company's trade licence expiry (ISO). */
  sponsorDate: z.string(),
  /** The UID / visa file number, a national's file number, or a company's tax registration or file number. */
  sponsorFileNumber: z.string(),
  /** Optional details the tax invoice prints where given: the sponsor's address and a company's TRN. */
  sponsorAddress: z.string().nullish(),
  sponsorTrn: z.string().nullish(),
  tpaId: z.union([z.literal(1), z.literal(3)]).nullable(),
});
export type SponsorRecord = z.infer<typeof sponsorRecordSchema>;

export const memberViewSchema = z.object({
  member_sno: z.number().int(),
  member_type: z.number().int(),
  relation: z.string().nullable(),
  first_name: z.string(),
  family_name: z.string(),
  gender: z.number().int(),
  date_of_birth: z.string(),
  marital_status: z.string(),
  nationality: z.string(),
  occupation: z.string(),
  salary_band: z.string().nullable(),
  is_newborn: z.boolean(),
  emirates_id: z.string().nullable(),
  passport_no: z.string().nullable(),
  uid_no: z.string().nullable(),
  birth_certificate_no: z.string().nullable(),
  premium_fils: z.number().int(),
  /** H+ underwriting terms: a loading already in premium_fils (the rated premium before it), and an exclusion. */
  loading_percent: z.number().int().nullable(),
  base_premium_fils: z.number().int().nullable(),
  exclusion: z.string().nullable(),
});
export type MemberView = z.infer<typeof memberViewSchema>;
