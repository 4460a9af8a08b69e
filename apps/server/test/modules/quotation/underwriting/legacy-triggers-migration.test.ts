import { rm } from "node:fs/promises";
import { isolate } from "@pp/domain";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../../../src/db/client";
import { migrationsBefore, migrationsFrom } from "../../../support/migrations-before";

/*
 * Referrals recorded before the rules had Arabic kept only their English trigger, which the web translated by its
 * wording at every view; the migration gives each of the four shapes the rules wrote its Arabic once, as the rules
 * write it now, and leaves a trigger that has its Arabic, or one of no known shape, as it was.
 */
const MIGRATION = "0043_legacy-triggers-arabic";

let database: Database;
let folder: string;

const TRIGGERS = [
  "Age 66",
  "Body-mass index 41.2 (170 cm, 119 kg)",
  'Yes to "Have you been admitted to hospital?"',
  'Declared "Type 2 diabetes" (mentions "diabetes")',
  "Something else",
];

beforeAll(async () => {
  folder = await migrationsBefore(MIGRATION);
  database = await openDatabase({ dataDir: null });
  await migrate(database.db as never, { migrationsFolder: folder });
  await database.db.execute(sql`
    insert into quotations (id, quotation_no, channel, planfor, entity_type, sponsor_name, sponsor_mobile,
      sponsor_email, sponsor_date, sponsor_uid, tpa_sno)
    values (1, 'BQ-2026-000001', 1, 1, 1, 'Sponsor', '0501234567', 's@example.com', '1980-01-01',
      '201/2010/1234567', 3)`);
  for (const [i, trigger] of TRIGGERS.entries())
    await database.db.execute(sql`
      insert into underwriting_hits (id, quotation_id, member_name, rule_code, outcome, description, trigger)
      values (${i + 1}, 1, 'Omar H.', 'R1', 'refer', 'A rule', ${trigger})`);
  await database.db.execute(sql`
    insert into underwriting_hits (id, quotation_id, member_name, rule_code, outcome, description, trigger, trigger_ar)
    values (9, 1, 'Omar H.', 'R1', 'refer', 'A rule', 'Age 70', 'العمر 70 كما سُجّل')`);
  expect(await database.migrate()).toBe(await migrationsFrom(MIGRATION));
});

afterAll(async () => {
  await database?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("the Arabic of triggers recorded before the rules had it", () => {
  it("is the rules' own Arabic for each shape they wrote, the member's words isolated as they are now", async () => {
    const { rows } = (await database.db.execute(
      sql`select id, trigger_ar from underwriting_hits order by id`,
    )) as unknown as {
      rows: { id: number; trigger_ar: string }[];
    };
    expect(rows.map((r) => r.trigger_ar)).toEqual([
      "العمر 66",
      "مؤشر كتلة الجسم 41.2 (170 سم، 119 كغ)",
      "الإجابة بنعم عن «Have you been admitted to hospital?»",
      `أفصح عن «${isolate("Type 2 diabetes")}» (يذكر «${isolate("diabetes")}»)`,
      "",
      "العمر 70 كما سُجّل",
    ]);
  });
});
