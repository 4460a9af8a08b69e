import type { Language } from "@pp/domain";
import { usePublicConfig } from "../../shell/api/get-public-config";
import { insurerAddressIn, insurerNameIn } from "../../ui/insurer-name";

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
