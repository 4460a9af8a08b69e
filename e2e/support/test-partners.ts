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
  /** Works the back office in Arabic: lists, records, the sponsor record, additional documents. */
  arabicOffice: {
    userId: "e2e.arabic.office",
    name: "E2E Arabic Office",
    email: "e2e.arabic.office@example.test",
    password: "ArabicOffice#2026",
    flags: "basic,pa",
  },
  /** Owns a brokerage whose team grows by invitation (team-invitation.spec.ts). */
  team: {
    userId: "e2e.team.owner",
    name: "E2E Team Brokers",
    email: "e2e.team.owner@example.test",
    password: "Team#Owner2026x",
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
