import { type PartnerDetails, partnerSells } from "@pp/domain";
import { NEW_APPLICATION_ENTRIES } from "../../shell/sidebar-entries";

/** One card per product the partner may sell; each starts the same journey as the sidebar's "New …" entry. */
export const HOME_PRODUCTS = [
  {
    id: "hplus",
    title: "Health Plus (H+)",
    description: "Enhanced health plans with wider networks and higher limits, for individuals and companies.",
    isAllowed: (p: PartnerDetails) => partnerSells(p, "hplus"),
    entry: NEW_APPLICATION_ENTRIES.hplus,
  },
  {
    id: "pa",
    title: "Personal Accident (PA)",
    description: "Cover against accidental death and disability, on the PA plan site.",
    isAllowed: (p: PartnerDetails) => partnerSells(p, "pa"),
    entry: NEW_APPLICATION_ENTRIES.pa,
  },
  {
    id: "term",
    title: "Term Plan",
    description: "Term-life protection for a fixed period, on the term plan site.",
    isAllowed: (p: PartnerDetails) => partnerSells(p, "term"),
    entry: NEW_APPLICATION_ENTRIES.term,
  },
  {
    id: "basic",
    title: "Basic (Essential Benefits Plan)",
    description:
      "Dubai's compulsory health plan for employees earning AED 4,000 a month or less, their dependants and domestic workers.",
    isAllowed: (p: PartnerDetails) => partnerSells(p, "basic"),
    entry: NEW_APPLICATION_ENTRIES.basic,
  },
] as const;
