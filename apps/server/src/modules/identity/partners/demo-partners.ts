import type { PartnerFlag, UserRole } from "@pp/domain";
import type { Db } from "../../../db/client";
import { invalidateSessions } from "../auth/session-invalidation";
import { addPartner, addPartnerUser } from "./partner-admin";
import { deletePartnerRows, findPartnerByUserId, findPartnersByUserIds } from "./partner-repository";
import { ensurePartnerTeam, findUserByUserId } from "./partner-user-repository";

export const DEMO_PASSWORD = "Portal#Demo2026";

export const DEMO_PARTNERS: {
  userId: string;
  name: string;
  email: string;
  flags: PartnerFlag[];
  role?: UserRole;
  registrationNo?: string;
}[] = [
  {
    userId: "agent.all",
    name: "Al Noor Insurance Brokers",
    email: "agent.all@partners.example.ae",
    flags: ["enhanced", "pa", "term", "basic", "meetings", "invitations"],
    registrationNo: "101 (demonstration)",
  },
  {
    userId: "agent.basic",
    name: "Gulf Basic Agency",
    email: "agent.basic@partners.example.ae",
    flags: ["basic"],
    registrationNo: "102 (demonstration)",
  },
  {
    userId: "underwriter",
    name: "Layla Rahman (Underwriting)",
    email: "underwriting@insurer.example.ae",
    flags: [],
    role: "underwriter",
  },
];

/** The team the demo manager leads, under the demo partner that can do everything. */
export const DEMO_TEAM = "Dubai sales";

/**
 * Users of agent.all besides its owner, to try who sees what (decision 059): a manager with a team, an agent in that
 * team and one outside it. Each sees only part of the partner's business; the owner sees it all.
 */
export const DEMO_USERS: {
  partner: string;
  userId: string;
  name: string;
  email: string;
  teamRole: "manager" | "agent";
  inTeam: boolean;
}[] = [
  {
    partner: "agent.all",
    userId: "manager.all",
    name: "Mariam Khan",
    email: "manager.all@partners.example.ae",
    teamRole: "manager",
    inTeam: true,
  },
  {
    partner: "agent.all",
    userId: "agent.team",
    name: "Arjun Pillai",
    email: "agent.team@partners.example.ae",
    teamRole: "agent",
    inTeam: true,
  },
  {
    partner: "agent.all",
    userId: "agent.solo",
    name: "Sara Haddad",
    email: "agent.solo@partners.example.ae",
    teamRole: "agent",
    inTeam: false,
  },
];

/** Seeds the demo partners and their demo users once; never called when NODE_ENV=production. */
export async function seedDemoPartners(db: Db) {
  for (const p of DEMO_PARTNERS) {
    if (await findPartnerByUserId(db, p.userId)) continue;
    await addPartner(db, { ...p, password: DEMO_PASSWORD });
  }
  for (const u of DEMO_USERS) {
    if (await findUserByUserId(db, u.userId)) continue;
    const partner = (await findPartnerByUserId(db, u.partner))!;
    const team = u.inTeam ? await ensurePartnerTeam(db, partner.id, DEMO_TEAM) : undefined;
    await addPartnerUser(db, partner.id, {
      userId: u.userId,
      name: u.name,
      email: u.email,
      password: DEMO_PASSWORD,
      teamRole: u.teamRole,
      teamId: team?.id ?? null,
      // The partner's own flags: what each may use is what both have.
      flags: DEMO_PARTNERS.find((p) => p.userId === u.partner)!.flags,
    });
  }
}

const DEMO_USER_IDS = DEMO_PARTNERS.map((p) => p.userId);
const REMOVE_DEMO_COMMAND = "npm run partners -- remove-demo";

/** The demo partners present in the partners table (id and user id): their password is published in the README. */
export const findDemoPartners = (db: Db) => findPartnersByUserIds(db, DEMO_USER_IDS);

/** The user ids of the demo partners present in the partners table. */
export async function demoPartnersIn(db: Db): Promise<string[]> {
  return (await findDemoPartners(db)).map((r) => r.userId).sort();
}

/** Why production will not start, and the one command that fixes it. */
export const demoPartnersRefusal = (userIds: string[]) =>
  [
    `Refusing to start in production: the demo partners ${userIds.join(", ")} are in the partners table, and anyone`,
    "can sign in as them with the password published in the README. Remove them, with everything recorded under",
    `them, using the same DATABASE_URL and NODE_ENV as the server:\n\n  ${REMOVE_DEMO_COMMAND}\n`,
  ].join("\n");

/**
 * Deletes the partners inside the caller's transaction (whoever removes their records first, as the foreign keys
 * require), and every instance drops its cached copy of their sessions at the commit: their sign-ins end at once.
 */
export async function deletePartners(tx: Db, partnerIds: number[]) {
  await deletePartnerRows(tx, partnerIds);
  for (const id of partnerIds) await invalidateSessions(tx, { partnerId: id });
}
