import { addDays, daysBetween, quoteTotals, toIsoDate } from "@pp/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import { mailQueued } from "../../../mail/outbox";
import { findPartnerById } from "../../identity";
import { premiumFor } from "../../quotation";
import { queueReminderWithLink } from "./renewal-reminder-link-repository";
import { renewalReminderMail } from "./renewal-reminder-mail";
import { activePoliciesEndingBetween, type Policy, policyMembersOf } from "./renewal-repository";
import { RENEWABLE_PRODUCT } from "./renewal-service";

/** Where a reminder's secret link lands (a customer page: it opens the renewal search for its policy). */
export const RENEWAL_REMINDER_LINK_PATH = "/renew";

/** What renewing costs today: every member on the policy priced at their age on the new start date, with VAT. */
async function renewalAmountDue(db: Db, policy: Policy): Promise<number> {
  const startDate = addDays(policy.endDate, 1);
  const members = await policyMembersOf(db, policy.id);
  const context = { product: policy.product, tpaId: policy.tpaId, planCode: policy.planCode };
  const premiums = await Promise.all(members.map((m) => premiumFor(db, context, m, startDate)));
  return quoteTotals(premiums).total;
}

/** Days before expiry at which the sponsor is reminded. */
export const REMINDER_DAYS = [30, 15, 7] as const;

/** One reminder mail per policy and threshold: the outbox key makes a second run write nothing. */
export const reminderMailKey = (policyId: number, days: number) => `renewal-reminder:${policyId}:${days}`;

/** The reminder due for a policy with this many days left: the nearest threshold not yet passed. */
function reminderFor(daysLeft: number): number | undefined {
  return [...REMINDER_DAYS].sort((a, b) => a - b).find((d) => daysLeft <= d && daysLeft >= 0);
}

/**
 * Queues the due reminders. Each one's outbox key names the policy and the threshold, so running this
 * twice, after a restart or on several instances at once, queues each reminder exactly once.
 */
export async function queueRenewalReminders(db: Db, opts: { publicUrl: string; today?: string }) {
  const today = opts.today ?? toIsoDate(new Date());
  // Only products renewed here: PA/Term (reported by their own sites) and H+ cannot be found by the Basic renewal search.
  const due = await activePoliciesEndingBetween(
    db,
    RENEWABLE_PRODUCT,
    today,
    addDays(today, Math.max(...REMINDER_DAYS)),
  );
  let queued = 0;
  for (const p of due) {
    const daysLeft = daysBetween(today, p.endDate);
    const days = reminderFor(daysLeft);
    if (days === undefined) continue;
    const key = reminderMailKey(p.id, days);
    if (await mailQueued(db, key)) continue;
    const amountDueFils = await renewalAmountDue(db, p);
    const partner = p.partnerId === null ? undefined : await findPartnerById(db, p.partnerId);
    const wrote = await queueReminderWithLink(db, p, (token) =>
      renewalReminderMail({
        key,
        policy: p,
        daysLeft,
        amountDueFils,
        link: `${opts.publicUrl}${RENEWAL_REMINDER_LINK_PATH}/${token}`,
        token,
        partner,
      }),
    );
    if (wrote) queued++;
  }
  return queued;
}

/** Runs at start and then every few hours in each instance; the outbox keys make the overlap harmless. */
export function scheduleRenewalReminders(db: Db, opts: { publicUrl: string; everyMs: number; log: FastifyBaseLogger }) {
  const run = () =>
    queueRenewalReminders(db, opts).then(
      (n) => n > 0 && opts.log.info({ queued: n }, "renewal reminders queued"),
      (err) => opts.log.error({ err }, "renewal reminders failed"),
    );
  void run();
  const timer = setInterval(run, opts.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
