import type PDFDocument from "pdfkit";
import type { Bilingual } from "./document-labels";
import { drawRtl } from "./right-to-left";

type Pdf = InstanceType<typeof PDFDocument>;

/** The page's margins on A4: where text starts and ends. */
export const CONTENT_LEFT = 50;
export const CONTENT_RIGHT = 545;
const LEFT = CONTENT_LEFT;
const RIGHT = CONTENT_RIGHT;
const CONTENT_WIDTH = RIGHT - LEFT;

/** English at the left margin and Arabic at the right one, on the same line; the cursor goes under the taller. */
export function bilingualLine(doc: Pdf, text: Bilingual, style: { size: number; bold?: boolean; color?: string }) {
  const top = doc.y;
  const bold = style.bold ?? false;
  doc
    .fillColor(style.color ?? "#000")
    .font(bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(style.size);
  doc.text(text.en, LEFT, top, { width: CONTENT_WIDTH / 2 - 10 });
  const englishBottom = doc.y;
  drawRtl(doc, text.ar, {
    x: LEFT + CONTENT_WIDTH / 2 + 10,
    width: CONTENT_WIDTH / 2 - 10,
    y: top,
    size: style.size,
    bold,
  });
  doc.y = Math.max(englishBottom, doc.y);
  doc.x = LEFT;
  doc.fillColor("#000");
}

/** A paragraph in English, then the same in Arabic, right-aligned under it. */
export function bilingualNote(doc: Pdf, text: Bilingual, size = 8) {
  doc.fillColor("#555").font("Helvetica").fontSize(size).text(text.en, LEFT, doc.y, { width: CONTENT_WIDTH });
  doc.moveDown(0.2);
  doc.fillColor("#555");
  drawRtl(doc, text.ar, { x: LEFT, width: CONTENT_WIDTH, size });
  doc.fillColor("#000");
}
