import type { Language, PublicConfig } from "@pp/domain";

/** The insurer's legal name as a page in `language` gives it (the footer and the notice pages). */
export const insurerNameIn = (disclosure: PublicConfig["disclosure"], language: Language) =>
  language === "ar" ? disclosure.insurerLegalNameAr : disclosure.insurerLegalName;

/** The insurer's address as a page in `language` gives it. */
export const insurerAddressIn = (disclosure: PublicConfig["disclosure"], language: Language) =>
  language === "ar" ? disclosure.insurerAddressAr : disclosure.insurerAddress;
