import type { Language, PublicConfig } from "@pp/domain";
import { usePublicConfig } from "../../shell/api/get-public-config";

/** The insurer's legal name as a page in `language` gives it. */
export const insurerNameIn = (disclosure: PublicConfig["disclosure"], language: Language) =>
  language === "ar" ? disclosure.insurerLegalNameAr : disclosure.insurerLegalName;

/** The insurer's address as a page in `language` gives it. */
const insurerAddressIn = (disclosure: PublicConfig["disclosure"], language: Language) =>
  language === "ar" ? disclosure.insurerAddressAr : disclosure.insurerAddress;

/** The public configuration and the insurer's name and address in `language`, for a notice page; null until then. */
export function useDisclosure(language: Language) {
  const { data: config } = usePublicConfig();
  return config
    ? {
        config,
        insurer: insurerNameIn(config.disclosure, language),
        address: insurerAddressIn(config.disclosure, language),
      }
    : null;
}
