import { type PartnerDetails, PRODUCT_DESCRIPTIONS, partnerSells } from "@pp/domain";
import { NEW_APPLICATION_ENTRIES } from "../../shell/sidebar-entries";

/** One card per product the partner may sell; each starts the same journey as the sidebar's "New …" entry. */
export const HOME_PRODUCTS = [
  {
    id: "hplus",
    ...PRODUCT_DESCRIPTIONS.hplus,
    isAllowed: (p: PartnerDetails) => partnerSells(p, "hplus"),
    entry: NEW_APPLICATION_ENTRIES.hplus,
  },
  {
    id: "pa",
    ...PRODUCT_DESCRIPTIONS.pa,
    isAllowed: (p: PartnerDetails) => partnerSells(p, "pa"),
    entry: NEW_APPLICATION_ENTRIES.pa,
  },
  {
    id: "term",
    ...PRODUCT_DESCRIPTIONS.term,
    isAllowed: (p: PartnerDetails) => partnerSells(p, "term"),
    entry: NEW_APPLICATION_ENTRIES.term,
  },
  {
    id: "basic",
    ...PRODUCT_DESCRIPTIONS.basic,
    isAllowed: (p: PartnerDetails) => partnerSells(p, "basic"),
    entry: NEW_APPLICATION_ENTRIES.basic,
  },
] as const;
