import QRCode from "qrcode";
import { CARD_EMERGENCY, CARD_SCAN, CARD_TITLE, cardRows, type MemberCard } from "./card-layout";
import { CARD_TEMPLATE } from "./card-template";
import { typesetPdf } from "./typeset/typst-compiler";

/** The cards of a policy's members, one page each, with the same facts and QR code as the PNG, typeset by Typst. */
export async function cardsPdf({ cards, title }: { cards: readonly MemberCard[]; title: string }): Promise<Buffer> {
  const typeset = await Promise.all(
    cards.map(async (card) => ({
      insurer: card.insurer,
      name: card.name,
      rows: cardRows(card),
      emergencyPhone: card.emergencyPhone,
      qr: await QRCode.toString(card.verifyUrl, { type: "svg", margin: 0, errorCorrectionLevel: "M" }),
    })),
  );
  return typesetPdf(CARD_TEMPLATE, {
    title,
    author: cards[0]?.insurer.en ?? "",
    cardTitle: CARD_TITLE,
    emergency: CARD_EMERGENCY,
    scan: CARD_SCAN,
    cards: typeset,
  });
}
