import bidiFactory from "bidi-js";
import type PDFDocument from "pdfkit";
import { ARABIC_FONT, ARABIC_FONT_BOLD, ARABIC_SIGNS_FONT, ARABIC_SIGNS_FONT_BOLD, selectFont } from "./arabic-fonts";

type Pdf = InstanceType<typeof PDFDocument>;
const bidi = bidiFactory();

/** Direction marks and isolates: they steer the bidirectional algorithm and are never drawn. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** Letters of the Arabic script: a piece holding one is laid out right to left by the font engine itself. */
const ARABIC_LETTER = /[\u0620-\u064a\u066e-\u06d3\u06fa-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufefc]/;

type Style = { size: number; bold: boolean };

/**
 * A stretch of one line in one font and one direction. `text` is what was written; `shown` the same with brackets
 * mirrored where the line runs right to left.
 */
type Piece = {
  text: string;
  shown: string;
  level: number;
  font: "arabic" | "signs" | "latin";
  width: number;
  x: number;
};

function fontOf(piece: Piece, style: Style) {
  if (piece.font === "arabic") return style.bold ? ARABIC_FONT_BOLD : ARABIC_FONT;
  if (piece.font === "signs") return style.bold ? ARABIC_SIGNS_FONT_BOLD : ARABIC_SIGNS_FONT;
  return style.bold ? "Helvetica-Bold" : "Helvetica";
}

/** What pdfkit draws for a piece: Arabic letters are reversed by the shaper, signs in a right-to-left run here. */
function drawnText(piece: Piece) {
  const rtl = piece.level % 2 === 1;
  return rtl && !ARABIC_LETTER.test(piece.shown) ? [...piece.shown].reverse().join("") : piece.shown;
}

/**
 * Options that make pdfkit shape a piece as one run (without features it lays out word by word, left to right), on
 * a shared baseline so that Latin pieces sit level with Arabic ones. Kerning is off: the font kerns with extra advance
 * that PDF readers take for a space inside a word when extracting or searching text.
 */
const SHAPED = {
  features: { kern: false } as unknown as PDFKit.Mixins.TextOptions["features"],
  lineBreak: false,
  baseline: "alphabetic",
} satisfies PDFKit.Mixins.TextOptions;
/** Where the baseline of a line of Arabic sits below its top, in font sizes: level with Helvetica's. */
const BASELINE = 0.8;

/** pdfkit's embedded font, as far as right-to-left drawing needs it. */
type EmbeddedFont = {
  font: {
    hasGlyphForCodePoint(code: number): boolean;
    glyphForCodePoint(code: number): { id: number };
    layout(text: string, features: unknown): { glyphs: { id: number; codePoints: number[] }[] };
  };
  subset: { includeGlyph(id: number): number };
  unicode: number[][];
};
const embeddedFont = (doc: Pdf) => (doc as unknown as { _font: EmbeddedFont })._font;

/**
 * Splits a line of right-to-left text into pieces by embedding level and font: Arabic letters and the spaces between
 * them in the Arabic font, other signs of a right-to-left stretch (brackets mirrored, as the bidirectional algorithm
 * asks) in its Latin companion, and left-to-right stretches (numbers, Latin names, e-mail addresses) in Helvetica.
 */
function piecesOf(doc: Pdf, line: string, style: Style): Piece[] {
  const { levels } = bidi.getEmbeddingLevels(line, "rtl");
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  selectFont(doc, ARABIC_FONT);
  const arabic = embeddedFont(doc).font;
  const pieces: Piece[] = [];
  for (let i = 0; i < line.length; i++) {
    const char = line[i] as string;
    if (BIDI_CONTROLS.test(char)) continue;
    const level = levels[i] ?? 1;
    const code = char.codePointAt(0) ?? 0;
    const rtl = level % 2 === 1;
    const font = arabic.hasGlyphForCodePoint(code) && (rtl || code > 0xff) ? "arabic" : rtl ? "signs" : "latin";
    const last = pieces.at(-1);
    const shown = mirrored.get(i) ?? char;
    if (last && last.level === level && last.font === font) {
      last.text += char;
      last.shown += shown;
    } else pieces.push({ text: char, shown, level, font, width: 0, x: 0 });
  }
  for (const piece of pieces) piece.width = widthOf(doc, drawnText(piece), fontOf(piece, style), style.size);
  return pieces;
}

/**
 * Shaping is the costly part of drawing Arabic, and documents repeat the same labels and words: widths are kept by
 * font, size and text (a few thousand entries at most, then started afresh).
 */
const widths = new Map<string, number>();
function widthOf(doc: Pdf, text: string, font: string, size: number) {
  const key = `${font}\u0000${size}\u0000${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    if (widths.size > 5000) widths.clear();
    selectFont(doc, font).fontSize(size);
    width = doc.widthOfString(text, SHAPED);
    widths.set(key, width);
  }
  return width;
}

/** The pieces left to right as they appear: each run of levels at or above k reversed, from the highest level down. */
function visualOrder(pieces: Piece[]): Piece[] {
  const order = [...pieces];
  const highest = Math.max(1, ...order.map((p) => p.level));
  for (let level = highest; level >= 1; level--) {
    for (let i = 0; i < order.length; i++) {
      if ((order[i] as Piece).level < level) continue;
      let end = i;
      while (end + 1 < order.length && (order[end + 1] as Piece).level >= level) end++;
      order.splice(i, end - i + 1, ...order.slice(i, end + 1).reverse());
      i = end;
    }
  }
  return order;
}

const wordWidth = (doc: Pdf, word: string, style: Style) =>
  piecesOf(doc, word, style).reduce((sum, p) => sum + p.width, 0);

/**
 * Breaks right-to-left text into lines no wider than `width`, at spaces: each word measured once, a line as wide as
 * its words and the spaces between them.
 */
function rtlLines(doc: Pdf, text: string, width: number, style: Style): string[] {
  const space = widthOf(doc, " ", ARABIC_FONT, style.size);
  const lines: string[] = [];
  let current = "";
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const needed = wordWidth(doc, word, style);
    if (current && used + space + needed > width) {
      lines.push(current);
      current = word;
      used = needed;
    } else {
      used += (current ? space : 0) + needed;
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * Makes text copied or extracted from the PDF read as written. Readers reverse a right-to-left piece as a whole, so a
 * ligature (lam-alef) maps to its letters reversed, and a mirrored bracket maps to the bracket that was written.
 */
function mapForExtraction(doc: Pdf, piece: Piece) {
  const font = embeddedFont(doc);
  if (piece.font === "arabic") {
    for (const glyph of font.font.layout(piece.shown, SHAPED.features).glyphs) {
      if (glyph.codePoints.length > 1)
        font.unicode[font.subset.includeGlyph(glyph.id)] = [...glyph.codePoints].reverse();
    }
  } else if (piece.font === "signs") {
    [...piece.shown].forEach((shown, i) => {
      const written = [...piece.text][i] as string;
      if (shown === written) return;
      const glyph = font.font.glyphForCodePoint(shown.codePointAt(0) ?? 0);
      font.unicode[font.subset.includeGlyph(glyph.id)] = [written.codePointAt(0) ?? 0];
    });
  }
}

/** Draws one line ending at `right`; the pieces are written in reading order so that text extraction reads them so. */
function drawLine(doc: Pdf, line: string, right: number, y: number, style: Style) {
  const pieces = piecesOf(doc, line, style);
  let x = right - pieces.reduce((sum, p) => sum + p.width, 0);
  for (const piece of visualOrder(pieces)) {
    piece.x = x;
    x += piece.width;
  }
  for (const piece of pieces) {
    selectFont(doc, fontOf(piece, style)).fontSize(style.size);
    doc.text(drawnText(piece), piece.x, y + BASELINE * style.size, SHAPED);
    mapForExtraction(doc, piece);
  }
}

/** The size of the font the document writes with now (pdfkit keeps it without a public getter). */
export function currentFontSize(doc: Pdf): number {
  return (doc as unknown as { _fontSize: number })._fontSize;
}

/** How far apart two lines of Arabic text are: its letters reach further above and below than Latin ones. */
const lineHeight = (size: number) => size * 1.45;

/**
 * Draws right-to-left text, aligned right within [x, x + width], from `y` (or the cursor) down, wrapping at spaces;
 * leaves the cursor under the last line.
 */
export function drawRtl(doc: Pdf, text: string, box: { x: number; width: number; y?: number } & Partial<Style>) {
  const style: Style = { size: box.size ?? currentFontSize(doc), bold: box.bold ?? false };
  const top = box.y ?? doc.y;
  const lines = rtlLines(doc, text, box.width, style);
  lines.forEach((line, i) => {
    drawLine(doc, line, box.x + box.width, top + i * lineHeight(style.size), style);
  });
  doc.x = box.x;
  doc.y = top + lines.length * lineHeight(style.size);
}

/** The height right-to-left text takes in a box of this width, without drawing it. */
export function heightOfRtl(doc: Pdf, text: string, width: number, style: Partial<Style> = {}) {
  const full: Style = { size: style.size ?? currentFontSize(doc), bold: style.bold ?? false };
  return rtlLines(doc, text, width, full).length * lineHeight(full.size);
}
