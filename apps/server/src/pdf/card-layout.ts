import { formatDisplayDate, isolate } from "@pp/domain";
import { localizeMessage } from "../i18n/localize-answer";
import { type Bilingual, inBoth } from "./document-labels";
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

export const CARD_TITLE: Bilingual = { en: "Health insurance card", ar: "بطاقة التأمين الصحي" };
export const CARD_EMERGENCY: Bilingual = { en: "Emergency and approvals", ar: "الطوارئ والموافقات" };
export const CARD_SCAN: Bilingual = { en: "Scan to check this card", ar: "امسح للتحقق من البطاقة" };

/** The card's facts, one row each, in the order both drawings print them. */
export function cardRows(card: MemberCard): { label: Bilingual; value: Cell }[] {
  return [
    { label: { en: "Member no.", ar: "رقم العضو" }, value: card.memberNo },
    { label: { en: "Policy no.", ar: "رقم الوثيقة" }, value: card.policyNo },
    // The plan and the network in both languages (the administrator's name is a name in either).
    { label: { en: "Plan", ar: "الخطة" }, value: inBoth(card.plan) },
    { label: { en: "TPA / network", ar: "مدير المطالبات والشبكة" }, value: tpaAndNetwork(card) },
    {
      label: { en: "Valid", ar: "صالحة" },
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
