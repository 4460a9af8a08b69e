import { addDays, daysBetween, formatDisplayDate, toIsoDate } from "@pp/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { enqueueMail } from "../../mail/outbox";
import { activePoliciesEndingBetween } from "./renewal-repository";
import { RENEWABLE_PRODUCT } from "./renewal-service";

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
    const days = reminderFor(daysBetween(today, p.endDate));
    if (days === undefined) continue;
    const wrote = await enqueueMail(db, {
      key: reminderMailKey(p.id, days),
      to: p.sponsorEmail,
      subject: `Your health insurance policy ${p.policyNo} expires on ${formatDisplayDate(p.endDate)}`,
      text: [
        `Dear ${p.sponsorName},`,
        "",
        `Your policy ${p.policyNo} expires on ${formatDisplayDate(p.endDate)}, in ${daysBetween(today, p.endDate)} days.`,
        "Renew it online in a few minutes: search by Emirates ID, policy number or passport and the member's date of birth.",
        "",
        `${opts.publicUrl}/Basic-Renewals/searchpolicy`,
        "",
        "Partner Portal",
      ].join("\n"),
    });
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
