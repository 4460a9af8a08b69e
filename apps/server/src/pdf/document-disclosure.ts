import { COMPLAINTS_PATH, type WordsValue } from "@pp/domain";
import type { Config } from "../config";
import type { Insurer } from "../insurer-config";
import { type Bilingual, bilingual, bilingualEach, DOCUMENT_FRAME } from "./document-labels";

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

/**
 * The partner as the disclosure names it: with its regulator registration when it has one (words, translated in the
 * sentence's language), else its name alone (a value, isolated in Arabic).
 */
function partnerNamed(p: { name: string; registrationNo: string | null }): WordsValue {
  if (!p.registrationNo) return p.name;
  return /*i18n*/ {
    id: "document.disclosure.partnerRegistered",
    message: "{name} (insurance regulator registration no. {registrationNo})",
    values: { name: p.name, registrationNo: p.registrationNo },
  };
}

/** Who carries the risk and who sold the cover: the insurer named in each language, with its registration. */
function whoCarriesTheRisk(d: DocumentDisclosure): Bilingual {
  const { insurer } = d;
  const ar = { insurer: insurer.legalNameAr, registrationNo: insurer.registrationNo, address: insurer.addressAr };
  if (!d.partner) {
    return bilingualEach(
      /*i18n*/ {
        id: "document.disclosure.insurer",
        message:
          "{insurer} (insurance regulator registration no. {registrationNo}), {address}, carries the risk of the cover described here; insurance partners sell it as its intermediaries.",
        values: { insurer: insurer.legalName, registrationNo: insurer.registrationNo, address: insurer.address },
      },
      ar,
    );
  }
  const partner = partnerNamed(d.partner);
  return bilingualEach(
    /*i18n*/ {
      id: "document.disclosure.insurerAndPartner",
      message:
        "{insurer} (insurance regulator registration no. {registrationNo}), {address}, carries the risk of the cover described here; {partner} sold it as the insurer's intermediary.",
      values: { insurer: insurer.legalName, registrationNo: insurer.registrationNo, address: insurer.address, partner },
    },
    { ...ar, partner },
  );
}

/** What every document discloses, paragraph by paragraph, in both languages; the last says the Arabic prevails. */
export function disclosureNotes(d: DocumentDisclosure): Bilingual[] {
  return [
    whoCarriesTheRisk(d),
    bilingual(
      /*i18n*/ {
        id: "document.disclosure.complaints",
        message:
          "Complaints: call customer relations on {phone} or write to {email}; the complaints procedure is at {url}.",
        values: { phone: d.contactPhone, email: d.contactEmail, url: d.complaintsUrl },
      },
    ),
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
