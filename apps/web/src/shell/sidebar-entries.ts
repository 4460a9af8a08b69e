import {
  INVITATION_KINDS,
  journeyStepPath,
  type PartnerDetails,
  PRODUCT_CATALOGUE,
  type PublicConfig,
  partnerSells,
  QUOTATION_JOURNEYS,
  type QuotationJourney,
} from "@pp/domain";
import { msg } from "../i18n/i18n";
import { basicPolicyListPath, HPLUS_PENDING_RENEWALS_PATH, REFUNDS_PATH } from "../paths/backoffice-paths";
import { APPROVAL_PATH } from "../paths/underwriting-paths";

/** An external product site from GET /api/config (configured URLs, opened in a new tab). */
export type ExternalSite = keyof Pick<PublicConfig["links"], "hplusRenewals" | "paSite" | "termSite">;

export type NavEntry =
  | { kind: "internal"; label: string; to: string; visibleIf?: (partner: PartnerDetails) => boolean }
  | { kind: "external"; label: string; site: ExternalSite; withAccess?: boolean };

type NavSection = { heading?: string; entries: NavEntry[] };

type NavGroup = {
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
  pa: { kind: "external", label: msg("New PA Plan Application"), site: "paSite" },
  term: { kind: "external", label: msg("New Term Plan Application"), site: "termSite" },
  basic: startOf(QUOTATION_JOURNEYS.basic),
} as const satisfies Record<string, NavEntry>;

/** Sidebar groups and entries by partner flag, exactly as the legacy portal lists them. */
const NAV_GROUPS: NavGroup[] = [
  {
    id: "underwriting",
    title: msg("Underwriting"),
    isVisible: (p) => p.user_role === "underwriter",
    sections: [{ entries: [{ kind: "internal", label: msg("Underwriting Queue"), to: APPROVAL_PATH }] }],
  },
  {
    id: "hplus",
    title: "H+",
    isVisible: (p) => partnerSells(p, "hplus"),
    sections: [
      {
        entries: [
          NEW_APPLICATION_ENTRIES.hplus,
          { kind: "external", label: msg("Health Plus Renewals"), site: "hplusRenewals", withAccess: true },
          { kind: "internal", label: msg("Quotations"), to: PRODUCT_CATALOGUE.hplus.quotationList },
          { kind: "internal", label: msg("Policies"), to: PRODUCT_CATALOGUE.hplus.policyList },
          { kind: "internal", label: msg("Health Pending Renewals"), to: HPLUS_PENDING_RENEWALS_PATH },
          { kind: "internal", label: msg("Quotation Retrieval"), to: "/Quotation-Retrieval" },
          { kind: "internal", label: msg("Upload Additional documents"), to: "/upload-additional-documents" },
          { kind: "internal", label: msg("Underwriting Approvals"), to: APPROVAL_PATH },
        ],
      },
    ],
  },
  {
    id: "pa",
    title: msg("PA Plan"),
    isVisible: (p) => partnerSells(p, "pa"),
    sections: [
      {
        entries: [
          NEW_APPLICATION_ENTRIES.pa,
          { kind: "internal", label: msg("Quotations"), to: PRODUCT_CATALOGUE.pa.quotationList },
          { kind: "internal", label: msg("Policies"), to: PRODUCT_CATALOGUE.pa.policyList },
        ],
      },
    ],
  },
  {
    id: "term",
    title: msg("Term Plan"),
    isVisible: (p) => partnerSells(p, "term"),
    sections: [
      {
        entries: [
          NEW_APPLICATION_ENTRIES.term,
          { kind: "internal", label: msg("Quotations"), to: PRODUCT_CATALOGUE.term.quotationList },
          { kind: "internal", label: msg("Policies"), to: PRODUCT_CATALOGUE.term.policyList },
        ],
      },
    ],
  },
  {
    id: "basic",
    title: msg("Basic"),
    isVisible: (p) => partnerSells(p, "basic"),
    sections: [
      { entries: [NEW_APPLICATION_ENTRIES.basic] },
      {
        heading: msg("Policies"),
        entries: [
          { kind: "internal", label: msg("New Business"), to: basicPolicyListPath("nb") },
          { kind: "internal", label: msg("Pending Renewals"), to: basicPolicyListPath("pending") },
          { kind: "internal", label: msg("Renewed Policies"), to: basicPolicyListPath("renewals") },
          { kind: "internal", label: msg("ALL"), to: PRODUCT_CATALOGUE.basic.policyList },
        ],
      },
    ],
  },
  {
    id: "servicing",
    title: msg("Policy servicing"),
    isVisible: (p) => p.user_role !== "underwriter",
    sections: [{ entries: [{ kind: "internal", label: msg("Refunds"), to: REFUNDS_PATH }] }],
  },
  {
    id: "invitations",
    title: msg("Invitations"),
    isVisible: (p) => p.invitations_allowed,
    sections: [
      {
        heading: msg("New Business"),
        entries: [
          { kind: "internal", label: "H+", to: INVITATION_KINDS.hplus.path },
          { kind: "internal", label: msg("Term Plan"), to: INVITATION_KINDS.term.path },
          { kind: "internal", label: msg("PA"), to: INVITATION_KINDS.pa.path },
          { kind: "internal", label: msg("Basic"), to: INVITATION_KINDS.basic.path },
        ],
      },
      {
        heading: msg("Renewed Business"),
        entries: [
          { kind: "internal", label: msg("Basic renewal"), to: INVITATION_KINDS["basic-renewal"].path },
          { kind: "internal", label: msg("Health Plus renewals"), to: INVITATION_KINDS["hplus-renewal"].path },
          {
            kind: "internal",
            label: msg("Video Call Invite"),
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
