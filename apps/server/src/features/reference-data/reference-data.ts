import { readFile } from "node:fs/promises";
import path from "node:path";
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

const rateRowSchema = z.object({
  product: z.string().min(1),
  tpa_sno: z.coerce.number().int(),
  age_band: z.string().min(1),
  gender: z.coerce.number().int().min(1).max(2),
  marital_status: z.string().min(1),
  annual_premium_aed: aedToFils,
});

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

/** Replaces the whole rate table in one transaction: quotes see the old or the new table, never half. */
export async function loadPremiumRates(db: Db, file = path.join(SEED_DIR, "premium-rates.csv")) {
  const rows = parseRows(await readFile(file, "utf8"), rateRowSchema, file);
  if (rows.length === 0) throw new ReferenceDataError(`${file} holds no rates.`);
  await db.transaction(async (tx) => {
    await tx.delete(premiumRates);
    await tx.insert(premiumRates).values(
      rows.map((r) => ({
        product: r.product,
        tpaSno: r.tpa_sno,
        ageBand: r.age_band,
        gender: r.gender,
        maritalStatus: r.marital_status,
        annualPremiumFils: r.annual_premium_aed,
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
