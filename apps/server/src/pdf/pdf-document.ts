import PDFDocument from "pdfkit";
import { registerArabicFonts } from "./arabic-fonts";
import { bilingualLine, CONTENT_LEFT as LEFT, CONTENT_RIGHT as RIGHT } from "./bilingual-text";
import { type DocumentDisclosure, disclosureBlock } from "./document-disclosure";
import { type Bilingual, DOCUMENT_FRAME } from "./document-labels";
import { currentFontSize, drawRtl, heightOfRtl } from "./right-to-left";

type Pdf = InstanceType<typeof PDFDocument>;

const BRAND = "#0b4f8a";

/**
 * Renders a document in English and Arabic with pdfkit (Helvetica for Latin text, the shipped Arabic font for Arabic)
 * and collects the bytes. Every document names the insurer at the top and ends with what the insurer must disclose
 * and the rule that the Arabic text prevails.
 */
export function renderPdf(title: Bilingual, disclosure: DocumentDisclosure, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: LEFT,
    info: { Title: `${title.en} / ${title.ar}`, Author: disclosure.insurer.legalName, Producer: "Partner Portal" },
  });
  registerArabicFonts(doc);
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    bilingualLine(
      doc,
      { en: disclosure.insurer.legalName, ar: disclosure.insurer.legalNameAr },
      { size: 14, bold: true, color: BRAND },
    );
    bilingualLine(doc, DOCUMENT_FRAME.tagline, { size: 9, color: "#555" });
    doc.moveDown(1.2);
    bilingualLine(doc, title, { size: 16, bold: true });
    doc.moveDown(0.6).font("Helvetica").fontSize(10);
    draw(doc);
    doc.moveDown(1.5);
    disclosureBlock(doc, disclosure);
    doc.end();
  });
}

const LABEL_WIDTH = 150;
const ARABIC_LABEL_WIDTH = 130;
const VALUE_X = LEFT + LABEL_WIDTH + 5;
const VALUE_WIDTH = RIGHT - ARABIC_LABEL_WIDTH - 10 - VALUE_X;

/**
 * Rows of English label, value, Arabic label: the value (a text in both languages shows English above Arabic) sits
 * between the two labels, and each row is as tall as its tallest part.
 */
export function keyValues(doc: Pdf, rows: (readonly [Bilingual, Cell])[]) {
  for (const [label, value] of rows) {
    const y = doc.y;
    const size = currentFontSize(doc);
    doc.font("Helvetica-Bold").fontSize(size).text(label.en, LEFT, y, { width: LABEL_WIDTH });
    let bottom = doc.y;
    drawCell(doc, value, VALUE_X, y, VALUE_WIDTH, false);
    bottom = Math.max(bottom, doc.y);
    drawRtl(doc, label.ar, { x: RIGHT - ARABIC_LABEL_WIDTH, width: ARABIC_LABEL_WIDTH, y, size, bold: true });
    doc.y = Math.max(bottom, doc.y) + size * 0.2;
    doc.font("Helvetica").fontSize(size);
  }
  doc.x = LEFT;
}

/** A heading in both languages, with a little space above it. */
export function heading(doc: Pdf, text: Bilingual) {
  doc.moveDown(0.8);
  bilingualLine(doc, text, { size: 12, bold: true });
  doc.moveDown(0.3);
}

/** The plan's benefits as a titled two-column table: what a policy schedule and a quotation print for H+. */
export function benefitsTable(doc: Pdf, benefits: readonly { label: string; value: string }[]) {
  if (benefits.length === 0) return;
  heading(doc, DOCUMENT_FRAME.benefitsHeading);
  doc.fontSize(9);
  table(
    doc,
    [DOCUMENT_FRAME.benefit, DOCUMENT_FRAME.cover],
    [170, 325],
    benefits.map((b) => [b.label, b.value]),
  );
}

/** A cell holds a value (a name, a date, an amount) or a text in both languages, English above Arabic. */
type Cell = string | Bilingual;

function cellHeight(doc: Pdf, cell: Cell, width: number) {
  if (typeof cell === "string") return doc.heightOfString(cell, { width });
  return doc.heightOfString(cell.en, { width }) + heightOfRtl(doc, cell.ar, width);
}

function drawCell(doc: Pdf, cell: Cell, x: number, y: number, width: number, bold: boolean) {
  const size = currentFontSize(doc);
  doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(size);
  if (typeof cell === "string") {
    doc.text(cell, x, y, { width });
    return;
  }
  doc.text(cell.en, x, y, { width });
  drawRtl(doc, cell.ar, { x, width, size, bold });
}

/**
 * A table: header row, then rows; widths in points. Each row is as tall as its tallest cell (benefit texts wrap),
 * and a row that would not fit starts a new page with the header again.
 */
export function table(doc: Pdf, headers: Cell[], widths: number[], rows: Cell[][]) {
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const heightOf = (cells: Cell[], bold: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica");
    return Math.max(...cells.map((cell, i) => cellHeight(doc, cell, widths[i]! - 6)));
  };
  const draw = (cells: Cell[], bold: boolean) => {
    const y = doc.y;
    const height = heightOf(cells, bold);
    let x = LEFT;
    cells.forEach((cell, i) => {
      drawCell(doc, cell, x, y, widths[i]! - 6, bold);
      x += widths[i]!;
    });
    doc.y = y + height + 4;
  };
  draw(headers, true);
  for (const row of rows) {
    if (doc.y + heightOf(row, false) > bottom()) {
      doc.addPage();
      draw(headers, true);
    }
    draw(row, false);
  }
  doc.x = LEFT;
}
