import { COMPLAINTS_PATH, isolate } from "@pp/domain";
import type { Config } from "../config";
import type { Insurer } from "../insurer-config";
import { type Bilingual, DOCUMENT_FRAME } from "./document-labels";

/**
 * What the insurer must disclose on every document it issues through the portal: who it is and its regulator
 * registration, that it carries the risk and the partner is its intermediary, how to reach it and how to complain.
 */
export type DocumentDisclosure = {
  insurer: Insurer;
  /** The partner who sold the cover, with its regulator registration; null on a document not tied to one sale. */
  partner: { name: string; registrationNo: string | null } | null;
  contactPhone: string;
  contactEmail: string;
  complaintsUrl: string;
};

/** The partner as the disclosure names it: with its regulator registration when it has one. */
function partnerNamed(p: { name: string; registrationNo: string | null }) {
  if (!p.registrationNo) return { en: p.name, ar: isolate(p.name) };
  return {
    en: `${p.name} (insurance regulator registration no. ${p.registrationNo})`,
    ar: `${isolate(p.name)} (رقم التسجيل لدى الجهة الرقابية على التأمين ${isolate(p.registrationNo)})`,
  };
}

/** What every document discloses, paragraph by paragraph, in both languages; the last says the Arabic prevails. */
export function disclosureNotes(d: DocumentDisclosure): Bilingual[] {
  const { insurer } = d;
  const partner = d.partner && partnerNamed(d.partner);
  const ar = {
    insurer: isolate(insurer.legalNameAr),
    number: isolate(insurer.registrationNo),
    address: isolate(insurer.addressAr),
  };
  const contact = { phone: isolate(d.contactPhone), email: isolate(d.contactEmail), url: isolate(d.complaintsUrl) };
  return [
    {
      en:
        `${insurer.legalName} (insurance regulator registration no. ${insurer.registrationNo}), ${insurer.address}, ` +
        "carries the risk of the cover described here" +
        (partner
          ? `; ${partner.en} sold it as the insurer's intermediary.`
          : "; insurance partners sell it as its intermediaries."),
      ar:
        `تتحمل ${ar.insurer} (رقم التسجيل لدى الجهة الرقابية على التأمين ${ar.number})، ${ar.address}، مخاطر التغطية الموضحة هنا` +
        (partner
          ? `؛ وقد باعها ${partner.ar} بصفته وسيطًا لشركة التأمين.`
          : "؛ ويبيعها شركاء التأمين بصفتهم وسطاء لها."),
    },
    {
      en: `Complaints: call customer relations on ${d.contactPhone} or write to ${d.contactEmail}; the complaints procedure is at ${d.complaintsUrl}.`,
      ar: `الشكاوى: اتصل بعلاقات العملاء على ${contact.phone} أو اكتب إلى ${contact.email}؛ وإجراءات الشكاوى على ${contact.url}.`,
    },
    DOCUMENT_FRAME.arabicPrevails,
  ];
}

/** What the configuration says about who issues documents and how to reach them. */
export type DisclosureConfig = Pick<Config, "insurer" | "CONTACT_PHONE" | "CONTACT_EMAIL" | "publicUrl">;

/** The disclosure as the configuration states it, for a document of what `partner` sold (or of no one sale). */
export function documentDisclosureOf(
  config: DisclosureConfig,
  partner: { name: string; registrationNo: string | null } | null,
): DocumentDisclosure {
  return {
    insurer: config.insurer,
    partner: partner && { name: partner.name, registrationNo: partner.registrationNo },
    contactPhone: config.CONTACT_PHONE,
    contactEmail: config.CONTACT_EMAIL,
    complaintsUrl: `${config.publicUrl}${COMPLAINTS_PATH}`,
  };
}
