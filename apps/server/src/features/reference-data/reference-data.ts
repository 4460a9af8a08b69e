import { readFile } from "node:fs/promises";
import path from "node:path";
import { describeRateKey, findRepeatedRate, missingRates, type RateRow, rateRowSchema } from "@pp/domain";
import { count, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { premiumRates, renewalQuestions, tpaBenefits, tpaNetworkProviders } from "../../db/schema";
import { SEED_DIR } from "../../paths";
import { parseCsv } from "./csv";

const aedToFils = z
  .string()
  .regex(/^\d+(\.\d{1,2})?$/, "an amount in AED like 650.00")
  .transform((v) => Math.round(Number(v) * 100));

/** premium_rates.annual_premium_fils is a PostgreSQL integer. */
const MAX_STORED_FILS = 2_147_483_647;

/** The CSV's columns, each checked by the domain's own rule for that field and turned into a domain rate row. */
const csvRateRowSchema = z
  .object({
    product: rateRowSchema.shape.product,
    tpa_sno: z.coerce.number().pipe(rateRowSchema.shape.tpa),
    age_band: rateRowSchema.shape.age_band,
    gender: z.coerce.number().pipe(rateRowSchema.shape.gender),
    marital_status: rateRowSchema.shape.marital_status,
    annual_premium_aed: aedToFils.pipe(
      rateRowSchema.shape.annual_premium_fils.max(MAX_STORED_FILS, "at most AED 21474836.47"),
    ),
  })
  .transform(
    ({ tpa_sno, annual_premium_aed, ...row }): RateRow => ({
      ...row,
      tpa: tpa_sno,
      annual_premium_fils: annual_premium_aed,
    }),
  );

export class ReferenceDataError extends Error {}

function parseRows<T extends z.ZodType>(text: string, schema: T, file: string): z.output<T>[] {
  return parseCsv(text).map((raw, i) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ReferenceDataError(`${file} line ${i + 2}: ${issue.path.join(".")}: ${issue.message}`);
    }
    return parsed.data;
  });
}

/** Refuses a table that repeats a key or leaves one the pricing can ask for without a rate. */
function checkRateTable(rows: RateRow[], file: string) {
  if (rows.length === 0) throw new ReferenceDataError(`${file} holds no rates.`);
  const repeated = findRepeatedRate(rows);
  if (repeated) {
    const key = describeRateKey(rows[repeated.index]!);
    throw new ReferenceDataError(
      `${file} line ${repeated.index + 2}: repeats the rate of line ${repeated.firstIndex + 2} (${key}).`,
    );
  }
  const missing = missingRates(rows);
  if (missing.length > 0) {
    const more = missing.length > 3 ? `; and ${missing.length - 3} more` : "";
    throw new ReferenceDataError(
      `${file} has no rate for ${missing.slice(0, 3).map(describeRateKey).join("; ")}${more}.`,
    );
  }
}

/** Replaces the whole rate table in one transaction: quotes see the old or the new table, never half. */
export async function loadPremiumRates(db: Db, file = path.join(SEED_DIR, "premium-rates.csv")) {
  const rows = parseRows(await readFile(file, "utf8"), csvRateRowSchema, file);
  checkRateTable(rows, file);
  await db.transaction(async (tx) => {
    await tx.delete(premiumRates);
    await tx.insert(premiumRates).values(
      rows.map((r) => ({
        product: r.product,
        tpaSno: r.tpa,
        ageBand: r.age_band,
        gender: r.gender,
        maritalStatus: r.marital_status,
        annualPremiumFils: r.annual_premium_fils,
      })),
    );
  });
  return rows.length;
}

const benefitRowSchema = z.object({
  tpa_sno: z.coerce.number().int(),
  position: z.coerce.number().int(),
  section: z.string().min(1),
  benefit: z.string().min(1),
  cover: z.string().min(1),
});
const providerRowSchema = z.object({
  tpa_sno: z.coerce.number().int(),
  name: z.string().min(1),
  kind: z.string().min(1),
  emirate: z.string().min(1),
  area: z.string().min(1),
  phone: z.string().min(1),
});

export async function loadTpaReference(db: Db) {
  const benefitsFile = path.join(SEED_DIR, "tpa-benefits.csv");
  const networkFile = path.join(SEED_DIR, "tpa-network.csv");
  const benefits = parseRows(await readFile(benefitsFile, "utf8"), benefitRowSchema, benefitsFile);
  const providers = parseRows(await readFile(networkFile, "utf8"), providerRowSchema, networkFile);
  await db.transaction(async (tx) => {
    await tx.delete(tpaBenefits);
    await tx.delete(tpaNetworkProviders);
    await tx.insert(tpaBenefits).values(benefits.map((b) => ({ ...b, tpaSno: b.tpa_sno })));
    await tx.insert(tpaNetworkProviders).values(providers.map((p) => ({ ...p, tpaSno: p.tpa_sno })));
  });
}

/** Reference data every deployment needs (not demo data): loaded when its tables are empty. */
export async function ensureReferenceData(db: Db) {
  const [rates] = await db.select({ n: count() }).from(premiumRates);
  if (!rates?.n) await loadPremiumRates(db);
  const [benefits] = await db.select({ n: count() }).from(tpaBenefits);
  if (!benefits?.n) await loadTpaReference(db);
  await loadRenewalQuestions(db);
}

const questionRowSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  position: z.coerce.number().int(),
  text: z.string().min(10),
  expected_answer: z.enum(["true", "false"]).transform((v) => v === "true"),
});

/** Upserts the renewal declaration's questions; questions no longer in the file are kept for old answers but retired. */
export async function loadRenewalQuestions(db: Db) {
  const file = path.join(SEED_DIR, "renewal-questions.csv");
  const rows = parseRows(await readFile(file, "utf8"), questionRowSchema, file);
  const current = await db.select().from(renewalQuestions).where(eq(renewalQuestions.active, true));
  const same =
    current.length === rows.length &&
    rows.every((r) =>
      current.some(
        (c) =>
          c.id === r.id && c.position === r.position && c.text === r.text && c.expectedAnswer === r.expected_answer,
      ),
    );
  if (same) return;
  await db.transaction(async (tx) => {
    await tx.update(renewalQuestions).set({ active: false });
    for (const q of rows) {
      const values = { id: q.id, position: q.position, text: q.text, expectedAnswer: q.expected_answer, active: true };
      await tx.insert(renewalQuestions).values(values).onConflictDoUpdate({ target: renewalQuestions.id, set: values });
    }
  });
}
