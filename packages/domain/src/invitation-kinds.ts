import { say } from "./i18n/say";
import type { Product } from "./products";

// Kept apart from the invitation schemas: the web app's route table reads these on every first load, and a module
// without zod keeps the schemas (and what they import) out of the entry chunk.

/**
 * What an invitation leads the customer to (Invitations group): one model, each kind is data.
 * - quotation: the partner names one of their finalized quotations; the customer pays it.
 * - policy: the partner names one of their Basic policies due for renewal; the customer renews it.
 * - site: the customer goes to the product's own site (PA, Term) with the partner's id.
 * - site_policy: the customer renews on the H+ site with the policy number the partner typed.
 */
export type InvitationTarget = "quotation" | "policy" | "site" | "site_policy";
export type InvitationJourney = "new_business" | "renewal";

export const INVITATION_KINDS = {
  hplus: {
    product: "hplus",
    journey: "new_business",
    target: "quotation",
    title: say(/*i18n*/ { id: "invitationKinds.hInvitations", message: "H+ invitations" }),
    path: "/invitation",
  },
  term: {
    product: "term",
    journey: "new_business",
    target: "site",
    title: say(/*i18n*/ { id: "invitationKinds.termInvitations", message: "Term invitations" }),
    path: "/invitation-tp",
  },
  pa: {
    product: "pa",
    journey: "new_business",
    target: "site",
    title: say(/*i18n*/ { id: "invitationKinds.paInvitations", message: "PA invitations" }),
    path: "/invitation-pa",
  },
  basic: {
    product: "basic",
    journey: "new_business",
    target: "quotation",
    title: say(/*i18n*/ { id: "invitationKinds.basicInvitations", message: "Basic invitations" }),
    path: "/invitationbasic",
  },
  "basic-renewal": {
    product: "basic",
    journey: "renewal",
    target: "policy",
    title: say(/*i18n*/ { id: "invitationKinds.basicRenewalInvitations", message: "Basic renewal invitations" }),
    path: "/invitationsrenewals",
  },
  "hplus-renewal": {
    product: "hplus",
    journey: "renewal",
    target: "site_policy",
    title: say(/*i18n*/ { id: "invitationKinds.hRenewalInvitations", message: "H+ renewal invitations" }),
    path: "/Hrenewals",
  },
} as const satisfies Record<
  string,
  {
    product: Product;
    journey: InvitationJourney;
    target: InvitationTarget;
    title: string;
    /** The partner's list of this kind, in the sidebar's Invitations group. */
    path: string;
  }
>;
export type InvitationKind = keyof typeof INVITATION_KINDS;
export const INVITATION_KIND_KEYS = Object.keys(INVITATION_KINDS) as [InvitationKind, ...InvitationKind[]];

export const invitationKindOf = (product: string, journey: string): InvitationKind | undefined =>
  INVITATION_KIND_KEYS.find((k) => INVITATION_KINDS[k].product === product && INVITATION_KINDS[k].journey === journey);
