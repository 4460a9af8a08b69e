import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, eq, inArray } from "drizzle-orm";
import { commissionEntries, commissionLines, partnerUsers } from "../../../src/db/schema";
import { loadCommissionRules } from "../../../src/modules/commission/rules/commission-rules";
import { addPartnerUser } from "../../../src/modules/identity";
import type { TestApp } from "../../support/test-app";

/** The rules the commission tests run under, loaded as the operator's command loads them. */
export const TEST_RATES = [
  "partner,product,plan,new_business_percent,renewal_percent",
  "agent.all,basic,,12.5,7.5",
  "agent.all,term,,25,20",
  "agent.all,pa,,20,15",
];
export const TEST_SPLITS = [
  "partner,user,team,role,seller_percent,manager_percent",
  "agent.all,,,agent,80,20",
  "agent.all,,,manager,90,0",
];

/** Files written for the operator's command, in a folder of their own (`remove` deletes it). */
export async function csvFolder() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "pp-commission-"));
  let n = 0;
  return {
    async file(lines: readonly string[]) {
      const file = path.join(dir, `rules-${++n}.csv`);
      await writeFile(file, `${lines.join("\n")}\n`);
      return file;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export async function loadRules(t: TestApp, rates = TEST_RATES, splits = TEST_SPLITS) {
  const folder = await csvFolder();
  try {
    return await loadCommissionRules(t.db, await folder.file(rates), await folder.file(splits));
  } finally {
    await folder.remove();
  }
}

/** A user's row id by their sign-in id. */
export async function userRowId(t: TestApp, userId: string) {
  const [row] = await t.db.select({ id: partnerUsers.id }).from(partnerUsers).where(eq(partnerUsers.userId, userId));
  return row!.id;
}

/** A policy's commission entries in the order written, each with its lines as (sign-in id or "partner", fils). */
export async function commissionOf(t: TestApp, policyId: number) {
  const entries = await t.db
    .select()
    .from(commissionEntries)
    .where(eq(commissionEntries.policyId, policyId))
    .orderBy(asc(commissionEntries.id));
  const lines =
    entries.length === 0
      ? []
      : await t.db
          .select({
            entryId: commissionLines.entryId,
            userId: partnerUsers.userId,
            amountFils: commissionLines.amountFils,
          })
          .from(commissionLines)
          .leftJoin(partnerUsers, eq(partnerUsers.id, commissionLines.userId))
          .where(
            inArray(
              commissionLines.entryId,
              entries.map((e) => e.id),
            ),
          )
          .orderBy(asc(commissionLines.id));
  return entries.map((e) => ({
    ...e,
    lines: Object.fromEntries(
      lines.filter((l) => l.entryId === e.id).map((l) => [l.userId ?? "partner", l.amountFils] as const),
    ),
  }));
}

/** A back-office user of agent.all (who services all its business and sees no commission), signing in with the demo password. */
export async function addBackOfficeUser(t: TestApp, userId: string) {
  const [owner] = await t.db.select().from(partnerUsers).where(eq(partnerUsers.userId, "agent.all"));
  return addPartnerUser(t.db, owner!.partnerId, {
    userId,
    name: "Back Office",
    email: `${userId}@agent-all.example.test`,
    password: "Portal#Demo2026",
    teamRole: "back_office",
    flags: ["basic"],
  });
}
