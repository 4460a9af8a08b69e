import { createRequire } from "node:module";
import path from "node:path";
import type PDFDocument from "pdfkit";

/**
 * IBM Plex Sans Arabic, shipped with the app (no network fetch). Not the web's Noto Sans Arabic: Noto draws dotted
 * letters as a dotless letter plus separate dots, and those dot glyphs map to no character, so text copied or
 * extracted from the PDF would carry junk between the letters.
 */
const FILES = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@fontsource/ibm-plex-sans-arabic")),
  "files",
);

export const ARABIC_FONT = "Arabic";
export const ARABIC_FONT_BOLD = "Arabic-Bold";
/**
 * The same family's Latin letters and signs, for the brackets, colons and full stops inside Arabic text: embedded
 * (unlike Helvetica), so a mirrored bracket can map back to the character that was written.
 */
export const ARABIC_SIGNS_FONT = "Arabic-Signs";
export const ARABIC_SIGNS_FONT_BOLD = "Arabic-Signs-Bold";

/** Makes the Arabic fonts available to a document under the names above. */
export function registerArabicFonts(doc: InstanceType<typeof PDFDocument>) {
  doc.registerFont(ARABIC_FONT, path.join(FILES, "ibm-plex-sans-arabic-arabic-400-normal.woff"));
  doc.registerFont(ARABIC_FONT_BOLD, path.join(FILES, "ibm-plex-sans-arabic-arabic-600-normal.woff"));
  doc.registerFont(ARABIC_SIGNS_FONT, path.join(FILES, "ibm-plex-sans-arabic-latin-400-normal.woff"));
  doc.registerFont(ARABIC_SIGNS_FONT_BOLD, path.join(FILES, "ibm-plex-sans-arabic-latin-600-normal.woff"));
}
