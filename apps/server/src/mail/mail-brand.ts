import type { Config } from "../config";
import { INSURER_LOGO_PATH } from "../features/public-config/insurer-logo-path";
import type { MailBrand } from "./mail-html";

/** The sender every mail names: the configured insurer, its logo as an absolute URL, its customer care. */
export function mailBrandOf(config: Config): MailBrand {
  return {
    name: config.insurer.displayName,
    logoUrl: config.insurer.logoFile ? `${config.publicUrl}${INSURER_LOGO_PATH}` : null,
    publicUrl: config.publicUrl,
    contactPhone: config.CONTACT_PHONE,
    contactEmail: config.CONTACT_EMAIL,
  };
}
