import { addDays, formatDisplayDate, type IsoDate } from "./dates";

/**
 * What a partner e-mails to customers, counted per partner and UAE calendar day so that one account cannot flood
 * inboxes: every invitation sent or resent, every video call booked, every payment link, quotation or declaration link sent.
 */
export const MAIL_QUOTA_KINDS = {
  invitations: { noun: "invitations" },
  video_calls: { noun: "video call invites" },
  payment_links: { noun: "payment links" },
  quotations: { noun: "quotations" },
  applicant_links: { noun: "declaration links" },
} as const;
export type MailQuotaKind = keyof typeof MAIL_QUOTA_KINDS;

/** The day a quota resets: the next UAE calendar day after `today`, from 00:00 UAE time. */
export const mailQuotaResetDay = (today: IsoDate): IsoDate => addDays(today, 1);

/** Names the limit and when it resets, so the partner knows what happened and when to try again. */
export function mailQuotaReachedMessage(kind: MailQuotaKind, perDay: number, today: IsoDate) {
  const resets = formatDisplayDate(mailQuotaResetDay(today));
  return (
    `Your account can send ${perDay} ${MAIL_QUOTA_KINDS[kind].noun} a day, and today's are used up. ` +
    `You can send more from 00:00 UAE time on ${resets}. If you need a higher limit, ask your account manager.`
  );
}
