import { say } from "./i18n/say";

/*
 * The video calls' constants and statuses, free of zod: the page paints without it.
 * The schemas the server holds a booking and a list to are in video-call.ts.
 */

/** Calls are booked in Dubai time (UAE_UTC_OFFSET_MINUTES as an ISO offset) and stored as instants. */
export const DUBAI_OFFSET = "+04:00";
export const VIDEO_CALL_DURATIONS = [15, 30, 45, 60] as const;
export const VIDEO_CALL_MAX_DAYS_AHEAD = 90;
export const MEETING_URL_MAX_LENGTH = 500;
export const VIDEO_CALL_NOTE_MAX_LENGTH = 500;

/**
 * The meeting services whose links a partner may send (the server's MEETING_HOSTS setting replaces the list): a link
 * e-mailed from the portal's address must not lead a customer to any site a partner account chooses.
 */
export const DEFAULT_MEETING_HOSTS = [
  "teams.microsoft.com",
  "teams.live.com",
  "zoom.us",
  "zoom.com",
  "meet.google.com",
  "webex.com",
] as const;

/** The host itself or one of its subdomains (us02web.zoom.us, acme.webex.com); never a look-alike (zoom.us.evil.ae). */
export function isAllowedMeetingHost(hostname: string, hosts: readonly string[]) {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** Derived: cancelled wins; otherwise upcoming until the call has ended. */
export const VIDEO_CALL_STATUSES = ["upcoming", "past", "cancelled"] as const;
export type VideoCallStatus = (typeof VIDEO_CALL_STATUSES)[number];
export const VIDEO_CALL_STATUS_LABELS: Record<VideoCallStatus, string> = {
  upcoming: say(/*i18n*/ { id: "videoCall.upcoming", message: "Upcoming" }),
  past: say(/*i18n*/ { id: "videoCall.past", message: "Past" }),
  cancelled: say(/*i18n*/ { id: "common.cancelled", message: "Cancelled" }),
};

export const VIDEO_CALL_SORTS = ["starts_at", "recipient_name", "created_at"] as const;
