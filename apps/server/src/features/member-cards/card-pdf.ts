import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { registerArabicFonts } from "../../pdf/arabic-fonts";
import { drawRtl } from "../../pdf/right-to-left";
import { CARD_EMERGENCY, CARD_SCAN, CARD_TITLE, cardRows, type MemberCard } from "./card-layout";

/** ID-1 (a bank card: 85.6 × 54 mm) in points, one card a page: printed at its real size, or kept on a phone. */
const WIDTH = 242.65;
const HEIGHT = 153.07;
const BRAND = "#0b4f8a";
const PAD = 10;
/** Where the facts end and the QR code begins. */
const QR_X = 180;

/** The cards of a policy's members, one page each, with the same facts and QR code as the PNG. */
export async function cardsPdf({ cards, title }: { cards: readonly MemberCard[]; title: string }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Producer: "Partner Portal" },
  });
  registerArabicFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const card of cards) {
    const qr = await QRCode.toBuffer(card.verifyUrl, { margin: 0, width: 240, errorCorrectionLevel: "M" });
    doc.addPage();
    drawCard(doc, card, qr);
  }
  doc.end();
  return done;
}

function drawCard(doc: InstanceType<typeof PDFDocument>, card: MemberCard, qr: Buffer) {
  doc
    .roundedRect(0.5, 0.5, WIDTH - 1, HEIGHT - 1, 8)
    .lineWidth(0.5)
    .strokeColor("#d1d5db")
    .stroke();
  doc.rect(0, 0, WIDTH, 27).fill(BRAND);
  doc
    .fillColor("#ffffff")
    .font("Helvetica-Bold")
    .fontSize(6.5)
    .text(card.insurer.en, PAD, 6, { width: 120, lineBreak: false });
  drawRtl(doc, card.insurer.ar, { x: WIDTH / 2, width: WIDTH / 2 - PAD, y: 4, size: 6.5, bold: true });
  doc.fillColor("#dbeafe").font("Helvetica").fontSize(5.5).text(CARD_TITLE.en, PAD, 17, { lineBreak: false });
  drawRtl(doc, CARD_TITLE.ar, { x: WIDTH / 2, width: WIDTH / 2 - PAD, y: 15, size: 5.5 });

  doc
    .fillColor("#111827")
    .font("Helvetica-Bold")
    .fontSize(9)
    .text(card.name, PAD, 34, { width: QR_X - PAD, lineBreak: false });
  cardRows(card).forEach((row, i) => {
    const y = 50 + i * 15.5;
    doc.fillColor("#4b5563").font("Helvetica").fontSize(4.3).text(row.label.en, PAD, y, { lineBreak: false });
    drawRtl(doc, row.label.ar, { x: 100, width: QR_X - 100 - 6, y: y - 0.5, size: 4.3 });
    doc
      .fillColor("#111827")
      .font("Helvetica-Bold")
      .fontSize(5.8)
      .text(row.value, PAD, y + 5.5, {
        width: QR_X - PAD - 4,
        lineBreak: false,
      });
  });
  doc.image(qr, QR_X, 62, { width: 52 });
  doc
    .fillColor("#4b5563")
    .font("Helvetica")
    .fontSize(3.8)
    .text(CARD_SCAN.en, QR_X - 4, 117, { width: 60, align: "center" });
  drawRtl(doc, CARD_SCAN.ar, { x: QR_X - 4, width: 60, y: 122, size: 3.8 });
  doc
    .fillColor("#b91c1c")
    .font("Helvetica-Bold")
    .fontSize(5.5)
    .text(`${CARD_EMERGENCY.en}: ${card.emergencyPhone}`, PAD, 138, {
      lineBreak: false,
    });
  drawRtl(doc, CARD_EMERGENCY.ar, { x: 110, width: QR_X - 110 - 6, y: 136, size: 5.5, bold: true });
  doc.fillColor("#000000");
}
