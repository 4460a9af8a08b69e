import { Resvg } from "@resvg/resvg-js";
import QRCode from "qrcode";
import { CARD_EMERGENCY, CARD_SCAN, CARD_TITLE, cardRows, type MemberCard } from "./card-layout";
import { SVG_ARABIC_FONT_FAMILY, SVG_FONT_FAMILY, svgFontFiles } from "./svg-fonts";

/** The card at 85.6 × 54 mm (ID-1, a bank card's size) and about 300 dots an inch: sharp on any phone. */
const WIDTH = 1012;
const HEIGHT = 638;
const BRAND = "#0b4f8a";

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

const text = (x: number, y: number, value: string, attrs = "") =>
  `<text x="${x}" y="${y}" font-family="${SVG_FONT_FAMILY}" ${attrs}>${escapeXml(value)}</text>`;
/**
 * Arabic, right-aligned at x (or centred on it). The renderer does not fall back from the Arabic font to the Latin one
 * inside a text, so Arabic texts on the card hold Arabic letters and spaces only (the insurer's Arabic name, which
 * may hold full stops, is left to the PDF and the verification page).
 */
const arabic = (x: number, y: number, value: string, attrs = "", anchor = "end") =>
  `<text x="${x}" y="${y}" font-family="${SVG_ARABIC_FONT_FAMILY}" text-anchor="${anchor}" direction="rtl" ${attrs}>${escapeXml(value)}</text>`;

/** The card as SVG: the insurer's band, the member's name, the facts with their labels in both languages, the QR. */
async function cardSvg(card: MemberCard): Promise<string> {
  const qr = (await QRCode.toString(card.verifyUrl, { type: "svg", margin: 0, errorCorrectionLevel: "M" })).replace(
    /^<svg /,
    '<svg x="752" y="300" width="220" height="220" ',
  );
  const rows = cardRows(card)
    .map((row, i) => {
      // Each fact on two lines: its label in both languages (English left, Arabic right), then its value.
      const y = 228 + i * 66;
      return [
        text(40, y, row.label.en, 'font-size="18" fill="#4b5563"'),
        arabic(720, y, row.label.ar, 'font-size="18" fill="#4b5563"'),
        // Its value in English: the renderer's Arabic font has no Latin letters for the Arabic one's names (H+, NAS).
        text(40, y + 28, typeof row.value === "string" ? row.value : row.value.en, 'font-size="24" font-weight="600"'),
      ].join("");
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" rx="32" fill="#ffffff" stroke="#d1d5db" stroke-width="2"/>
<path d="M0 32 A32 32 0 0 1 32 0 H${WIDTH - 32} A32 32 0 0 1 ${WIDTH} 32 V110 H0 Z" fill="${BRAND}"/>
${text(40, 50, card.insurer.en, 'font-size="26" font-weight="600" fill="#ffffff"')}
${text(40, 92, CARD_TITLE.en, 'font-size="22" fill="#dbeafe"')}
${arabic(WIDTH - 40, 50, CARD_TITLE.ar, 'font-size="26" font-weight="600" fill="#ffffff"')}
${text(40, 168, card.name, 'font-size="38" font-weight="600"')}
${rows}
${text(40, 600, `${CARD_EMERGENCY.en}: ${card.emergencyPhone}`, 'font-size="22" font-weight="600" fill="#b91c1c"')}
${arabic(720, 600, CARD_EMERGENCY.ar, 'font-size="20" fill="#b91c1c"')}
${qr}
${text(862, 550, CARD_SCAN.en, 'font-size="16" text-anchor="middle" fill="#4b5563"')}
${arabic(862, 575, CARD_SCAN.ar, 'font-size="16" fill="#4b5563"', "middle")}
</svg>`;
}

/** The card as a PNG, drawn with the fonts the app ships (no system font is needed or used). */
export async function cardPng(card: MemberCard): Promise<Buffer> {
  const resvg = new Resvg(await cardSvg(card), {
    font: { fontFiles: svgFontFiles(), loadSystemFonts: false, defaultFontFamily: SVG_FONT_FAMILY },
  });
  return resvg.render().asPng();
}
