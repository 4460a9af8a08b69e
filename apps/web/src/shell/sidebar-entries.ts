import {
  INVITATION_KINDS,
  journeyStepPath,
  type PartnerDetails,
  PRODUCT_CATALOGUE,
  type PublicConfig,
  partnerSells,
  QUOTATION_JOURNEYS,
  type QuotationJourney,
  type Words,
} from "@pp/domain";
import { basicPolicyListPath, HPLUS_PENDING_RENEWALS_PATH, REFUNDS_PATH } from "../paths/backoffice-paths";
import { APPROVAL_PATH } from "../paths/underwriting-paths";

const BASIC_WORDS = /*i18n*/ { id: "shell.sidebarEntries.basic", message: "Basic" };
const NEW_BUSINESS_WORDS = /*i18n*/ { id: "shell.sidebarEntries.newBusiness", message: "New Business" };
const POLICIES_WORDS = /*i18n*/ { id: "shell.sidebarEntries.policies", message: "Policies" };
const QUOTATIONS_WORDS = /*i18n*/ { id: "shell.sidebarEntries.quotations", message: "Quotations" };
const TERM_PLAN_WORDS = /*i18n*/ { id: "shell.sidebarEntries.termPlan", message: "Term Plan" };

/** An external product site from GET /api/config (configured URLs, opened in a new tab). */
export type ExternalSite = keyof Pick<PublicConfig["links"], "hplusRenewals" | "paSite" | "termSite">;

/** What an entry says: the app's words, or a text the domain wrote (a journey's title) or never translated ("H+"). */
type Label = Words | string;

export type NavEntry =
  | { kind: "internal"; label: Label; to: string; visibleIf?: (partner: PartnerDetails) => boolean }
  | { kind: "external"; label: Label; site: ExternalSite; withAccess?: boolean };

type NavSection = { heading?: Words; entries: NavEntry[] };

type NavGroup = {
  id: string;
  title: Label;
  isVisible: (partner: PartnerDetails) => boolean;
  sections: NavSection[];
};

/** The wizard's step 1 of a product the portal sells itself, under the sidebar label the journey carries. */
const startOf = (journey: QuotationJourney) =>
  ({ kind: "internal", label: journey.title, to: journeyStepPath(journey, "sponsor") }) as const;

/** The "New … Application" entry of each product; the home page's cards start the same journeys. */
export const NEW_APPLICATION_ENTRIES = {
  hplus: startOf(QUOTATION_JOURNEYS.hplus),
  pa: {
    kind: "external",
    label: /*i18n*/ { id: "shell.sidebarEntries.newPaPlanApplication", message: "New PA Plan Application" },
    site: "paSite",
  },
  term: {
    kind: "external",
    label: /*i18n*/ { id: "shell.sidebarEntries.newTermPlanApplication", message: "New Term Plan Application" },
    site: "termSite",
  },
  basic: startOf(QUOTATION_JOURNEYS.basic),
} as const satisfies Record<string, NavEntry>;

/** Sidebar groups and entries by partner flag, exactly as the legacy portal lists them. */
const NAV_GROUPS: NavGroup[] = [
  {
    id: "underwriting",
    title: /*i18n*/ { id: "shell.sidebarEntries.underwriting", message: "Underwriting" },
    isVisible: (p) => p.user_role === "underwriter",
    sections: [
      {
        entries: [
          {
            kind: "internal",
            label: /*i18n*/ { id: "shell.sidebarEntries.underwritingQueue", message: "Underwriting Queue" },
            to: APPROVAL_PATH,
          },
        ],
      },
    ],
  },
  {
    id: "hplus",
    title: "H+",
    isVisible: (p) => partnerSells(p, "hplus"),
    sections: [
      {
        entries: [
          NEW_APPLICATION_ENTRIES.hplus,
          {
            kind: "external",
            label: /*i18n*/ { id: "shell.sidebarEntries.healthPlusRenewals", message: "Health Plus Renewals" },
            site: "hplusRenewals",
            withAccess: true,
          },
          {
            kind: "internal",
            label: QUOTATIONS_WORDS,
            to: PRODUCT_CATALOGUE.hplus.quotationList,
          },
          {
            kind: "internal",
            label: POLICIES_WORDS,
            to: PRODUCT_CATALOGUE.hplus.policyList,
          },
          {
            kind: "internal",
            label: /*i18n*/ { id: "shell.sidebarEntries.healthPendingRenewals", message: "Health Pending Renewals" },
            to: HPLUS_PENDING_RENEWALS_PATH,
          },
          {
            kind: "internal",
            label: /*i18n*/ { id: "shell.sidebarEntries.quotationRetrieval", message: "Quotation Retrieval" },
            to: "/Quotation-Retrieval",
          },
          {
            kind: "internal",
            label: /*i18n*/ {
              id: "shell.sidebarEntries.uploadAdditionalDocuments",
              message: "Upload Additional documents",
            },
            to: "/upload-additional-documents",
          },
          {
            kind: "internal",
            label: /*i18n*/ { id: "shell.sidebarEntries.underwritingApprovals", message: "Underwriting Approvals" },
            to: APPROVAL_PATH,
          },
        ],
      },
    ],
  },
  {
    id: "pa",
    title: /*i18n*/ { id: "shell.sidebarEntries.paPlan", message: "PA Plan" },
    isVisible: (p) => partnerSells(p, "pa"),
    sections: [
      {
        entries: [
          NEW_APPLICATION_ENTRIES.pa,
          {
            kind: "internal",
            label: QUOTATIONS_WORDS,
            to: PRODUCT_CATALOGUE.pa.quotationList,
          },
          {
            kind: "internal",
            label: POLICIES_WORDS,
            to: PRODUCT_CATALOGUE.pa.policyList,
          },
        ],
      },
    ],
  },
  {
    id: "term",
    title: TERM_PLAN_WORDS,
    isVisible: (p) => partnerSells(p, "term"),
    sections: [
      {
        entries: [
          NEW_APPLICATION_ENTRIES.term,
          {
            kind: "internal",
            label: QUOTATIONS_WORDS,
            to: PRODUCT_CATALOGUE.term.quotationList,
          },
          {
            kind: "internal",
            label: POLICIES_WORDS,
            to: PRODUCT_CATALOGUE.term.policyList,
          },
        ],
      },
    ],
  },
  {
    id: "basic",
    title: BASIC_WORDS,
    isVisible: (p) => partnerSells(p, "basic"),
    sections: [
      { entries: [NEW_APPLICATION_ENTRIES.basic] },
      {
        heading: POLICIES_WORDS,
        entries: [
          {
            kind: "internal",
            label: NEW_BUSINESS_WORDS,
            to: basicPolicyListPath("nb"),
          },
          {
            kind: "internal",
            label: /*i18n*/ { id: "shell.sidebarEntries.pendingRenewals", message: "Pending Renewals" },
            to: basicPolicyListPath("pending"),
          },
          {
            kind: "internal",
            label: /*i18n*/ { id: "shell.sidebarEntries.renewedPolicies", message: "Renewed Policies" },
            to: basicPolicyListPath("renewals"),
          },
          {
            kind: "internal",
            label: /*i18n*/ { id: "shell.sidebarEntries.all", message: "ALL" },
            to: PRODUCT_CATALOGUE.basic.policyList,
          },
        ],
      },
    ],
  },
  {
    id: "servicing",
    title: /*i18n*/ { id: "shell.sidebarEntries.policyServicing", message: "Policy servicing" },
    isVisible: (p) => p.user_role !== "underwriter",
    sections: [
      {
        entries: [
          {
            kind: "internal",
            label: /*i18n*/ { id: "shell.sidebarEntries.refunds", message: "Refunds" },
            to: REFUNDS_PATH,
          },
        ],
      },
    ],
  },
  {
    id: "invitations",
    title: /*i18n*/ { id: "shell.sidebarEntries.invitations", message: "Invitations" },
    isVisible: (p) => p.invitations_allowed,
    sections: [
      {
        heading: NEW_BUSINESS_WORDS,
        entries: [
          { kind: "internal", label: "H+", to: INVITATION_KINDS.hplus.path },
          {
            kind: "internal",
            label: TERM_PLAN_WORDS,
            to: INVITATION_KINDS.term.path,
          },
          {
            kind: "internal",
            label: /*i18n*/ { id: "shell.sidebarEntries.pa", message: "PA" },
            to: INVITATION_KINDS.pa.path,
          },
          {
            kind: "internal",
            label: BASIC_WORDS,
            to: INVITATION_KINDS.basic.path,
          },
        ],
      },
      {
        heading: /*i18n*/ { id: "shell.sidebarEntries.renewedBusiness", message: "Renewed Business" },
        entries: [
          {
            kind: "internal",
            label: /*i18n*/ { id: "shell.sidebarEntries.basicRenewal", message: "Basic renewal" },
            to: INVITATION_KINDS["basic-renewal"].path,
          },
          {
            kind: "internal",
            label: /*i18n*/ { id: "shell.sidebarEntries.healthPlusRenewals2", message: "Health Plus renewals" },
            to: INVITATION_KINDS["hplus-renewal"].path,
          },
          {
            kind: "internal",
            label: /*i18n*/ { id: "shell.sidebarEntries.videoCallInvite", message: "Video Call Invite" },
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
