import { formatDisplayDate } from "@pp/domain";
import type { Bilingual } from "../../pdf/document-labels";

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
export function cardRows(card: MemberCard): { label: Bilingual; value: string }[] {
  return [
    { label: { en: "Member no.", ar: "رقم العضو" }, value: card.memberNo },
    { label: { en: "Policy no.", ar: "رقم الوثيقة" }, value: card.policyNo },
    { label: { en: "Plan", ar: "الخطة" }, value: card.plan },
    { label: { en: "TPA / network", ar: "مدير المطالبات والشبكة" }, value: `${card.tpa} / ${card.network}` },
    {
      label: { en: "Valid", ar: "صالحة" },
      // A period without words, so it reads the same in both languages.
      value: `${formatDisplayDate(card.validFrom)} – ${formatDisplayDate(card.validUntil)}`,
    },
  ];
}
