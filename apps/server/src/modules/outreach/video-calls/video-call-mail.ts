import { UAE_UTC_OFFSET_MINUTES } from "@pp/domain";
import type { OutgoingMail } from "../../../mail/outbox";
import { partnerContact } from "../../../mail/partner-contact";
import type { Partner } from "../../identity";
import { calendarInvite } from "./icalendar";
import type { VideoCall } from "./video-call-repository";

/** "Sunday, 10 May 2026, 10:00 (Dubai time)". */
function dubaiTime(d: Date) {
  const shown = new Date(d.getTime() + UAE_UTC_OFFSET_MINUTES * 60_000);
  const date = shown.toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return `${date}, ${shown.toISOString().slice(11, 16)} (Dubai time)`;
}

/** The invitation or its cancellation, with the calendar entry attached; keyed by the call and its sequence. */
export function videoCallMail(partner: Partner, call: VideoCall, method: "REQUEST" | "CANCEL"): OutgoingMail {
  const when = dubaiTime(call.startsAt);
  const cancel = method === "CANCEL";
  const summary = `Video call with ${partner.name}`;
  const ics = calendarInvite({
    method,
    uid: call.uid,
    sequence: call.sequence,
    stamp: new Date(),
    start: call.startsAt,
    durationMinutes: call.durationMinutes,
    summary,
    description: [`Join the call: ${call.meetingUrl}`, call.note].filter(Boolean).join("\n\n"),
    location: call.meetingUrl,
    organizer: { name: partner.name, email: partner.email },
    attendee: { name: call.recipientName, email: call.recipientEmail },
  });
  return {
    key: `video-call:${call.id}:${call.sequence}`,
    to: call.recipientEmail,
    subject: cancel ? `Cancelled: ${summary} on ${when}` : `${summary} on ${when}`,
    content: cancel
      ? {
          preview: `The video call on ${when} is cancelled.`,
          greeting: `Dear ${call.recipientName},`,
          intro: [
            `${partner.name} has cancelled the video call on ${when}. The attached calendar entry removes it from your calendar.`,
          ],
          contact: partnerContact(partner),
        }
      : {
          preview: `A ${call.durationMinutes}-minute video call on ${when}.`,
          greeting: `Dear ${call.recipientName},`,
          intro: [`${partner.name} invites you to a ${call.durationMinutes}-minute video call on ${when}.`],
          facts: [
            { label: "When", value: when },
            { label: "Length", value: `${call.durationMinutes} minutes` },
          ],
          action: { label: "Join the call", url: call.meetingUrl },
          outro: [
            // The partner's own words, said to be theirs: the only text of the mail the portal did not write.
            ...(call.note ? [`Note from ${partner.name}: ${call.note}`] : []),
            "The attached calendar entry adds the call to your calendar.",
          ],
          contact: partnerContact(partner),
        },
    attachments: [
      {
        filename: cancel ? "cancel.ics" : "invite.ics",
        contentType: `text/calendar; method=${method}; charset=UTF-8`,
        content: ics,
      },
    ],
  };
}
