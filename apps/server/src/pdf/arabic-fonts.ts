import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type PDFDocument from "pdfkit";
import { woffToSfnt } from "./woff-to-sfnt";

/**
 * IBM Plex Sans Arabic, shipped with the app (no network fetch). Not the web's Noto Sans Arabic: Noto draws dotted
 * letters as a dotless letter plus separate dots, and those dot glyphs map to no character, so text copied or
 * extracted from the PDF would carry junk between the letters.
 */
const require = createRequire(import.meta.url);
const FILES = path.join(path.dirname(require.resolve("@fontsource/ibm-plex-sans-arabic")), "files");

/** fontkit, the font engine pdfkit shapes text with (the same module pdfkit loads). */
type Shaper = { createSubset(): unknown; hasGlyphForCodePoint(code: number): boolean };
const fontkit = require("fontkit") as { create(data: Uint8Array): Shaper };

export const ARABIC_FONT = "Arabic";
export const ARABIC_FONT_BOLD = "Arabic-Bold";
/**
 * The same family's Latin letters and signs, for the brackets, colons and full stops inside Arabic text: embedded
 * (unlike Helvetica), so a mirrored bracket can map back to the character that was written.
 */
export const ARABIC_SIGNS_FONT = "Arabic-Signs";
export const ARABIC_SIGNS_FONT_BOLD = "Arabic-Signs-Bold";

const FILE_OF: Record<string, string> = {
  [ARABIC_FONT]: "ibm-plex-sans-arabic-arabic-400-normal.woff",
  [ARABIC_FONT_BOLD]: "ibm-plex-sans-arabic-arabic-600-normal.woff",
  [ARABIC_SIGNS_FONT]: "ibm-plex-sans-arabic-latin-400-normal.woff",
  [ARABIC_SIGNS_FONT_BOLD]: "ibm-plex-sans-arabic-latin-600-normal.woff",
};

/** Each font's file, read and unwrapped from WOFF once for the process. */
const fontData = new Map<string, Buffer>();
function dataOf(name: string, file: string): Buffer {
  let data = fontData.get(name);
  if (!data) {
    data = woffToSfnt(readFileSync(path.join(FILES, file)));
    fontData.set(name, data);
  }
  return data;
}

/** Makes the Arabic fonts available to a document under the names above. */
export function registerArabicFonts(doc: InstanceType<typeof PDFDocument>) {
  for (const [name, file] of Object.entries(FILE_OF)) doc.registerFont(name, dataOf(name, file));
}

/** pdfkit's font in a document: the fontkit font it shapes with and the subset it embeds. */
type EmbeddedFont = { font: Shaper; subset: unknown; sharedShaper?: true };

/**
 * One fontkit font per file for the whole process. The first shaping of Arabic with a fresh font costs over 100 ms
 * (its substitution and positioning tables are read then) and pdfkit opens a fresh one for every document; sharing it
 * makes a bilingual PDF cost what an English one does. Each document keeps its own subset of glyphs.
 */
const shapers = new Map<string, Shaper>();
function sharedShaper(name: string): Shaper | undefined {
  const file = FILE_OF[name];
  if (!file) return undefined;
  let shaper = shapers.get(name);
  if (!shaper) {
    shaper = fontkit.create(dataOf(name, file));
    shapers.set(name, shaper);
  }
  return shaper;
}

/** Selects a font for the next text; an Arabic font shapes with the process's shared fontkit font. */
export function selectFont(doc: InstanceType<typeof PDFDocument>, name: string) {
  doc.font(name);
  const embedded = (doc as unknown as { _font: EmbeddedFont })._font;
  const shaper = sharedShaper(name);
  if (shaper && !embedded.sharedShaper) {
    embedded.font = shaper;
    embedded.subset = shaper.createSubset();
    embedded.sharedShaper = true;
  }
  return doc;
}
