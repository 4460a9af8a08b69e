import type { PublicConfig } from "@pp/domain";
import type { Config } from "../../../config";
import { INSURER_LOGO_PATH } from "./insurer-logo-path";

/** What every page may know before anyone signs in: served at /api/config and written into each page's HTML. */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    version: config.version,
    insurer: {
      name: config.insurer.displayName,
      nameAr: config.insurer.displayNameAr,
      logoUrl: config.insurer.logoFile ? INSURER_LOGO_PATH : null,
    },
    disclosure: {
      insurerLegalName: config.insurer.legalName,
      insurerLegalNameAr: config.insurer.legalNameAr,
      insurerRegistrationNo: config.insurer.registrationNo,
      insurerAddress: config.insurer.address,
      insurerAddressAr: config.insurer.addressAr,
    },
    meetingHosts: config.meetingHosts,
    contactPhone: config.CONTACT_PHONE,
    contactEmail: config.CONTACT_EMAIL,
    links: {
      hplusRenewals: config.HPLUS_RENEWALS_URL,
      paSite: config.PA_SITE_URL,
      termSite: config.TERM_SITE_URL,
      healthInformation: config.HEALTH_INFO_URL,
      feedback: config.FEEDBACK_URL,
    },
  };
}
