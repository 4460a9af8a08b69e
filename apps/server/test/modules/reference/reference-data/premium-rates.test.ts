import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hplusPlans, premiumRates } from "../../../../src/db/schema";
import { loadPremiumRates, ReferenceDataError } from "../../../../src/modules/reference/reference-data/reference-data";
import { SEED_DIR } from "../../../../src/paths";
import { createQuotationAs, validMember, validSponsor } from "../../../support/quotation-fixtures";
import { createTestApp, signInAs, type TestApp } from "../../../support/test-app";

// What `npm run rates -- load <file>` runs; the CLI only adds opening the configured database around it.

let t: TestApp;
let cookie: string;
let dir: string;
let seedLines: string[];
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, "agent.all");
  dir = await mkdtemp(path.join(os.tmpdir(), "pp-rates-"));
  seedLines = (await readFile(path.join(SEED_DIR, "premium-rates.csv"), "utf8")).trim().split("\n");
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** The seed table with some lines changed, written to a file of its own. */
async function ratesCsv(edit: (lines: string[]) => string[]) {
  const file = path.join(dir, `rates-${Math.random().toString(36).slice(2)}.csv`);
  await writeFile(file, `${edit([...seedLines]).join("\n")}\n`);
  return file;
}
const replacing = (from: string, to: string[]) => (lines: string[]) => lines.flatMap((l) => (l === from ? to : [l]));
const without = (line: string) => replacing(line, []);

const storedRates = () => t.db.select().from(premiumRates).orderBy(asc(premiumRates.id));

/** The seed's spouse: 35, female, married, on NEXTCARE (TPA 3). */
async function spousePremium() {
  const q = await createQuotationAs(t, cookie);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/quotations/${q.quotationId}/members`,
    payload: validMember(),
    headers: { cookie: `pp_session=${cookie}` },
  });
  expect(res.statusCode).toBe(201);
  return res.json().members[0].premium_fils as number;
}

// NEXTCARE, 30-39, female: one row for any marital status instead of the seed's four (married was 800.00).
const anyStatusTable = (lines: string[]) =>
  lines.filter((l) => !l.startsWith("basic,,3,30-39,2,")).concat("basic,,3,30-39,2,any,910.00");

describe("loading the premium rate table", () => {
  it("replaces the table, and members are priced from the new one (a row for any marital status included)", async () => {
    expect(await spousePremium()).toBe(80_000);
    expect(await loadPremiumRates(t.db, await ratesCsv(anyStatusTable))).toEqual({
      rates: seedLines.length - 1 - 4 + 1,
      plans: 3,
    });
    expect(await spousePremium()).toBe(91_000);
  });

  it.each([
    ["an unknown gender", "basic,,3,0-17,1,single,520.00", "basic,,3,0-17,3,single,520.00", /line 2: gender: /],
    ["an unknown TPA", "basic,,3,0-17,1,single,520.00", "basic,,2,0-17,1,single,520.00", /line 2: tpa_sno: /],
    ["an unknown age band", "basic,,3,18-29,1,single,600.00", "basic,,3,18-25,1,single,600.00", /line 10: age_band: /],
    ["an unknown marital status", "basic,,3,0-17,2,single,520.00", "basic,,3,0-17,2,engaged,520.00", /line 6: marital/],
    [
      "an amount that is not AED",
      "basic,,3,0-17,1,single,520.00",
      "basic,,3,0-17,1,single,520.5x",
      /line 2: annual_premium_aed: /,
    ],
    [
      "an amount too large to store",
      "basic,,3,0-17,1,single,520.00",
      "basic,,3,0-17,1,single,99999999.00",
      /line 2: annual/,
    ],
  ])("refuses %s, naming the line, and keeps the previous table", async (_name, from, to, message) => {
    const before = await storedRates();
    const file = await ratesCsv(replacing(from, [to]));
    await expect(loadPremiumRates(t.db, file)).rejects.toThrow(message);
    expect(await storedRates()).toEqual(before);
  });

  it("refuses a table that leaves a member it must price without a rate, naming the missing row", async () => {
    const before = await storedRates();
    const file = await ratesCsv(without("basic,,1,65+,2,widowed,1843.00"));
    await expect(loadPremiumRates(t.db, file)).rejects.toThrow(
      /has no rate for basic \/ TPA 1 \(NAS\) \/ age 65\+ \/ gender 2 \(Female\) \/ widowed\.$/,
    );
    expect(await storedRates()).toEqual(before);
    expect(await spousePremium()).toBe(91_000);
  });

  it("refuses a table that gives one member two rates", async () => {
    const file = await ratesCsv((lines) => [...lines, "basic,,3,0-17,1,single,999.00"]);
    const load = loadPremiumRates(t.db, file);
    await expect(load).rejects.toThrow(ReferenceDataError);
    await expect(load).rejects.toThrow(/line 198: repeats the rate of line 2 /);
  });

  it("refuses an empty table", async () => {
    const file = await ratesCsv((lines) => lines.slice(0, 1));
    await expect(loadPremiumRates(t.db, file)).rejects.toThrow(/holds no rates/);
  });

  it("rolls the whole replacement back when the database refuses a row half-way", async () => {
    const before = await storedRates();
    // Only the database can fail here: the file itself is valid.
    await t.db.execute(
      sql`alter table premium_rates add constraint refuse_in_test check (annual_premium_fils <> 123456)`,
    );
    try {
      const file = await ratesCsv(replacing("basic,,1,65+,2,widowed,1843.00", ["basic,,1,65+,2,widowed,1234.56"]));
      await expect(loadPremiumRates(t.db, file)).rejects.toHaveProperty(
        "cause.message",
        expect.stringContaining("refuse_in_test"),
      );
    } finally {
      await t.db.execute(sql`alter table premium_rates drop constraint refuse_in_test`);
    }
    expect(await storedRates()).toEqual(before);
    expect(await spousePremium()).toBe(91_000);
  });
});

describe("loading the H+ plan catalogue with the rates", () => {
  let planLines: string[];
  beforeAll(async () => {
    planLines = (await readFile(path.join(SEED_DIR, "hplus-plans.csv"), "utf8")).trim().split("\n");
  });
  const plansCsv = async (edit: (lines: string[]) => string[]) => {
    const file = path.join(dir, `plans-${Math.random().toString(36).slice(2)}.csv`);
    await writeFile(file, `${edit([...planLines]).join("\n")}\n`);
    return file;
  };
  const storedPlans = () => t.db.select().from(hplusPlans).orderBy(asc(hplusPlans.position));
  const seedRates = () => ratesCsv((lines) => lines);
  /** The seed's gold plan under another code and position, with the same rates. */
  const withDiamond = (lines: string[]) => [...lines, lines[2]!.replace(/^gold,2,"Gold"/, 'diamond,4,"Diamond"')];
  const diamondRates = (lines: string[]) => [
    ...lines,
    ...lines.filter((l) => l.startsWith("hplus,gold,")).map((l) => l.replace("hplus,gold,", "hplus,diamond,")),
  ];

  it("adds a plan with its rates, in the catalogue's order", async () => {
    const loaded = await loadPremiumRates(t.db, await ratesCsv(diamondRates), await plansCsv(withDiamond));
    expect(loaded.plans).toBe(4);
    expect((await storedPlans()).map((p) => p.code)).toEqual(["silver", "gold", "platinum", "diamond"]);
    expect((await storedPlans())[3]).toMatchObject({ name: "Diamond", annualLimitFils: 150_000_000, copayPercent: 10 });
  });

  it.each([
    [
      "a plan code with capitals",
      (l: string[]) => [l[0]!, l[1]!.replace("silver,", "Silver,"), ...l.slice(2)],
      /line 2: code: /,
    ],
    [
      "a co-pay over 100%",
      (l: string[]) => [l[0]!, l[1]!, l[2]!.replace(",10,", ",110,"), ...l.slice(3)],
      /line 3: copay_percent: /,
    ],
    [
      "an annual limit that is not AED",
      (l: string[]) => [...l.slice(0, 3), l[3]!.replace("5000000.00", "5m")],
      /line 4: annual_limit_aed: /,
    ],
    [
      "a repeated position",
      (l: string[]) => [...l.slice(0, 3), l[3]!.replace("platinum,3,", "platinum,2,")],
      /line 4: repeats the position of line 3 \(2\)/,
    ],
    [
      "an Arabic text left in English",
      (l: string[]) => [l[0]!, l[1]!.replace('"غرفة مشتركة"', '"Shared room"'), ...l.slice(2)],
      /line 2: room_type_ar: Write it in Arabic/,
    ],
    ["no plan at all", (l: string[]) => l.slice(0, 1), /holds no plans/],
  ])("refuses %s, naming the line, and keeps the catalogue and the rates", async (_name, edit, message) => {
    const [plansBefore, ratesBefore] = [await storedPlans(), await storedRates()];
    await expect(loadPremiumRates(t.db, await seedRates(), await plansCsv(edit))).rejects.toThrow(message);
    expect(await storedPlans()).toEqual(plansBefore);
    expect(await storedRates()).toEqual(ratesBefore);
  });

  it("refuses a plan without rates, and rates for a plan the catalogue lacks", async () => {
    await expect(loadPremiumRates(t.db, await seedRates(), await plansCsv(withDiamond))).rejects.toThrow(
      /has no rate for hplus plan diamond \/ TPA 1 \(NAS\) \/ age 0-17 /,
    );
    const bronze = (lines: string[]) => [...lines, "hplus,bronze,1,0-17,1,any,100.00"];
    await expect(loadPremiumRates(t.db, await ratesCsv(bronze))).rejects.toThrow(
      /line 198: plan: hplus has no plan "bronze" in the catalogue\./,
    );
  });

  it("refuses to drop a plan a quotation is on", async () => {
    await loadPremiumRates(t.db, await ratesCsv(diamondRates), await plansCsv(withDiamond));
    const q = await createQuotationAs(t, cookie, { ...validSponsor(), productCategory: 2 });
    await t.db.execute(sql`update quotations set plan_code = 'diamond' where id = ${q.quotationId}`);
    await expect(loadPremiumRates(t.db)).rejects.toThrow(
      /leaves out plan diamond, which quotations or policies are on/,
    );
    expect((await storedPlans()).map((p) => p.code)).toContain("diamond");
  });
});
