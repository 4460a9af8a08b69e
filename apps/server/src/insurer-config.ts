import { statSync } from "node:fs";
import { TRN_PATTERN } from "@pp/domain";
import { z } from "zod";

/** Who issues the policies and their tax invoices: printed on every tax invoice, as UAE VAT law requires. */
export const insurerEnv = {
  INSURER_LEGAL_NAME: z.string().min(3).max(200).optional(),
  INSURER_ADDRESS: z.string().min(10).max(300).optional(),
  INSURER_TRN: z.string().regex(TRN_PATTERN, "must be the insurer's 15-digit UAE Tax Registration Number").optional(),
  /** The insurer's legal name in Arabic, as its licence and Arabic documents write it. */
  INSURER_LEGAL_NAME_AR: z.string().trim().min(3).max(200).optional(),
  /** The insurer's address in Arabic, for the Arabic side of every disclosure and of the tax invoice. */
  INSURER_ADDRESS_AR: z.string().trim().min(10).max(300).optional(),
  /**
   * The insurer's registration number with the UAE's insurance regulator (the Insurance Authority, now the Central
   * Bank's insurance supervision), disclosed on every public page and policy document.
   */
  INSURER_REGISTRATION_NO: z.string().trim().min(1).max(40).optional(),
  /** The name customers know the insurer by, on the pages they open without an account (default: the legal name). */
  INSURER_DISPLAY_NAME: z.string().trim().min(2).max(80).optional(),
  /** That name in Arabic, on the same pages in Arabic (default: the Arabic legal name). */
  INSURER_DISPLAY_NAME_AR: z.string().trim().min(2).max(80).optional(),
  /** The insurer's logo for those pages: a PNG, JPEG or SVG file of at most 200 kB, served by the portal itself. */
  INSURER_LOGO_FILE: z
    .string()
    .regex(/\.(png|jpe?g|svg)$/i, "must be a .png, .jpg or .svg file")
    .optional(),
};

export type Insurer = {
  legalName: string;
  legalNameAr: string;
  registrationNo: string;
  address: string;
  addressAr: string;
  trn: string;
  displayName: string;
  displayNameAr: string;
  logoFile?: string;
};

/** What development prints: marked as a demonstration, so it can never pass for a real insurer's invoice. */
export const DEMO_INSURER: Insurer = {
  legalName: "Demonstration Insurance Company (not a real insurer)",
  legalNameAr: "شركة التأمين التجريبية (ليست شركة تأمين حقيقية)",
  registrationNo: "0000 (demonstration)",
  address: "Demonstration address, Dubai, United Arab Emirates",
  addressAr: "عنوان تجريبي، دبي، الإمارات العربية المتحدة",
  trn: "100000000000003",
  displayName: "Demonstration Insurance",
  displayNameAr: "التأمين التجريبي",
};

/** A logo larger than this slows every customer's first page on a phone. */
export const INSURER_LOGO_MAX_BYTES = 200 * 1024;

const LOGO_MEDIA_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  svg: "image/svg+xml",
};

/** Every media type a logo may have. */
export const LOGO_MEDIA_TYPE_LIST = [...new Set(Object.values(LOGO_MEDIA_TYPES))];

/** The media type of a logo file, by its extension (INSURER_LOGO_FILE allows only these). */
export const logoMediaType = (file: string) =>
  LOGO_MEDIA_TYPES[file.slice(file.lastIndexOf(".") + 1).toLowerCase()] ?? "image/png";

type InsurerEnv = {
  INSURER_LEGAL_NAME?: string;
  INSURER_LEGAL_NAME_AR?: string | undefined;
  INSURER_REGISTRATION_NO?: string | undefined;
  INSURER_ADDRESS?: string;
  INSURER_ADDRESS_AR?: string | undefined;
  INSURER_TRN?: string;
  INSURER_DISPLAY_NAME?: string | undefined;
  INSURER_DISPLAY_NAME_AR?: string | undefined;
  INSURER_LOGO_FILE?: string | undefined;
};
const KEYS = ["INSURER_LEGAL_NAME", "INSURER_ADDRESS", "INSURER_TRN"] as const;
/** What every public page and policy document must disclose about the insurer. */
const DISCLOSED = ["INSURER_LEGAL_NAME_AR", "INSURER_ADDRESS_AR", "INSURER_REGISTRATION_NO"] as const;

/** Production invoices carry the real insurer: every variable is required there. */
export function checkInsurer(c: InsurerEnv, isProduction: boolean): string | undefined {
  const missing = KEYS.filter((k) => !c[k]);
  if (isProduction && missing.length > 0)
    return `${missing.join(", ")}: required in production (printed on every tax invoice).`;
  const undisclosed = DISCLOSED.filter((k) => !c[k]);
  if (isProduction && undisclosed.length > 0)
    return `${undisclosed.join(", ")}: required in production (disclosed on every public page and policy document).`;
  if (!isProduction && missing.length > 0 && missing.length < KEYS.length)
    return `${missing.join(", ")}: set all three insurer details, or none for the demonstration insurer.`;
  return checkLogoFile(c.INSURER_LOGO_FILE);
}

function checkLogoFile(file: string | undefined): string | undefined {
  if (!file) return undefined;
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(file);
  } catch {
    return `INSURER_LOGO_FILE: ${file} cannot be read.`;
  }
  if (!stats.isFile()) return `INSURER_LOGO_FILE: ${file} is not a file.`;
  if (stats.size > INSURER_LOGO_MAX_BYTES) return `INSURER_LOGO_FILE: ${file} is larger than 200 kB.`;
  return undefined;
}

export function insurerOf(c: InsurerEnv): Insurer {
  const legal =
    c.INSURER_LEGAL_NAME && c.INSURER_ADDRESS && c.INSURER_TRN
      ? {
          legalName: c.INSURER_LEGAL_NAME,
          // Outside production a configured insurer may lack these; its English name and a marked number stand in.
          legalNameAr: c.INSURER_LEGAL_NAME,
          registrationNo: DEMO_INSURER.registrationNo,
          address: c.INSURER_ADDRESS,
          addressAr: c.INSURER_ADDRESS,
          trn: c.INSURER_TRN,
          displayName: c.INSURER_LEGAL_NAME,
          displayNameAr: c.INSURER_LEGAL_NAME_AR ?? c.INSURER_LEGAL_NAME,
        }
      : DEMO_INSURER;
  return {
    ...legal,
    legalNameAr: c.INSURER_LEGAL_NAME_AR ?? legal.legalNameAr,
    addressAr: c.INSURER_ADDRESS_AR ?? legal.addressAr,
    registrationNo: c.INSURER_REGISTRATION_NO ?? legal.registrationNo,
    displayName: c.INSURER_DISPLAY_NAME ?? legal.displayName,
    displayNameAr: c.INSURER_DISPLAY_NAME_AR ?? c.INSURER_LEGAL_NAME_AR ?? legal.displayNameAr,
    ...(c.INSURER_LOGO_FILE ? { logoFile: c.INSURER_LOGO_FILE } : {}),
  };
}
