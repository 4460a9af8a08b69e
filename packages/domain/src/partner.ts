import * as z from "zod/mini";
import { DEFAULT_LANGUAGE } from "./i18n/language";
import { languageSchema } from "./i18n/language-schema";
import { TEAM_ROLES } from "./team";

/*
 * The sign-in page and the footer on it parse these, so they use zod/mini like the sign-in rule (see auth.ts): the
 * first page must not load zod's classic API.
 */

/**
 * Partner details exactly under the spec's field names, plus the invitations flag and the partner's
 * reference for the external product sites. This is the only partner data the browser may keep (session storage
 * key PartnerDetails).
 */
export const partnerDetailsSchema = z.object({
  partner_name: z.string(),
  partner_userid: z.string(),
  /**
   * What the PA, Term and H+ sites receive as `UserId`: an opaque reference they resolve through the site API, so
   * the sign-in id never travels in links that customers see.
   */
  partner_reference: z.string(),
  partner_sno: z.int(),
  partner_categ_sno: z.int(),
  term_allowed: z.boolean(),
  enhanced_allowed: z.boolean(),
  basic_allowed: z.boolean(),
  pa_allowed: z.boolean(),
  meetings_allowed: z.boolean(),
  invitations_allowed: z.boolean(),
  /** A partner sells; the insurer's underwriter only works the H+ underwriting queue (/Approval). */
  user_role: z.enum(["partner", "underwriter"]),
  /** The portal's language the partner chose; English until they choose (and in details a browser kept from before). */
  language: z._default(languageSchema, DEFAULT_LANGUAGE),
  /**
   * The signed-in user's name and role in the partner's team (decision 058); `partner_userid` is that user's sign-in
   * id and the flags are what the user may use. Details a browser kept from before there were users were an owner's.
   */
  user_name: z._default(z.string(), ""),
  team_role: z._default(z.enum(TEAM_ROLES), "owner"),
});
export type PartnerDetails = z.infer<typeof partnerDetailsSchema>;

export type UserRole = PartnerDetails["user_role"];
export const USER_ROLES = ["partner", "underwriter"] as const satisfies readonly UserRole[];

export const PARTNER_FLAGS = ["enhanced", "pa", "term", "basic", "meetings", "invitations"] as const;
export type PartnerFlag = (typeof PARTNER_FLAGS)[number];

/**
 * What a user may sell and use: a flag of theirs counts only while the partner has it too, so taking a flag from the
 * partner takes it from every user at once, and no user is ever given more than the partner.
 */
export function effectiveFlags(partnerFlags: readonly PartnerFlag[], userFlags: readonly PartnerFlag[]): PartnerFlag[] {
  return PARTNER_FLAGS.filter((flag) => partnerFlags.includes(flag) && userFlags.includes(flag));
}

export const PARTNER_CATEGORIES = { agent: 1, broker: 2 } as const;

/** Public configuration the browser needs: footer contacts, the external product sites, the meeting services allowed. */
export const publicConfigSchema = z.object({
  version: z.string(),
  /** Who the customer deals with, named on the pages they open without an account; the logo is served by the portal. */
  insurer: z.object({ name: z.string(), nameAr: z.string(), logoUrl: z.nullable(z.string()) }),
  /**
   * What the insurer must disclose on every public page: who carries the risk (its legal name in both languages), its
   * registration with the insurance regulator and where it is. The complaints procedure and the privacy notice are the
   * portal's own pages (COMPLAINTS_PATH, PRIVACY_PATH).
   */
  disclosure: z.object({
    insurerLegalName: z.string(),
    insurerLegalNameAr: z.string(),
    insurerRegistrationNo: z.string(),
    insurerAddress: z.string(),
    insurerAddressAr: z.string(),
  }),
  meetingHosts: z.array(z.string()),
  contactPhone: z.string(),
  contactEmail: z.string(),
  links: z.object({
    hplusRenewals: z.string(),
    paSite: z.string(),
    termSite: z.string(),
    healthInformation: z.string(),
    feedback: z.string(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
