import type { Language, PublicConfig } from "@pp/domain";
import { usePublicConfig } from "../../shell/api/get-public-config";

/** The insurer's legal name as a page in `language` gives it. */
export const insurerNameIn = (disclosure: PublicConfig["disclosure"], language: Language) =>
  language === "ar" ? disclosure.insurerLegalNameAr : disclosure.insurerLegalName;

/** The public configuration and the insurer's name in `language`, for a notice page; null until it is there. */
export function useDisclosure(language: Language) {
  const { data: config } = usePublicConfig();
  return config ? { config, insurer: insurerNameIn(config.disclosure, language) } : null;
}
