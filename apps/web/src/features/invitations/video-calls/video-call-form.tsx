import {
  addDays,
  DEFAULT_MEETING_HOSTS,
  DEFAULT_MOBILE_PREFIX,
  MEETING_URL_MAX_LENGTH,
  VIDEO_CALL_DURATIONS,
  VIDEO_CALL_MAX_DAYS_AHEAD,
  VIDEO_CALL_NOTE_MAX_LENGTH,
  type VideoCallCreate,
  type videoCallCreateSchema,
} from "@pp/domain";
import { useState } from "react";
import { type Control, useForm } from "react-hook-form";
import type { z } from "zod";
import { useText } from "../../../i18n/use-text";
import { usePublicConfig } from "../../../shell/api/get-public-config";
import { applyFieldErrors } from "../../../ui/apply-field-errors";
import { lazyResolver } from "../../../ui/lazy-resolver";
import { DateField } from "../../../ui/plain/date-field";
import { SelectField } from "../../../ui/plain/select-field";
import { TextField } from "../../../ui/plain/text-field";
import { useFormField } from "../../../ui/use-form-field";
import { useToday } from "../../../ui/use-today";
import { useSendVideoCall } from "../api/video-calls-api";
import { CONTACT_FIELDS, ContactFields } from "../contact-fields";
import { SendForm } from "../send-form";

type Parsed = z.output<ReturnType<typeof videoCallCreateSchema>>;
// The check (the domain's schema and zod) loads as the form is first checked, not with the video calls' page.
const resolver = lazyResolver(() => import("./video-call-resolver").then((m) => m.videoCallResolver));
const FIELDS = [...CONTACT_FIELDS, "date", "time", "duration", "meeting_url", "note"] as const;
// "30 minutes": the select shows it through the domain's "{count} minutes", in the active language.
const minutes = (count: number) => `${count} minutes`;
const DURATION_OPTIONS = VIDEO_CALL_DURATIONS.map((d) => ({ value: d, label: minutes(d) }));

const emptyForm = (): VideoCallCreate => ({
  name: "",
  email: "",
  mobile_prefix: DEFAULT_MOBILE_PREFIX,
  mobile_number: "",
  date: "",
  time: "",
  duration: 30,
  meeting_url: "",
  note: "",
});

/** Books a video call: the customer gets the meeting link and a calendar entry by e-mail. */
export function VideoCallForm() {
  const { t } = useText();
  const send = useSendVideoCall();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The server's list of meeting services; until it has loaded, the default list (the server checks again).
  const meetingHosts = usePublicConfig().data?.meetingHosts ?? DEFAULT_MEETING_HOSTS;
  const { control, handleSubmit, setError, reset, formState } = useForm<VideoCallCreate, unknown, Parsed>({
    resolver,
    context: { meetingHosts },
    defaultValues: emptyForm(),
  });

  const onSubmit = handleSubmit((values) => {
    setSentTo(null);
    send.mutate(values, {
      onSuccess: (row) => {
        setSentTo(row.recipientEmail);
        reset(emptyForm());
      },
      onError: (error) => applyFieldErrors(error, setError, FIELDS),
    });
  });

  return (
    <SendForm
      title={t(/*i18n*/ { id: "invitations.videoCallForm.sendVideoCallInvite", message: "Send video call invite" })}
      onSubmit={onSubmit}
      formErrors={formState.errors}
      error={send.error}
      pending={send.isPending}
      sent={
        sentTo &&
        t(
          /*i18n*/ {
            id: "invitations.videoCallForm.emailedTo",
            message: "The invite with a calendar entry was e-mailed to {email}. It is listed below.",
            values: { email: sentTo },
          },
        )
      }
    >
      <ContactFields control={control} />
      <CallFields control={control} meetingHosts={meetingHosts} />
    </SendForm>
  );
}

/**
 * The call's date, time, length, link and note, below the customer's contact fields. Its own component, so that its
 * fields register with the form after those, as they are shown: a send with both wrong focuses the customer's name.
 */
function CallFields({
  control,
  meetingHosts,
}: {
  control: Control<VideoCallCreate, unknown, Parsed>;
  meetingHosts: readonly string[];
}) {
  const { t } = useText();
  const today = useToday();
  const dateField = useFormField(control, "date");
  const timeField = useFormField(control, "time");
  const durationField = useFormField(control, "duration");
  const linkField = useFormField(control, "meeting_url");
  const noteField = useFormField(control, "note");
  return (
    <>
      <DateField
        {...dateField}
        label={t(/*i18n*/ { id: "invitations.videoCallForm.date", message: "Date" })}
        window={{ min: today, max: addDays(today, VIDEO_CALL_MAX_DAYS_AHEAD) }}
        required
      />
      <TextField
        {...timeField}
        label={t(/*i18n*/ { id: "invitations.videoCallForm.timeDubai", message: "Time (Dubai)" })}
        type="time"
        required
        helperText={t(/*i18n*/ { id: "invitations.videoCallForm.timeHint", message: "Dubai time, like 14:30" })}
      />
      <SelectField
        {...durationField}
        // The form's input type leaves the duration open (the schema reads it); the select holds one of its numbers.
        value={durationField.value as number}
        label={t(/*i18n*/ { id: "invitations.videoCallForm.duration", message: "Duration" })}
        options={DURATION_OPTIONS}
        required
      />
      <TextField
        {...linkField}
        label={t(/*i18n*/ { id: "invitations.videoCall.meetingLink", message: "Meeting link" })}
        type="url"
        required
        helperText={t(
          /*i18n*/ {
            id: "invitations.videoCallForm.meetingLinkHint",
            message: "The https link of your meeting on {hosts}",
            values: { hosts: meetingHosts.join(", ") },
          },
        )}
        maxLength={MEETING_URL_MAX_LENGTH}
      />
      <TextField
        {...noteField}
        value={noteField.value ?? ""}
        label={t(/*i18n*/ { id: "invitations.videoCallForm.noteOptional", message: "Note (optional)" })}
        multiline
        maxLength={VIDEO_CALL_NOTE_MAX_LENGTH}
      />
    </>
  );
}
