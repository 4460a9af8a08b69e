import { z } from "zod";
import { listQuery } from "./backoffice";
import { isIsoDate } from "./dates";
import { addIssue, checkField } from "./field-check";
import { say } from "./i18n/say";
import { tooManyCharacters } from "./length-messages";
import { mobileNumberSchema, mobilePrefixSchema } from "./mobile";
import { nameTextSchema, personNameSchema } from "./person";
import { sponsorEmailSchema } from "./sponsor";
import { multiLineText, singleLineText } from "./text-schema";
import {
  DEFAULT_MEETING_HOSTS,
  DUBAI_OFFSET,
  isAllowedMeetingHost,
  MEETING_URL_MAX_LENGTH,
  VIDEO_CALL_DURATIONS,
  VIDEO_CALL_MAX_DAYS_AHEAD,
  VIDEO_CALL_NOTE_MAX_LENGTH,
  VIDEO_CALL_SORTS,
  VIDEO_CALL_STATUSES,
} from "./video-call-rule";

export const VIDEO_CALL_MESSAGES = {
  nameRequired: say(/*i18n*/ { id: "common.customerNameIsRequired", message: "Customer name is required." }),
  dateRequired: say(/*i18n*/ { id: "videoCall.chooseTheDateOfTheCall", message: "Choose the date of the call." }),
  timeRequired: say(
    /*i18n*/ { id: "videoCall.enterTheTimeOfTheCall", message: "Enter the time of the call, like 14:30." },
  ),
  inThePast: say(/*i18n*/ { id: "videoCall.chooseADateAndTimeIn", message: "Choose a date and time in the future." }),
  tooFarAhead: say(
    /*i18n*/ {
      id: "videoCall.tooFarAhead",
      message: "Choose a date within the next {days} days.",
      values: { days: VIDEO_CALL_MAX_DAYS_AHEAD },
    },
  ),
  duration: say(
    /*i18n*/ { id: "videoCall.chooseADurationOf1530", message: "Choose a duration of 15, 30, 45 or 60 minutes." },
  ),
  meetingUrl: say(
    /*i18n*/ {
      id: "videoCall.enterTheHttpsLinkOfYour",
      message: "Enter the https link of your Teams, Zoom or Meet meeting.",
    },
  ),
  meetingUrlTooLong: tooManyCharacters(MEETING_URL_MAX_LENGTH),
  meetingHost: (hosts: readonly string[]) =>
    say(
      /*i18n*/ {
        id: "videoCall.meetingHost",
        message: "Use a meeting link on {hosts}.",
        values: { hosts: hosts.join(", ") },
      },
    ),
  noteTooLong: tooManyCharacters(VIDEO_CALL_NOTE_MAX_LENGTH),
  notAllowed: say(
    /*i18n*/ {
      id: "videoCall.videoCallInvitesAreNotEnabled",
      message: "Video call invites are not enabled for your account. Ask your account manager to enable meetings.",
    },
  ),
  notFound: say(/*i18n*/ { id: "videoCall.videoCallNotFound", message: "Video call not found." }),
  alreadyCancelled: say(
    /*i18n*/ { id: "videoCall.thisVideoCallHasAlreadyBeen", message: "This video call has already been cancelled." },
  ),
  alreadyHeld: say(
    /*i18n*/ {
      id: "videoCall.thisVideoCallHasAlreadyTaken",
      message: "This video call has already taken place, so it cannot be cancelled.",
    },
  ),
} as const;

/** The instant a Dubai date and time stand for. */
export const dubaiInstant = (date: string, time: string) => new Date(`${date}T${time}:00${DUBAI_OFFSET}`);

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

function httpsUrl(value: string) {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/**
 * The video call form; `now` decides what "in the future" and "within 90 days" mean, `meetingHosts` where a meeting
 * link may lead.
 */
export function videoCallCreateSchema(now: Date, meetingHosts: readonly string[] = DEFAULT_MEETING_HOSTS) {
  return z
    .object({
      name: nameTextSchema(VIDEO_CALL_MESSAGES.nameRequired),
      email: singleLineText().toLowerCase(),
      mobile_prefix: singleLineText(),
      mobile_number: singleLineText(),
      date: singleLineText(),
      time: singleLineText(),
      duration: z.coerce.number(),
      meeting_url: singleLineText(),
      note: multiLineText().default(""),
    })
    .superRefine((v, ctx) => {
      checkField(ctx, ["name"], personNameSchema(VIDEO_CALL_MESSAGES.nameRequired), v.name);
      checkField(ctx, ["email"], sponsorEmailSchema, v.email);
      checkField(ctx, ["mobile_prefix"], mobilePrefixSchema, v.mobile_prefix);
      checkField(ctx, ["mobile_number"], mobileNumberSchema, v.mobile_number);
      const dateOk = isIsoDate(v.date);
      const timeOk = TIME_PATTERN.test(v.time);
      if (!dateOk) addIssue(ctx, ["date"], VIDEO_CALL_MESSAGES.dateRequired);
      if (!timeOk) addIssue(ctx, ["time"], VIDEO_CALL_MESSAGES.timeRequired);
      if (dateOk && timeOk) {
        const startsAt = dubaiInstant(v.date, v.time).getTime();
        if (startsAt <= now.getTime()) addIssue(ctx, ["date"], VIDEO_CALL_MESSAGES.inThePast);
        else if (startsAt > now.getTime() + VIDEO_CALL_MAX_DAYS_AHEAD * 86_400_000)
          addIssue(ctx, ["date"], VIDEO_CALL_MESSAGES.tooFarAhead);
      }
      if (!(VIDEO_CALL_DURATIONS as readonly number[]).includes(v.duration))
        addIssue(ctx, ["duration"], VIDEO_CALL_MESSAGES.duration);
      if (v.meeting_url.length > MEETING_URL_MAX_LENGTH)
        addIssue(ctx, ["meeting_url"], VIDEO_CALL_MESSAGES.meetingUrlTooLong);
      else {
        const url = httpsUrl(v.meeting_url);
        if (!url) addIssue(ctx, ["meeting_url"], VIDEO_CALL_MESSAGES.meetingUrl);
        else if (!isAllowedMeetingHost(url.hostname, meetingHosts))
          addIssue(ctx, ["meeting_url"], VIDEO_CALL_MESSAGES.meetingHost(meetingHosts));
      }
      if (v.note.length > VIDEO_CALL_NOTE_MAX_LENGTH) addIssue(ctx, ["note"], VIDEO_CALL_MESSAGES.noteTooLong);
    });
}
export type VideoCallCreate = z.input<ReturnType<typeof videoCallCreateSchema>>;

export const videoCallListQuerySchema = listQuery(VIDEO_CALL_SORTS, "starts_at").extend({
  status: z
    .enum(VIDEO_CALL_STATUSES, { error: say(/*i18n*/ { id: "common.unknownStatus", message: "Unknown status." }) })
    .optional(),
});
export type VideoCallListQuery = z.infer<typeof videoCallListQuerySchema>;
