import { z } from "zod";
import { toIsoDate } from "./dates";
import { say } from "./i18n/say";
import { NO_PLAN } from "./plan-code";
import { allocateFils } from "./servicing/ledger";
import type { TeamRole } from "./team";

/*
 * Commission (issue 42, item 4; decision 061): what a partner earns on the premium its sales pay, without VAT, and how
 * it is split to its users. The rules are data the operator loads (a rate per product and plan for new business and
 * for renewals, and the partner's split); an accrual is written when a payment lands in a policy's ledger, a clawback
 * when a refund leaves it. Amounts are integer fils; rates and shares are basis points (hundredths of a percent).
 */

/** 100 % in basis points. */
export const WHOLE_BP = 10_000;

/** New business and renewals earn at their own rates: a renewal is a policy of journey "renewal". */
export const COMMISSION_BUSINESSES = ["new_business", "renewal"] as const;
export type CommissionBusiness = (typeof COMMISSION_BUSINESSES)[number];
export const commissionBusinessOf = (journey: string): CommissionBusiness =>
  journey === "renewal" ? "renewal" : "new_business";

/**
 * An entry's kind: an accrual (a payment, or a site's report of its sale, landed in the ledger), a correction (a site
 * reported the sale again with another premium) or a clawback (a refund left the ledger).
 */
export const COMMISSION_ENTRY_KINDS = ["accrual", "correction", "clawback"] as const;
export type CommissionEntryKind = (typeof COMMISSION_ENTRY_KINDS)[number];

/** Who a line of an entry pays: the user who sold, a manager of the seller's team, or the partner (what is left). */
export const COMMISSION_PARTIES = ["seller", "manager", "partner"] as const;
export type CommissionParty = (typeof COMMISSION_PARTIES)[number];

/** The roles a split may name as seller: the back office sells nothing and sees no commission. */
export const SPLIT_ROLES = ["owner", "manager", "agent"] as const satisfies readonly TeamRole[];

/** "12.5" → 1250: a percentage from 0 to 100 with at most two decimals, as basis points, without floating point. */
export const percentBpSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, "a percentage from 0 to 100 like 12.5")
  .transform((v) => {
    const [whole, fraction = ""] = v.split(".");
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  })
  .pipe(z.number().int().min(0).max(WHOLE_BP, "a percentage from 0 to 100 like 12.5"));

/** A partner's rate for a product, or one plan of it (`plan` NO_PLAN: every plan without a row of its own). */
export type CommissionRate = { product: string; plan: string; newBusinessBp: number; renewalBp: number };

/** The rate of a sale: its plan's own row first, else the product's row without a plan; undefined earns nothing. */
export function findCommissionRate(
  rates: readonly CommissionRate[],
  sale: { product: string; plan: string | null; business: CommissionBusiness },
): number | undefined {
  const row =
    (sale.plan ? rates.find((r) => r.product === sale.product && r.plan === sale.plan) : undefined) ??
    rates.find((r) => r.product === sale.product && r.plan === NO_PLAN);
  if (!row) return undefined;
  return sale.business === "renewal" ? row.renewalBp : row.newBusinessBp;
}

/**
 * How a partner splits the commission of a sale: to the seller, to the managers of the seller's team (equally), the
 * rest to the partner. A rule names the sellers it applies to: one user, a team's users of one role, or every user of
 * one role.
 */
export type CommissionSplit = {
  userId: number | null;
  teamId: number | null;
  role: TeamRole | null;
  sellerBp: number;
  managerBp: number;
};

export type Seller = { id: number; teamRole: TeamRole; teamId: number | null };

/** The split that applies to a seller: the user's own rule, else their team's for their role, else their role's. */
export function findCommissionSplit(splits: readonly CommissionSplit[], seller: Seller): CommissionSplit | undefined {
  return (
    splits.find((s) => s.userId === seller.id) ??
    (seller.teamId === null
      ? undefined
      : splits.find((s) => s.userId === null && s.teamId === seller.teamId && s.role === seller.teamRole)) ??
    splits.find((s) => s.userId === null && s.teamId === null && s.role === seller.teamRole)
  );
}

/**
 * The partner's commission on a premium: the rate applied once and rounded half up to the fils. The one rounding of
 * an accrual: its lines share these fils exactly (`accrualLines`).
 */
export function commissionFils(baseFils: number, rateBp: number): number {
  if (!Number.isSafeInteger(baseFils) || baseFils < 0) throw new RangeError(`Not a premium in fils: ${baseFils}`);
  return Number((BigInt(baseFils) * BigInt(rateBp) * 2n + BigInt(WHOLE_BP)) / (2n * BigInt(WHOLE_BP)));
}

/** One line of an entry: who it pays (a user's row id, or null for the partner), their share and the fils. */
export type CommissionLine = { party: CommissionParty; userId: number | null; shareBp: number; amountFils: number };

/**
 * The shares of a sale's commission: the seller's and the managers' as the split says (the managers' share divided
 * equally between the managers of the seller's team, other than the seller), the rest the partner's. No seller (a
 * sale nobody of the partner made), no split, or a team without another manager leaves that share to the partner.
 */
export function splitShares(input: {
  seller: Seller | null;
  managers: readonly number[];
  split: CommissionSplit | undefined;
}): Omit<CommissionLine, "amountFils">[] {
  const { seller, split } = input;
  if (!seller || !split) return [{ party: "partner", userId: null, shareBp: WHOLE_BP }];
  const managers = input.managers.filter((id) => id !== seller.id);
  const managerBps =
    managers.length > 0
      ? allocateFils(
          split.managerBp,
          managers.map(() => 1),
        )
      : [];
  const shares: Omit<CommissionLine, "amountFils">[] = [
    { party: "seller", userId: seller.id, shareBp: split.sellerBp },
    ...managers.map((id, i) => ({ party: "manager" as const, userId: id, shareBp: managerBps[i]! })),
  ];
  const partnerBp = WHOLE_BP - shares.reduce((s, l) => s + l.shareBp, 0);
  return [...shares, { party: "partner" as const, userId: null, shareBp: partnerBp }].filter((l) => l.shareBp > 0);
}

/**
 * An accrual's lines: the partner's commission (already rounded once) shared out by the shares to the fils, the fils
 * left by the whole parts going to the largest remainders (`allocateFils`, as a sale's VAT is spread), so the lines add
 * up to the commission exactly and no line is rounded on its own.
 */
export function accrualLines(
  commission: number,
  shares: readonly Omit<CommissionLine, "amountFils">[],
): CommissionLine[] {
  const amounts = allocateFils(
    commission,
    shares.map((s) => s.shareBp),
  );
  return shares.map((s, i) => ({ ...s, amountFils: amounts[i]! }));
}

/** The key of a line's payee within an entry. */
export const lineKey = (l: { party: CommissionParty; userId: number | null }) => `${l.party}:${l.userId ?? ""}`;

/**
 * What a refund claws back from the lines a payment accrued, line by line: each line's accrued fils in proportion to
 * the premium refunded so far, this refund included, rounded half up, less what it already gave back, and all of it
 * once all the premium is refunded. The same share of the same people's commission goes back as the share of the
 * premium that went back; counted on the cumulative premium, never refund by refund, so rounding never makes a line
 * give back more than it earned. Amounts answered negative.
 */
export function clawbackLines(input: {
  /** Each line's accrued fils (an accrual's, with any corrections), positive. */
  accrued: readonly CommissionLine[];
  /** What each line already gave back, positive, by `lineKey`. */
  clawedBack: ReadonlyMap<string, number>;
  paidBaseFils: number;
  refundedBeforeFils: number;
  refundedNowFils: number;
}): CommissionLine[] {
  const { paidBaseFils: paid } = input;
  const after = Math.min(paid, input.refundedBeforeFils + input.refundedNowFils);
  return input.accrued.map((line) => {
    const earned = Math.max(0, line.amountFils);
    const given = input.clawedBack.get(lineKey(line)) ?? 0;
    const due =
      paid <= 0 || after >= paid
        ? earned
        : Number((BigInt(earned) * BigInt(after) * 2n + BigInt(paid)) / (2n * BigInt(paid)));
    const back = Math.min(Math.max(0, due - given), Math.max(0, earned - given));
    return { ...line, amountFils: back === 0 ? 0 : -back };
  });
}

/**
 * What a correction adds to an accrual when a site reports its sale again with another premium: the lines the new
 * premium would have accrued at the accrual's rate and shares, less what the lines hold. Zero lines when nothing moved.
 */
export function correctionLines(current: readonly CommissionLine[], commission: number): CommissionLine[] {
  const target = accrualLines(commission, current);
  return target.map((line, i) => ({ ...line, amountFils: line.amountFils - current[i]!.amountFils }));
}

/** The UAE month (Asia/Dubai) an event falls in, "2026-07": the period its commission accrues or is clawed back in. */
export const COMMISSION_PERIOD_PATTERN = /^(?:19|2\d)\d\d-(?:0[1-9]|1[0-2])$/;

/** The UAE month of an instant: its calendar day in Dubai (`toIsoDate`), to the month. */
export const uaeMonth = (at: Date) => toIsoDate(at).slice(0, 7);

/** What the commission answers say to a user who may not see it. */
export const COMMISSION_MESSAGES = {
  backOfficeSeesNone: say(
    /*i18n*/ {
      id: "commission.theBackOfficeSeesNoCommission",
      message: "The back office sees no commission. Ask the partner's owner for the figures.",
    },
  ),
  periodFormat: say(/*i18n*/ { id: "commission.useAMonthLike202607", message: "Use a month like 2026-07." }),
  userNumber: say(/*i18n*/ { id: "commission.userMustBeANumber", message: "User must be a number." }),
  userWhole: say(/*i18n*/ { id: "commission.userMustBeAWholeNumber", message: "User must be a whole number." }),
  /** A statement's PDF stopped at the CPU pool's time limit: its CSV, streamed, holds every line. */
  statementPdfTooLong: say(
    /*i18n*/ {
      id: "commission.preparingThisStatementsPdfTookToo",
      message:
        "Preparing this statement's PDF took too long and was stopped. Please download its CSV or try again later.",
    },
  ),
} as const;

/** Whether a role sees commission: the back office services all the business and sees none of what it earns. */
export const seesCommission = (role: TeamRole) => role !== "back_office";
