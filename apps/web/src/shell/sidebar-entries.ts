import {
  journeyStepPath,
  type PartnerDetails,
  PRODUCT_CATALOGUE,
  type PublicConfig,
  partnerSells,
  QUOTATION_JOURNEYS,
  type QuotationJourney,
} from "@pp/domain";

/** An external product site from GET /api/config (configured URLs, opened in a new tab). */
export type ExternalSite = keyof Pick<PublicConfig["links"], "hplusRenewals" | "paSite" | "termSite">;

export type NavEntry =
  | { kind: "internal"; label: string; to: string; visibleIf?: (partner: PartnerDetails) => boolean }
  | { kind: "external"; label: string; site: ExternalSite; withAccess?: boolean };

export type NavSection = { heading?: string; entries: NavEntry[] };

export type NavGroup = {
  id: string;
  title: string;
  isVisible: (partner: PartnerDetails) => boolean;
  sections: NavSection[];
};

/** The wizard's step 1 of a product the portal sells itself, under the sidebar label the journey carries. */
const startOf = (journey: QuotationJourney) =>
  ({ kind: "internal", label: journey.title, to: journeyStepPath(journey, "sponsor") }) as const;

/** The "New … Application" entry of each product; the home page's cards start the same journeys. */
export const NEW_APPLICATION_ENTRIES = {
  hplus: startOf(QUOTATION_JOURNEYS.hplus),
  pa: { kind: "external", label: "New PA Plan Application", site: "paSite" },
  term: { kind: "external", label: "New Term Plan Application", site: "termSite" },
  basic: startOf(QUOTATION_JOURNEYS.basic),
} as const satisfies Record<string, NavEntry>;

/** Sidebar groups and entries by partner flag, exactly as the legacy portal lists them. */
export const NAV_GROUPS: NavGroup[] = [
  {
    id: "hplus",
    title: "H+",
    isVisible: (p) => partnerSells(p, "hplus"),
    sections: [
      {
        entries: [
          NEW_APPLICATION_ENTRIES.hplus,
          { kind: "external", label: "Health Plus Renewals", site: "hplusRenewals", withAccess: true },
          { kind: "internal", label: "Quotations", to: PRODUCT_CATALOGUE.hplus.quotationList },
          { kind: "internal", label: "Policies", to: PRODUCT_CATALOGUE.hplus.policyList },
          { kind: "internal", label: "Health Pending Renewals", to: "/renewalpolicies/renewals" },
          { kind: "internal", label: "Quotation Retrieval", to: "/Quotation-Retrieval" },
          { kind: "internal", label: "Upload Additional documents", to: "/upload-additional-documents" },
        ],
      },
    ],
  },
  {
    id: "pa",
    title: "PA Plan",
    isVisible: (p) => partnerSells(p, "pa"),
    sections: [
      {
        entries: [
          NEW_APPLICATION_ENTRIES.pa,
          { kind: "internal", label: "Quotations", to: PRODUCT_CATALOGUE.pa.quotationList },
          { kind: "internal", label: "Policies", to: PRODUCT_CATALOGUE.pa.policyList },
        ],
      },
    ],
  },
  {
    id: "term",
    title: "Term Plan",
    isVisible: (p) => partnerSells(p, "term"),
    sections: [
      {
        entries: [
          NEW_APPLICATION_ENTRIES.term,
          { kind: "internal", label: "Quotations", to: PRODUCT_CATALOGUE.term.quotationList },
          { kind: "internal", label: "Policies", to: PRODUCT_CATALOGUE.term.policyList },
        ],
      },
    ],
  },
  {
    id: "basic",
    title: "Basic",
    isVisible: (p) => partnerSells(p, "basic"),
    sections: [
      { entries: [NEW_APPLICATION_ENTRIES.basic] },
      {
        heading: "Policies",
        entries: [
          { kind: "internal", label: "New Business", to: "/policieNewBusiness/nb" },
          { kind: "internal", label: "Pending Renewals", to: "/policiePendingRenewals/pending" },
          { kind: "internal", label: "Renewed Policies", to: "/policieRenewals/renewals" },
          { kind: "internal", label: "ALL", to: PRODUCT_CATALOGUE.basic.policyList },
        ],
      },
    ],
  },
  {
    id: "invitations",
    title: "Invitations",
    isVisible: (p) => p.invitations_allowed,
    sections: [
      {
        heading: "New Business",
        entries: [
          { kind: "internal", label: "H+", to: "/invitation" },
          { kind: "internal", label: "Term Plan", to: "/invitation-tp" },
          { kind: "internal", label: "PA", to: "/invitation-pa" },
          { kind: "internal", label: "Basic", to: "/invitationbasic" },
        ],
      },
      {
        heading: "Renewed Business",
        entries: [
          { kind: "internal", label: "Basic renewal", to: "/invitationsrenewals" },
          { kind: "internal", label: "Health Plus renewals", to: "/Hrenewals" },
          {
            kind: "internal",
            label: "Video Call Invite",
            to: "/videocall-invite",
            visibleIf: (p) => p.meetings_allowed,
          },
        ],
      },
    ],
  },
];

export function visibleGroups(partner: PartnerDetails): NavGroup[] {
  return NAV_GROUPS.filter((g) => g.isVisible(partner))
    .map((g) => ({
      ...g,
      sections: g.sections
        .map((s) => ({
          ...s,
          entries: s.entries.filter((e) => e.kind === "external" || (e.visibleIf?.(partner) ?? true)),
        }))
        .filter((s) => s.entries.length > 0),
    }))
    .filter((g) => g.sections.length > 0);
}

/**
 * External product sites get the partner as `UserId`, and H+ renewals also Access=1. The
 * value is the partner's opaque reference, which the sites resolve: the sign-in id never leaves in a link.
 */
export function externalHref(
  entry: Extract<NavEntry, { kind: "external" }>,
  links: PublicConfig["links"],
  partner: PartnerDetails,
) {
  const url = new URL(links[entry.site]);
  url.searchParams.set("UserId", partner.partner_reference);
  if (entry.withAccess) url.searchParams.set("Access", "1");
  return url.toString();
}
