import { addDays, formatDisplayDate, type IsoDate } from "./dates";
import { say } from "./i18n/say";

/**
 * What a partner e-mails to customers, counted per partner and UAE calendar day so that one account cannot flood
 * inboxes: every invitation sent or resent, every video call booked, every payment link, quotation or declaration link sent.
 */
export const MAIL_QUOTA_KINDS = {
  invitations: { noun: /*i18n*/ { id: "mailQuota.noun.invitations", message: "invitations" } },
  video_calls: { noun: /*i18n*/ { id: "mailQuota.noun.videoCalls", message: "video call invites" } },
  payment_links: { noun: /*i18n*/ { id: "mailQuota.noun.paymentLinks", message: "payment links" } },
  quotations: { noun: /*i18n*/ { id: "mailQuota.noun.quotations", message: "quotations" } },
  applicant_links: { noun: /*i18n*/ { id: "mailQuota.noun.applicantLinks", message: "declaration links" } },
} as const;
export type MailQuotaKind = keyof typeof MAIL_QUOTA_KINDS;

/** The day a quota resets: the next UAE calendar day after `today`, from 00:00 UAE time. */
export const mailQuotaResetDay = (today: IsoDate): IsoDate => addDays(today, 1);

/** Names the limit and when it resets, so the partner knows what happened and when to try again. */
export function mailQuotaReachedMessage(kind: MailQuotaKind, perDay: number, today: IsoDate) {
  const resets = formatDisplayDate(mailQuotaResetDay(today));
  return say(
    /*i18n*/ {
      id: "mailQuota.reached",
      message:
        "Your account can send {count} {noun} a day, and today's are used up. You can send more from 00:00 UAE time on {day}. If you need a higher limit, ask your account manager.",
      values: { count: perDay, noun: MAIL_QUOTA_KINDS[kind].noun, day: resets },
    },
  );
}
