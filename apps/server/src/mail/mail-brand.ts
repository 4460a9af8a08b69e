import { readFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";
import type { Config } from "../config";
import { logoMediaType } from "../insurer-config";
import { SVG_FONT_FAMILY, svgFontFiles } from "../pdf/svg-fonts";
import { senderAddress } from "./sender-address";

/**
 * The insurer's logo as a mail carries it: an inline attachment that the HTML names by its Content-ID, so mail apps
 * show it without loading a remote image (which most of them block until the reader allows it).
 */
export type MailLogo = { cid: string; filename: string; contentType: string; content: Buffer };

/** Who every mail comes from, as the configuration names it: the insurer, its logo, its sender address, its care. */
export type MailBrand = {
  /** The From header's display name and the mail's header: INSURER_DISPLAY_NAME, else the legal name. */
  name: string;
  /** The From header's address: MAIL_FROM's. */
  fromAddress: string;
  /** Null when no INSURER_LOGO_FILE is configured: the name is then set as text. */
  logo: MailLogo | null;
  publicUrl: string;
  contactPhone: string;
  contactEmail: string;
};

export const MAIL_LOGO_CID = "insurer-logo@partner-portal";
/** Three times the 40 px the HTML shows it at, so it stays sharp on a phone's screen. */
const LOGO_HEIGHT_PX = 120;

/**
 * The logo file as an inline attachment. An SVG is drawn to a PNG first: Gmail and Outlook show no SVG in a mail.
 * The configuration already checked the file is readable and at most 200 kB.
 */
export function mailLogoOf(file: string): MailLogo {
  const bytes = readFileSync(file);
  if (logoMediaType(file) !== "image/svg+xml") {
    const extension = file.slice(file.lastIndexOf(".") + 1).toLowerCase();
    return { cid: MAIL_LOGO_CID, filename: `logo.${extension}`, contentType: logoMediaType(file), content: bytes };
  }
  const png = new Resvg(bytes, {
    fitTo: { mode: "height", value: LOGO_HEIGHT_PX },
    font: { fontFiles: svgFontFiles(), loadSystemFonts: false, defaultFontFamily: SVG_FONT_FAMILY },
  })
    .render()
    .asPng();
  return { cid: MAIL_LOGO_CID, filename: "logo.png", contentType: "image/png", content: png };
}

/** The sender every mail names, read once at start: the configured insurer, its logo, its customer care. */
export function mailBrandOf(config: Config): MailBrand {
  return {
    name: config.insurer.displayName,
    fromAddress: senderAddress(config.MAIL_FROM),
    logo: config.insurer.logoFile ? mailLogoOf(config.insurer.logoFile) : null,
    publicUrl: config.publicUrl,
    contactPhone: config.CONTACT_PHONE,
    contactEmail: config.CONTACT_EMAIL,
  };
}
