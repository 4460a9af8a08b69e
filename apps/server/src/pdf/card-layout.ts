import { formatDisplayDate, isolate } from "@pp/domain";
import { localizeMessage } from "../i18n/localize-answer";
import { type Bilingual, bilingual, inBoth, LABELS } from "./document-labels";
import type { Cell } from "./typeset/document-blocks";

/** What a member's card says, whichever way it is drawn (PNG for the phone, PDF to print). */
export type MemberCard = {
  insurer: Bilingual;
  name: string;
  memberNo: string;
  policyNo: string;
  plan: string;
  tpa: string;
  network: string;
  validFrom: string;
  validUntil: string;
  emergencyPhone: string;
  /** The verification page the QR code opens. */
  verifyUrl: string;
};

/** The cards' document's own title (its PDF metadata), in both languages. */
export const CARDS_DOCUMENT_TITLE: Bilingual = bilingual(
  /*i18n*/ { id: "document.cards.documentTitle", message: "Member health cards" },
);
export const CARD_TITLE: Bilingual = bilingual(
  /*i18n*/ { id: "document.card.title", message: "Health insurance card" },
);
export const CARD_EMERGENCY: Bilingual = bilingual(
  /*i18n*/ { id: "document.card.emergency", message: "Emergency and approvals" },
);
export const CARD_SCAN: Bilingual = bilingual(
  /*i18n*/ { id: "document.card.scan", message: "Scan to check this card" },
);

/** The card's facts, one row each, in the order both drawings print them. */
export function cardRows(card: MemberCard): { label: Bilingual; value: Cell }[] {
  return [
    { label: bilingual(/*i18n*/ { id: "document.card.memberNo", message: "Member no." }), value: card.memberNo },
    { label: bilingual(/*i18n*/ { id: "document.card.policyNo", message: "Policy no." }), value: card.policyNo },
    // The plan and the network in both languages (the administrator's name is a name in either).
    { label: LABELS.plan, value: inBoth(card.plan) },
    {
      label: bilingual(/*i18n*/ { id: "document.card.tpaNetwork", message: "TPA / network" }),
      value: tpaAndNetwork(card),
    },
    {
      label: bilingual(/*i18n*/ { id: "document.card.valid", message: "Valid" }),
      // A period without words, so it reads the same in both languages.
      value: `${formatDisplayDate(card.validFrom)} – ${formatDisplayDate(card.validUntil)}`,
    },
  ];
}

function tpaAndNetwork(card: MemberCard): Cell {
  const en = `${card.tpa} / ${card.network}`;
  const network = localizeMessage(card.network, "ar");
  return network === card.network ? en : { en, ar: `${isolate(card.tpa)} / ${network}` };
}
