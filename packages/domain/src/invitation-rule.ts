import { say } from "./i18n/say";

/*
 * The invitations' constants and statuses, free of zod: the page paints without it.
 * The schemas the server holds a send and a list to are in invitation.ts.
 */

/** How long a link works; a resend issues a new link with a fresh period. */
export const INVITATION_VALID_DAYS = 14;

/** Derived, never stored: cancelled and completed win over expiry; opened once the customer followed the link. */
export const INVITATION_STATUSES = ["sent", "opened", "completed", "expired", "cancelled"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  sent: say(/*i18n*/ { id: "invitation.sent", message: "Sent" }),
  opened: say(/*i18n*/ { id: "invitation.opened", message: "Opened" }),
  completed: say(/*i18n*/ { id: "invitation.completed", message: "Completed" }),
  expired: say(/*i18n*/ { id: "common.expired", message: "Expired" }),
  cancelled: say(/*i18n*/ { id: "common.cancelled", message: "Cancelled" }),
};

export function invitationStatus(
  i: { cancelledAt: Date | string | null; completedAt: Date | string | null; openedAt: Date | string | null },
  expiresAt: Date | string,
  now = new Date(),
): InvitationStatus {
  if (i.cancelledAt) return "cancelled";
  if (i.completedAt) return "completed";
  if (new Date(expiresAt).getTime() <= now.getTime()) return "expired";
  return i.openedAt ? "opened" : "sent";
}

export const INVITATION_SORTS = ["created_at", "recipient_name", "status", "expires_at"] as const;

/** The longest each prefilled field may be; the form still checks every field when it is sent. */
const PREFILL_MAX_LENGTH = { name: 200, email: 200, mobile_prefix: 3, mobile_number: 10, reference: 40 } as const;

/**
 * What a policy or quotation hands the invitation form so the partner types nothing twice. It travels as the
 * page's router state, not in the address, so contact details stay out of URLs, history and logs.
 */
export type InvitationPrefill = Record<keyof typeof PREFILL_MAX_LENGTH, string>;

/** The prefill the page was handed (its router state), or undefined when that is anything else. */
export function readInvitationPrefill(state: unknown): InvitationPrefill | undefined {
  if (typeof state !== "object" || state === null) return undefined;
  const fields = state as Record<string, unknown>;
  const prefill: Partial<InvitationPrefill> = {};
  for (const [key, max] of Object.entries(PREFILL_MAX_LENGTH) as [keyof InvitationPrefill, number][]) {
    const value = fields[key];
    if (typeof value !== "string" || value.length > max) return undefined;
    prefill[key] = value;
  }
  return prefill as InvitationPrefill;
}
