/** The words of a TPA's table of benefits and medical network pages (decision 065). */
import type { Words } from "@pp/domain";

export const TPA_PAGE = {
  benefitsTitle: (tpa: string): Words => /*i18n*/ ({
    id: "page.tpa.benefitsTitle",
    message: "Table of benefits – Basic plan ({tpa})",
    values: { tpa },
  }),
  benefitsHeading: (tpa: string): Words => /*i18n*/ ({
    id: "page.tpa.benefitsHeading",
    message: "Table of benefits – Basic health plan, administered by {tpa}",
    values: { tpa },
  }),
  benefitsNote: /*i18n*/ {
    id: "page.tpa.benefitsNote",
    message: "Essential Benefits Plan as set by the Dubai Health Authority. The policy wording prevails.",
  },
  benefit: /*i18n*/ { id: "page.tpa.benefit", message: "Benefit" },
  cover: /*i18n*/ { id: "page.tpa.cover", message: "Cover" },
  networkTitle: (tpa: string): Words => /*i18n*/ ({
    id: "page.tpa.networkTitle",
    message: "Medical network – {tpa}",
    values: { tpa },
  }),
  provider: /*i18n*/ { id: "page.tpa.provider", message: "Provider" },
  type: /*i18n*/ { id: "page.tpa.type", message: "Type" },
  area: /*i18n*/ { id: "page.tpa.area", message: "Area" },
  phone: /*i18n*/ { id: "page.tpa.phone", message: "Phone" },
  networkNote: /*i18n*/ {
    id: "page.tpa.networkNote",
    message: "Call the provider before a visit to confirm it accepts the card.",
  },
};

/** The emirates a provider is loaded in, by the English name the network's file gives. */
export const EMIRATE_WORDS: ReadonlyMap<string, Words> = new Map([
  ["Abu Dhabi", /*i18n*/ { id: "page.tpa.emirate.abuDhabi", message: "Abu Dhabi" }],
  ["Ajman", /*i18n*/ { id: "page.tpa.emirate.ajman", message: "Ajman" }],
  ["Dubai", /*i18n*/ { id: "page.tpa.emirate.dubai", message: "Dubai" }],
  ["Fujairah", /*i18n*/ { id: "page.tpa.emirate.fujairah", message: "Fujairah" }],
  ["Ras Al Khaimah", /*i18n*/ { id: "page.tpa.emirate.rasAlKhaimah", message: "Ras Al Khaimah" }],
  ["Sharjah", /*i18n*/ { id: "page.tpa.emirate.sharjah", message: "Sharjah" }],
  ["Umm Al Quwain", /*i18n*/ { id: "page.tpa.emirate.ummAlQuwain", message: "Umm Al Quwain" }],
]);

/** The kinds of provider, by the English name the network's file gives. */
export const PROVIDER_KIND_WORDS: ReadonlyMap<string, Words> = new Map([
  ["Clinic", /*i18n*/ { id: "page.tpa.kind.clinic", message: "Clinic" }],
  ["Hospital", /*i18n*/ { id: "page.tpa.kind.hospital", message: "Hospital" }],
  ["Pharmacy", /*i18n*/ { id: "page.tpa.kind.pharmacy", message: "Pharmacy" }],
]);
