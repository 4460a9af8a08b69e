// The identity module's door (decision 053): who is asking. It owns the partners (and the insurer's underwriters),
// their users (decision 058), teams, the users' sessions, sign-in throttle, second factor, recovery codes, trusted browsers and password-reset links. Another
// module, app.ts, main.ts and the partners command import only what is exported here.

// Routes, registered by app.ts.
export { languageRoutes } from "./account/language-routes";
export { sessionRoutes } from "./account/session-routes";
export { purgeStaleThrottleRows } from "./auth/attempt-throttle-store";
// Sessions: resolving the signed-in partner on every request, and the guards a route asks.
export { createAuthContext } from "./auth/auth-context";
export { authRoutes } from "./auth/auth-routes";
export { unconfirmedDeliveries } from "./auth/session-cache";
export { startSessionCache } from "./auth/session-cache-start";
export {
  type ActingPartner,
  authCookies,
  currentPartner,
  currentUnderwriter,
  currentUser,
  registerSessionResolution,
  requirePartner,
  requirePartnerWith,
  type SessionCookie,
} from "./auth/session-plugin";
export { purgeExpiredSessions, resolveSession } from "./auth/session-store";
// Partners: reading them, administering them (the partners command), and the demo partners.
export {
  DEMO_PARTNERS,
  DEMO_PASSWORD,
  DEMO_TEAM,
  DEMO_USERS,
  deletePartners,
  demoPartnersIn,
  demoPartnersRefusal,
  findDemoPartners,
  seedDemoPartners,
} from "./partners/demo-partners";
export {
  addPartner,
  addPartnerUser,
  addUserToPartner,
  flagListSchema,
  importPartners,
  PartnerAdminError,
  resetPartnerPassword,
  resetPartnerTwoFactor,
  setPartnerDisabled,
  setPartnerFlags,
  setPartnerRegistration,
  setPartnerUserDisabled,
} from "./partners/partner-admin";
export {
  findPartnerById,
  findPartnerBySiteRef,
  findPartnerByUserId,
  listPartners,
  type Partner,
  partnerFlags,
} from "./partners/partner-repository";
export { type PartnerRoster, partnerRoster } from "./partners/partner-roster-repository";
export {
  findOwnerOf,
  findReportingUser,
  type PartnerUser,
  type SignedInUser,
  sellersSeenBy,
} from "./partners/partner-user-repository";
export { passwordResetRoutes } from "./password-reset/password-reset-routes";
// The team page (decision 060): its owners' routes take the quotation module's hand-over from app.ts.
export { teamInvitationRoutes } from "./team/team-invitation-routes";
export { teamRoutes } from "./team/team-routes";
export type { HandOverWork } from "./team/team-service";
export { twoFactorRoutes } from "./two-factor/two-factor-routes";
export { findTwoFactor } from "./two-factor/two-factor-store";
