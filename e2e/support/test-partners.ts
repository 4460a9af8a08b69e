/**
 * Partners the harness adds with the operator CLI before the server starts. Each journey that changes
 * an account's state (lockout, password) has its own, so tests never disturb one another.
 */
export const TEST_PARTNERS = {
  lockout: {
    userId: "e2e.lockout",
    name: "E2E Lockout",
    email: "e2e.lockout@example.test",
    password: "Lockout#Pass2026",
    flags: "basic",
  },
  reset: {
    userId: "e2e.reset",
    name: "E2E Reset",
    email: "e2e.reset@example.test",
    password: "Reset#Pass2026x",
    flags: "basic",
  },
  twoFactor: {
    userId: "e2e.twofactor",
    name: "E2E Two Factor",
    email: "e2e.twofactor@example.test",
    password: "Second#Factor2026",
    flags: "basic",
  },
  sessions: {
    userId: "e2e.sessions",
    name: "E2E Sessions",
    email: "e2e.sessions@example.test",
    password: "Many#Browsers2026",
    flags: "basic",
  },
  /** Works in Arabic: its language is kept with the account. */
  arabic: {
    userId: "e2e.arabic",
    name: "E2E Arabic",
    email: "e2e.arabic@example.test",
    password: "Arabic#Pass2026",
    flags: "basic",
  },
  /** Works the back office in Arabic: lists, records, the sponsor record, additional documents, invitations. */
  arabicOffice: {
    userId: "e2e.arabic.office",
    name: "E2E Arabic Office",
    email: "e2e.arabic.office@example.test",
    password: "ArabicOffice#2026",
    flags: "basic,pa,invitations",
  },
  /** Owns a brokerage whose team grows by invitation (team-invitation.spec.ts). */
  team: {
    userId: "e2e.team.owner",
    name: "E2E Team Brokers",
    email: "e2e.team.owner@example.test",
    password: "Team#Owner2026x",
    flags: "basic",
  },
  /**
   * A brokerage whose agent, invited by its owner, sells and earns commission (brokerage-commission.spec.ts): the
   * harness loads its commission rules (`BROKERAGE_COMMISSION`) and adds another agent (`BROKERAGE_OTHER_AGENT`).
   */
  brokerage: {
    userId: "e2e.brokerage.owner",
    name: "E2E Brokerage",
    email: "e2e.brokerage.owner@example.test",
    password: "Brokerage#Owner2026",
    flags: "basic",
  },
  /** Reaches its daily limit of video call invites. */
  quota: {
    userId: "e2e.quota",
    name: "E2E Quota",
    email: "e2e.quota@example.test",
    password: "Quota#Pass2026x",
    flags: "meetings",
  },
} as const;

/** Another agent of the brokerage, added with the operator's `partners add-user`: their sale is not the invited agent's. */
export const BROKERAGE_OTHER_AGENT = {
  userId: "e2e.brokerage.other",
  name: "Omar Other Agent",
  email: "e2e.brokerage.other@example.test",
  password: "Other#Agent2026x",
} as const;

/**
 * The journeys' commission rules, loaded with the operator's `commission load` before the server starts: Basic earns
 * the brokerage 10 % of the premium without VAT (7.5 % on renewals), of which an agent who sold it gets 80 % and the
 * partner keeps the rest. A load replaces every partner's rules, and the server seeds the demo partners' only while
 * none are loaded: in the journeys the demo partners earn nothing, and no journey but the brokerage's reads commission.
 */
export const BROKERAGE_COMMISSION = {
  ratePercent: 10,
  agentPercent: 80,
  rates: `partner,product,plan,new_business_percent,renewal_percent\n${TEST_PARTNERS.brokerage.userId},basic,,10,7.5\n`,
  splits: `partner,user,team,role,seller_percent,manager_percent\n${TEST_PARTNERS.brokerage.userId},,,agent,80,0\n`,
} as const;
