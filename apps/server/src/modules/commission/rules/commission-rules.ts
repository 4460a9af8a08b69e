import { readFile } from "node:fs/promises";
import {
  findRepeatedKey,
  NO_PLAN,
  PRODUCT_CATALOGUE,
  PRODUCTS,
  percentBpSchema,
  planCodeSchema,
  SPLIT_ROLES,
  WHOLE_BP,
} from "@pp/domain";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { findPartnerByUserId, type PartnerRoster, partnerRoster } from "../../identity";
import { hplusPlanCodes, parseRows, ReferenceDataError } from "../../reference";
import { replaceCommissionRules } from "./commission-rules-repository";

/*
 * The commission rules (decision 061) are data, loaded as the rates are: two CSV files checked whole, every refusal
 * naming the file and line, then both tables replaced in one transaction, or nothing changes.
 */

/** A partner as the files name it: the partner's own id for the `partners` command (its owner's sign-in id). */
const partnerColumn = z
  .string()
  .trim()
  .min(1, "name the partner by its user id")
  .transform((v) => v.toLowerCase());
const optionalText = z
  .string()
  .trim()
  .transform((v) => v || null);

const csvRateRowSchema = z.object({
  partner: partnerColumn,
  product: z.enum(PRODUCTS, { error: `one of ${PRODUCTS.join(", ")}` }),
  plan: z
    .string()
    .trim()
    .pipe(z.union([z.literal(NO_PLAN), planCodeSchema])),
  new_business_percent: percentBpSchema,
  renewal_percent: percentBpSchema,
});

const csvSplitRowSchema = z
  .object({
    partner: partnerColumn,
    user: optionalText.transform((v) => v?.toLowerCase() ?? null),
    team: optionalText,
    role: optionalText.pipe(z.enum(SPLIT_ROLES, { error: `one of ${SPLIT_ROLES.join(", ")}, or empty` }).nullable()),
    seller_percent: percentBpSchema,
    manager_percent: percentBpSchema,
  })
  .superRefine((row, ctx) => {
    if (row.user !== null && (row.team !== null || row.role !== null))
      ctx.addIssue({ code: "custom", path: ["user"], message: "a rule names a user, or a role (with a team or not)" });
    if (row.user === null && row.role === null)
      ctx.addIssue({ code: "custom", path: ["role"], message: "name a user, or a role (with a team or not)" });
    if (row.seller_percent + row.manager_percent > WHOLE_BP)
      ctx.addIssue({ code: "custom", path: ["manager_percent"], message: "seller and manager add up to over 100" });
  });

type RateRow = z.output<typeof csvRateRowSchema>;
type SplitRow = z.output<typeof csvSplitRowSchema>;

const refuse = (file: string, index: number, message: string) =>
  new ReferenceDataError(`${file} line ${index + 2}: ${message}`);

/** The partners the files name, each with its users and teams; a name that is no selling partner is refused. */
async function partnersNamed(db: Db, named: { file: string; rows: readonly { partner: string }[] }[]) {
  const found = new Map<string, { id: number; roster: PartnerRoster }>();
  for (const { file, rows } of named) {
    for (const [i, row] of rows.entries()) {
      if (found.has(row.partner)) continue;
      const partner = await findPartnerByUserId(db, row.partner);
      if (partner?.role !== "partner") throw refuse(file, i, `partner: no partner "${row.partner}".`);
      found.set(row.partner, { id: partner.id, roster: await partnerRoster(db, partner.id) });
    }
  }
  return found;
}

/** Checks the rates whole: each plan one the product is sold under, and no two rows for one partner, product and plan. */
function checkRates(rows: RateRow[], file: string, planCodes: readonly string[]) {
  if (rows.length === 0) throw new ReferenceDataError(`${file} holds no rates.`);
  for (const [i, row] of rows.entries()) {
    if (row.plan === NO_PLAN) continue;
    if (!PRODUCT_CATALOGUE[row.product].plans)
      throw refuse(file, i, `plan: ${row.product} is sold without plans; leave the plan empty.`);
    if (!planCodes.includes(row.plan))
      throw refuse(file, i, `plan: ${row.product} has no plan "${row.plan}" in the catalogue.`);
  }
  const repeated = findRepeatedKey(rows, (r) => [r.partner, r.product, r.plan].join("|"));
  if (repeated) {
    const row = rows[repeated.index]!;
    throw refuse(
      file,
      repeated.index,
      `overlaps line ${repeated.firstIndex + 2} (${row.partner} ${row.product}${row.plan ? ` plan ${row.plan}` : ""}).`,
    );
  }
}

/** What a split names, resolved against the partner's users and teams; the back office earns nothing. */
function resolveSplit(row: SplitRow, roster: PartnerRoster, file: string, i: number) {
  if (row.user !== null) {
    const user = roster.users.find((u) => u.userId === row.user);
    if (!user) throw refuse(file, i, `user: ${row.partner} has no user "${row.user}".`);
    if (user.teamRole === "back_office")
      throw refuse(file, i, `user: ${row.user} is back office, which sells nothing and earns no commission.`);
    return { userId: user.id, teamId: null, teamRole: null };
  }
  const team = row.team === null ? null : roster.teams.find((t) => t.name === row.team);
  if (team === undefined) throw refuse(file, i, `team: ${row.partner} has no team "${row.team}".`);
  return { userId: null, teamId: team?.id ?? null, teamRole: row.role };
}

/** Checks the splits whole: what each names exists, and no two rows name the same sellers of one partner. */
function checkSplits(rows: SplitRow[], file: string, partners: Map<string, { id: number; roster: PartnerRoster }>) {
  const resolved = rows.map((row, i) => ({
    partnerId: partners.get(row.partner)!.id,
    ...resolveSplit(row, partners.get(row.partner)!.roster, file, i),
    sellerBp: row.seller_percent,
    managerBp: row.manager_percent,
  }));
  const repeated = findRepeatedKey(resolved, (r) => [r.partnerId, r.userId, r.teamId, r.teamRole].join("|"));
  if (repeated) {
    const row = rows[repeated.index]!;
    const names = row.user ? `user ${row.user}` : `${row.team ? `team ${row.team} ` : ""}role ${row.role}`;
    throw refuse(file, repeated.index, `overlaps line ${repeated.firstIndex + 2} (${row.partner} ${names}).`);
  }
  return resolved;
}

/** Both files read and checked whole, resolved to the rows the tables hold; nothing is written. */
export async function checkCommissionRules(db: Db, ratesFile: string, splitsFile: string) {
  const rates = parseRows(await readFile(ratesFile, "utf8"), csvRateRowSchema, ratesFile);
  const splits = parseRows(await readFile(splitsFile, "utf8"), csvSplitRowSchema, splitsFile);
  const partners = await partnersNamed(db, [
    { file: ratesFile, rows: rates },
    { file: splitsFile, rows: splits },
  ]);
  checkRates(rates, ratesFile, await hplusPlanCodes(db));
  const splitValues = checkSplits(splits, splitsFile, partners);
  const rateValues = rates.map((r) => ({
    partnerId: partners.get(r.partner)!.id,
    product: r.product,
    plan: r.plan,
    newBusinessBp: r.new_business_percent,
    renewalBp: r.renewal_percent,
  }));
  return { rates: rateValues, splits: splitValues, partners: partners.size };
}

/**
 * Replaces every partner's commission rates and splits from two checked files, together: a bad row, an unknown
 * partner, product, plan, user or team, or two rows that overlap is refused with the file and line, and the rules in
 * force stay. Payments accepted from then on accrue under the new rules; what accrued keeps its rate and split.
 */
export async function loadCommissionRules(db: Db, ratesFile: string, splitsFile: string) {
  const checked = await checkCommissionRules(db, ratesFile, splitsFile);
  await replaceCommissionRules(db, checked.rates, checked.splits);
  return { rates: checked.rates.length, splits: checked.splits.length, partners: checked.partners };
}
