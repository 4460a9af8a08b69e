import type { VideoCallRow } from "@pp/domain";
import { VIDEO_CALL_LIST_QUERY, VIDEO_CALL_STATUS_LABELS } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { translateMessage } from "../../../i18n/i18n";
import { type Translate, useText } from "../../../i18n/use-text";
import { formatDateTime } from "../../../ui/format";
import { BackofficeList } from "../../../ui/list/backoffice-list";
import cells from "../../../ui/list/list-cells.module.css";
import type { ListColumn } from "../../../ui/list/list-types";
import { useListParams } from "../../../ui/list/use-list-params";
import { Button } from "../../../ui/plain/button";
import { Chip } from "../../../ui/plain/chip";
import { cx } from "../../../ui/plain/class-names";
import { ConfirmDialog } from "../../../ui/plain/confirm-dialog";
import text from "../../../ui/plain/typography.module.css";
import { useCancelVideoCall, videoCallListQueryOptions } from "../api/video-calls-api";
import { customerColumn, RowActionNotice } from "../list-parts";
import { VideoCallForm } from "./video-call-form";

const STATUS_OPTIONS = Object.entries(VIDEO_CALL_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** The list's columns, their labels in the page's language. */
const columns = (t: Translate): ListColumn<VideoCallRow>[] => [
  customerColumn<VideoCallRow>(t),
  {
    id: "when",
    label: t(/*i18n*/ { id: "invitations.videoCallListPage.whenDubaiTime", message: "When (Dubai time)" }),
    sort: "starts_at",
    firstDir: "desc",
    render: (row) => (
      <>
        {formatDateTime(row.startsAt)}
        <span className={cells.below}>
          {t(
            /*i18n*/ {
              id: "invitations.videoCallListPage.duration",
              message: "{count, plural, one {# minute} other {# minutes}}",
              values: { count: row.durationMinutes },
            },
          )}
        </span>
      </>
    ),
  },
  {
    id: "status",
    label: t(/*i18n*/ { id: "invitations.list.status", message: "Status" }),
    render: (row) => <Chip label={translateMessage(VIDEO_CALL_STATUS_LABELS[row.status])} />,
  },
  {
    id: "link",
    label: t(/*i18n*/ { id: "invitations.videoCall.meetingLink", message: "Meeting link" }),
    render: (row) => (
      <a href={row.meetingUrl} target="_blank" rel="noopener noreferrer" className={cx(text.link, cells.wraps)}>
        {row.meetingUrl}
      </a>
    ),
  },
];

/** "Video Call Invite" (/videocall-invite): book a call with a customer, and the calls booked. */
export function VideoCallListPage() {
  const { t } = useText();
  const params = useListParams(VIDEO_CALL_LIST_QUERY, {});
  const result = useQuery(videoCallListQueryOptions(params.query));
  const cancel = useCancelVideoCall();
  const [done, setDone] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<VideoCallRow | null>(null);
  const cancelCall = (row: VideoCallRow) => {
    setDone(null);
    cancel.mutate(row.id, {
      onSuccess: () =>
        setDone(
          t(
            /*i18n*/ {
              id: "invitations.videoCallListPage.cancelled",
              message: "The call with {recipientName} was cancelled; their calendar is updated.",
              values: { recipientName: row.recipientName },
            },
          ),
        ),
    });
  };

  const rowActions = (row: VideoCallRow) =>
    row.status === "upcoming" ? (
      <Button
        variant="text"
        size="small"
        color="error"
        disabled={cancel.isPending}
        aria-label={t(
          /*i18n*/ {
            id: "invitations.videoCallListPage.cancelLabel",
            message: "Cancel the video call with {recipientName}",
            values: { recipientName: row.recipientName },
          },
        )}
        onClick={() => setCancelling(row)}
      >
        {t(/*i18n*/ { id: "invitations.list.cancel", message: "Cancel" })}
      </Button>
    ) : null;

  return (
    <>
      <BackofficeList
        title={t(/*i18n*/ { id: "invitations.videoCallListPage.videoCallInvites", message: "Video call invites" })}
        description={t(
          /*i18n*/ {
            id: "invitations.videoCallListPage.customerGetsMeetingLink",
            message: "The customer gets the meeting link and a calendar entry by e-mail. Times are Dubai time.",
          },
        )}
        intro={<VideoCallForm />}
        noun={t(/*i18n*/ { id: "invitations.videoCallListPage.videoCalls", message: "video calls" })}
        emptyMessage={t(
          /*i18n*/ {
            id: "invitations.videoCallListPage.noVideoCallsYet",
            message: "No video calls yet. Send an invite with the form above.",
          },
        )}
        searchHint={t(
          /*i18n*/ {
            id: "invitations.videoCallListPage.customerNameEMail",
            message: "Customer name, e-mail or mobile",
          },
        )}
        statusOptions={STATUS_OPTIONS}
        dateLabel={t(/*i18n*/ { id: "invitations.videoCallListPage.call", message: "Call" })}
        columns={columns(t)}
        rowKey={(row) => row.id}
        cardTitle={(row) => row.recipientName}
        rowActions={rowActions}
        params={params}
        result={result}
        notice={<RowActionNotice error={cancel.error} done={done} />}
      />
      {cancelling && (
        <ConfirmDialog
          title={t(
            /*i18n*/ {
              id: "invitations.videoCallListPage.cancelQuestion",
              message: "Cancel the call with {recipientName}?",
              values: { recipientName: cancelling.recipientName },
            },
          )}
          text={t(
            /*i18n*/ {
              id: "invitations.videoCallListPage.cancelText",
              message: "{recipientEmail} gets a cancellation that removes the call from their calendar.",
              values: { recipientEmail: cancelling.recipientEmail },
            },
          )}
          confirmLabel={t(/*i18n*/ { id: "invitations.videoCallListPage.cancelCall", message: "Cancel call" })}
          keepLabel={t(/*i18n*/ { id: "invitations.videoCallListPage.keepCall", message: "Keep the call" })}
          onConfirm={() => cancelCall(cancelling)}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );
}
