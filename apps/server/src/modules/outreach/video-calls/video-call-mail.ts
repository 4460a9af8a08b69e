import { UAE_UTC_OFFSET_MINUTES, type Words } from "@pp/domain";
import { dear } from "../../../mail/mail-words";
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
  // The calendar entry's title is the partner's (it reaches calendars as they wrote it): English, as the subject's.
  const summary = `Video call with ${partner.name}`;
  const minutes = call.durationMinutes;
  const values = { partner: partner.name, when };
  const subject: Words = cancel
    ? /*i18n*/ {
        id: "mail.videoCall.cancelledSubject",
        message: "Cancelled: Video call with {partner} on {when}",
        values,
      }
    : /*i18n*/ { id: "mail.videoCall.subject", message: "Video call with {partner} on {when}", values };
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
    subject,
    content: cancel
      ? {
          preview: /*i18n*/ {
            id: "mail.videoCall.cancelledPreview",
            message: "The video call on {when} is cancelled.",
            values: { when },
          },
          greeting: dear(call.recipientName),
          intro: [
            /*i18n*/ {
              id: "mail.videoCall.cancelled",
              message:
                "{partner} has cancelled the video call on {when}. The attached calendar entry removes it from your calendar.",
              values,
            },
          ],
          contact: partnerContact(partner),
        }
      : {
          preview: /*i18n*/ {
            id: "mail.videoCall.preview",
            message: "A {minutes}-minute video call on {when}.",
            values: { minutes, when },
          },
          greeting: dear(call.recipientName),
          intro: [
            /*i18n*/ {
              id: "mail.videoCall.invites",
              message: "{partner} invites you to a {minutes}-minute video call on {when}.",
              values: { partner: partner.name, minutes, when },
            },
          ],
          facts: [
            { label: /*i18n*/ { id: "mail.videoCall.when", message: "When" }, value: when },
            {
              label: /*i18n*/ { id: "mail.videoCall.length", message: "Length" },
              value: /*i18n*/ {
                id: "mail.videoCall.minutes",
                message: "{minutes, plural, one {# minute} other {# minutes}}",
                values: { minutes },
              },
            },
          ],
          action: { label: /*i18n*/ { id: "mail.videoCall.join", message: "Join the call" }, url: call.meetingUrl },
          outro: [
            // The partner's own words, said to be theirs: the only text of the mail the portal did not write.
            ...(call.note
              ? [
                  /*i18n*/ {
                    id: "mail.videoCall.note",
                    message: "Note from {partner}: {note}",
                    values: { partner: partner.name, note: call.note },
                  },
                ]
              : []),
            /*i18n*/ {
              id: "mail.videoCall.calendar",
              message: "The attached calendar entry adds the call to your calendar.",
            },
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
