import type { PartnerFlag, UserRole } from "@pp/domain";
import type { Db } from "../../../db/client";
import { invalidateSessions } from "../auth/session-invalidation";
import { addPartner } from "./partner-admin";
import { deletePartnerRows, findPartnerByUserId, findPartnersByUserIds } from "./partner-repository";

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

/** Seeds the demo partners once; never called when NODE_ENV=production. */
export async function seedDemoPartners(db: Db) {
  for (const p of DEMO_PARTNERS) {
    if (await findPartnerByUserId(db, p.userId)) continue;
    await addPartner(db, { ...p, password: DEMO_PASSWORD });
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
