import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  arabicText,
  describeRateKey,
  findMisplacedPlan,
  findRepeatedPlan,
  findRepeatedRate,
  type HplusPlan,
  hplusPlanArabicSchema,
  hplusPlanSchema,
  medicalQuestionSchema,
  missingRates,
  type RateRow,
  rateRowSchema,
} from "@pp/domain";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { SEED_DIR } from "../../../paths";
import { parseRows, ReferenceDataError } from "./csv-rows";
import {
  activeMedicalQuestions,
  activeRenewalQuestions,
  plansInUseOutside,
  referenceDataCounts,
  replaceActiveMedicalQuestions,
  replaceActiveRenewalQuestions,
  replacePlansAndRates,
  replaceTpaReference,
} from "./reference-data-repository";
import { loadUnderwritingRules } from "./underwriting-rules";

export { ReferenceDataError };

const aedToFils = z
  .string()
  .regex(/^\d+(\.\d{1,2})?$/, "an amount in AED like 650.00")
  .transform((v) => Math.round(Number(v) * 100));

/** premium_rates.annual_premium_fils and the plans' amounts are PostgreSQL integers. */
const MAX_STORED_FILS = 2_147_483_647;
const storedFils = (schema: z.ZodNumber) => aedToFils.pipe(schema.max(MAX_STORED_FILS, "at most AED 21474836.47"));

/** The CSV's columns, each checked by the domain's own rule for that field and turned into a domain rate row. */
const csvRateRowSchema = z
  .object({
    product: rateRowSchema.shape.product,
    plan: rateRowSchema.shape.plan,
    tpa_sno: z.coerce.number().pipe(rateRowSchema.shape.tpa),
    age_band: rateRowSchema.shape.age_band,
    gender: z.coerce.number().pipe(rateRowSchema.shape.gender),
    marital_status: rateRowSchema.shape.marital_status,
    annual_premium_aed: storedFils(rateRowSchema.shape.annual_premium_fils),
  })
  .transform(
    ({ tpa_sno, annual_premium_aed, ...row }): RateRow => ({
      ...row,
      tpa: tpa_sno,
      annual_premium_fils: annual_premium_aed,
    }),
  );

/** The plan catalogue's columns: the domain's plan (its Arabic in Arabic) with its amounts in AED, as an operator writes them. */
const csvPlanRowSchema = hplusPlanArabicSchema
  .omit({ annual_limit_fils: true, deductible_fils: true, position: true, copay_percent: true })
  .extend({
    position: z.coerce.number().pipe(hplusPlanSchema.shape.position),
    copay_percent: z.coerce.number().pipe(hplusPlanSchema.shape.copay_percent),
    annual_limit_aed: storedFils(hplusPlanSchema.shape.annual_limit_fils),
    deductible_aed: storedFils(hplusPlanSchema.shape.deductible_fils),
  })
  .transform(
    ({ annual_limit_aed, deductible_aed, ...plan }): HplusPlan => ({
      ...plan,
      annual_limit_fils: annual_limit_aed,
      deductible_fils: deductible_aed,
    }),
  );

/** Refuses a catalogue with no plan, or one that repeats a plan's code or position. */
function checkPlans(plans: HplusPlan[], file: string) {
  if (plans.length === 0) throw new ReferenceDataError(`${file} holds no plans.`);
  const repeated = findRepeatedPlan(plans);
  if (repeated) {
    throw new ReferenceDataError(
      `${file} line ${repeated.index + 2}: repeats the ${repeated.field} of line ${repeated.firstIndex + 2} (${plans[repeated.index]![repeated.field]}).`,
    );
  }
}

/** Refuses a table that repeats a key or leaves one the pricing can ask for (under every plan) without a rate. */
function checkRateTable(rows: RateRow[], file: string, planCodes: string[]) {
  if (rows.length === 0) throw new ReferenceDataError(`${file} holds no rates.`);
  const misplaced = findMisplacedPlan(rows, planCodes);
  if (misplaced !== undefined) {
    const row = rows[misplaced]!;
    throw new ReferenceDataError(
      `${file} line ${misplaced + 2}: plan: ${row.plan ? `${row.product} has no plan "${row.plan}" in the catalogue` : `${row.product} is priced by plan; name one of the catalogue's`}.`,
    );
  }
  const repeated = findRepeatedRate(rows);
  if (repeated) {
    const key = describeRateKey(rows[repeated.index]!);
    throw new ReferenceDataError(
      `${file} line ${repeated.index + 2}: repeats the rate of line ${repeated.firstIndex + 2} (${key}).`,
    );
  }
  const missing = missingRates(rows, planCodes);
  if (missing.length > 0) {
    const more = missing.length > 3 ? `; and ${missing.length - 3} more` : "";
    throw new ReferenceDataError(
      `${file} has no rate for ${missing.slice(0, 3).map(describeRateKey).join("; ")}${more}.`,
    );
  }
}

/**
 * Replaces the H+ plan catalogue and the whole rate table from checked files, together: quotes see the old or the new
 * pair, never half. A catalogue that drops a plan some quotation or policy is on is refused (they could no longer be
 * priced or renewed).
 */
export async function loadPremiumRates(
  db: Db,
  ratesFile = path.join(SEED_DIR, "premium-rates.csv"),
  plansFile = path.join(SEED_DIR, "hplus-plans.csv"),
) {
  const plans = parseRows(await readFile(plansFile, "utf8"), csvPlanRowSchema, plansFile);
  checkPlans(plans, plansFile);
  const rows = parseRows(await readFile(ratesFile, "utf8"), csvRateRowSchema, ratesFile);
  const codes = plans.map((p) => p.code);
  checkRateTable(rows, ratesFile, codes);
  const dropped = await plansInUseOutside(db, codes);
  if (dropped.length > 0) {
    throw new ReferenceDataError(
      `${plansFile} leaves out ${dropped.map((c) => `plan ${c}`).join(", ")}, which quotations or policies are on; keep ${dropped.length > 1 ? "them" : "it"} in the catalogue.`,
    );
  }
  await replacePlansAndRates(
    db,
    plans.map(toPlanValues),
    rows.map((r) => ({
      product: r.product,
      plan: r.plan,
      tpaId: r.tpa,
      ageBand: r.age_band,
      gender: r.gender,
      maritalStatus: r.marital_status,
      annualPremiumFils: r.annual_premium_fils,
    })),
  );
  return { rates: rows.length, plans: plans.length };
}

const toPlanValues = (p: HplusPlan) => ({
  code: p.code,
  position: p.position,
  name: p.name,
  network: p.network,
  areaOfCover: p.area_of_cover,
  annualLimitFils: p.annual_limit_fils,
  deductibleFils: p.deductible_fils,
  copayPercent: p.copay_percent,
  roomType: p.room_type,
  maternity: p.maternity,
  dental: p.dental,
  optical: p.optical,
  wellness: p.wellness,
  preExisting: p.pre_existing,
  waitingPeriods: p.waiting_periods,
  networkAr: p.network_ar,
  areaOfCoverAr: p.area_of_cover_ar,
  roomTypeAr: p.room_type_ar,
  maternityAr: p.maternity_ar,
  dentalAr: p.dental_ar,
  opticalAr: p.optical_ar,
  wellnessAr: p.wellness_ar,
  preExistingAr: p.pre_existing_ar,
  waitingPeriodsAr: p.waiting_periods_ar,
});

const benefitRowSchema = z.object({
  tpa_sno: z.coerce.number().int(),
  position: z.coerce.number().int(),
  section: z.string().min(1),
  benefit: z.string().min(1),
  cover: z.string().min(1),
  section_ar: arabicText(200),
  benefit_ar: arabicText(200),
  cover_ar: arabicText(500),
});
const providerRowSchema = z.object({
  tpa_sno: z.coerce.number().int(),
  name: z.string().min(1),
  kind: z.string().min(1),
  emirate: z.string().min(1),
  area: z.string().min(1),
  area_ar: arabicText(200),
  phone: z.string().min(1),
});

async function loadTpaReference(db: Db) {
  const benefitsFile = path.join(SEED_DIR, "tpa-benefits.csv");
  const networkFile = path.join(SEED_DIR, "tpa-network.csv");
  const benefits = parseRows(await readFile(benefitsFile, "utf8"), benefitRowSchema, benefitsFile);
  const providers = parseRows(await readFile(networkFile, "utf8"), providerRowSchema, networkFile);
  await replaceTpaReference(
    db,
    benefits.map((b) => ({
      ...b,
      tpaId: b.tpa_sno,
      sectionAr: b.section_ar,
      benefitAr: b.benefit_ar,
      coverAr: b.cover_ar,
    })),
    providers.map((p) => ({ ...p, tpaId: p.tpa_sno, areaAr: p.area_ar })),
  );
}

/** Reference data every deployment needs (not demo data): loaded when its tables are empty. */
export async function ensureReferenceData(db: Db) {
  const loaded = await referenceDataCounts(db);
  // The plans and their rates go together: a database from before plans existed has rates but no catalogue.
  if (!loaded.rates || !loaded.plans) await loadPremiumRates(db);
  if (!loaded.benefits) await loadTpaReference(db);
  await loadRenewalQuestions(db);
  await loadMedicalQuestions(db);
  await loadUnderwritingRules(db);
}

const medicalQuestionRowSchema = z.object({
  id: medicalQuestionSchema.shape.id,
  position: z.coerce.number().pipe(medicalQuestionSchema.shape.position),
  text: medicalQuestionSchema.shape.text,
  applies_to: medicalQuestionSchema.shape.applies_to,
  asks_details: z.enum(["true", "false"]).transform((v) => v === "true"),
  text_ar: z.string().min(10),
});

/** Upserts the H+ medical declaration's questions; those no longer in the file are retired, their answers kept. */
async function loadMedicalQuestions(db: Db) {
  const file = path.join(SEED_DIR, "medical-questions.csv");
  const rows = parseRows(await readFile(file, "utf8"), medicalQuestionRowSchema, file);
  const values = rows.map((q) => ({
    id: q.id,
    position: q.position,
    text: q.text,
    textAr: q.text_ar,
    appliesTo: q.applies_to,
    asksDetails: q.asks_details,
  }));
  const current = await activeMedicalQuestions(db);
  const key = (q: {
    id: string;
    position: number;
    text: string;
    textAr: string;
    appliesTo: string;
    asksDetails: boolean;
  }) => JSON.stringify([q.id, q.position, q.text, q.textAr, q.appliesTo, q.asksDetails]);
  const currentKeys = new Set(current.map(key));
  if (current.length === values.length && values.every((v) => currentKeys.has(key(v)))) return;
  await replaceActiveMedicalQuestions(db, values);
}

const questionRowSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  position: z.coerce.number().int(),
  text: z.string().min(10),
  expected_answer: z.enum(["true", "false"]).transform((v) => v === "true"),
  text_ar: z.string().min(10),
});

/** Upserts the renewal declaration's questions; questions no longer in the file are kept for old answers but retired. */
async function loadRenewalQuestions(db: Db) {
  const file = path.join(SEED_DIR, "renewal-questions.csv");
  const rows = parseRows(await readFile(file, "utf8"), questionRowSchema, file);
  const current = await activeRenewalQuestions(db);
  const same =
    current.length === rows.length &&
    rows.every((r) =>
      current.some(
        (c) =>
          c.id === r.id &&
          c.position === r.position &&
          c.text === r.text &&
          c.textAr === r.text_ar &&
          c.expectedAnswer === r.expected_answer,
      ),
    );
  if (same) return;
  await replaceActiveRenewalQuestions(
    db,
    rows.map((q) => ({
      id: q.id,
      position: q.position,
      text: q.text,
      textAr: q.text_ar,
      expectedAnswer: q.expected_answer,
    })),
  );
}
