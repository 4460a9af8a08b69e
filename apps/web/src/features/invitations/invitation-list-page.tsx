import type { InvitationRow } from "@pp/domain";
import {
  INVITATION_KINDS,
  INVITATION_LIST_QUERY,
  INVITATION_STATUS_LABELS,
  INVITATION_VALID_DAYS,
  type InvitationKind,
  PRODUCT_LABELS,
  readInvitationPrefill,
} from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useState } from "react";
import { useLocation } from "react-router";
import { translateMessage } from "../../i18n/i18n";
import { type Translate, useText } from "../../i18n/use-text";
import { formatDateTime } from "../../ui/format";
import { BackofficeList } from "../../ui/list/backoffice-list";
import cells from "../../ui/list/list-cells.module.css";
import type { ListColumn } from "../../ui/list/list-types";
import { UnbrokenParts } from "../../ui/list/unbroken-parts";
import { useListParams } from "../../ui/list/use-list-params";
import { Button } from "../../ui/plain/button";
import { Chip } from "../../ui/plain/chip";
import { cx } from "../../ui/plain/class-names";
import { ConfirmDialog } from "../../ui/plain/confirm-dialog";
import { invitationListQueryOptions, useInvitationAction } from "./api/invitations-api";
import { customerColumn, RowActionNotice } from "./list-parts";
import { SendInvitationForm } from "./send-invitation-form";

const SENT_WORDS = /*i18n*/ { id: "invitations.invitationListPage.sent", message: "Sent" };

const STATUS_OPTIONS = Object.entries(INVITATION_STATUS_LABELS).map(([value, label]) => ({ value, label }));
const isOpen = (row: InvitationRow) => row.status !== "completed" && row.status !== "cancelled";
const dateTime = (iso: string) => <UnbrokenParts parts={formatDateTime(iso).split(" ")} />;

/** The link's status, with when the customer opened it or what ended it. */
function linkStatus(row: InvitationRow): ReactNode {
  const when =
    row.status === "completed"
      ? row.completedAt
      : row.status === "cancelled"
        ? row.cancelledAt
        : row.status === "opened"
          ? row.openedAt
          : null;
  return (
    <>
      <Chip label={translateMessage(INVITATION_STATUS_LABELS[row.status])} />
      {when && <span className={cx(cells.below, cells.spaced)}>{formatDateTime(when)}</span>}
    </>
  );
}

/** The list's columns for the kind, their labels in the page's language. */
function columnsFor(kind: InvitationKind, t: Translate): ListColumn<InvitationRow>[] {
  const hasReference = INVITATION_KINDS[kind].target !== "site";
  return [
    customerColumn<InvitationRow>(t),
    ...(hasReference
      ? [
          {
            id: "reference",
            label: t(/*i18n*/ { id: "invitations.invitationListPage.for", message: "For" }),
            render: (row: InvitationRow) => row.reference ?? "",
          },
        ]
      : []),
    {
      id: "status",
      label: t(/*i18n*/ { id: "invitations.list.status", message: "Status" }),
      sort: "status",
      render: linkStatus,
    },
    {
      id: "sent",
      label: t(SENT_WORDS),
      sort: "created_at",
      firstDir: "desc",
      render: (row) => dateTime(row.createdAt),
    },
    {
      id: "expires",
      label: t(/*i18n*/ { id: "invitations.invitationListPage.linkExpires", message: "Link expires" }),
      sort: "expires_at",
      firstDir: "desc",
      render: (row) => dateTime(row.expiresAt),
    },
  ];
}

/** One page for every invitation route (Invitations group): the form to send one, and the list. */
export function InvitationListPage({ kind }: { kind: InvitationKind }) {
  const { t } = useText();
  // A policy's "Invite to renew" comes with its sponsor and number (router state); anything else opens an empty form.
  const prefill = readInvitationPrefill(useLocation().state);
  const params = useListParams(INVITATION_LIST_QUERY, { kind });
  const result = useQuery(invitationListQueryOptions(params.query));
  const action = useInvitationAction();
  const [done, setDone] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<InvitationRow | null>(null);
  const { title, product, journey } = INVITATION_KINDS[kind];

  const act = (row: InvitationRow, name: "resend" | "cancel") => {
    setDone(null);
    action.mutate(
      { id: row.id, action: name },
      {
        onSuccess: () =>
          setDone(
            name === "resend"
              ? t(
                  /*i18n*/ {
                    id: "invitations.invitationListPage.resent",
                    message: "A new link was e-mailed to {recipientEmail}; the earlier link no longer works.",
                    values: { recipientEmail: row.recipientEmail },
                  },
                )
              : t(
                  /*i18n*/ {
                    id: "invitations.invitationListPage.cancelled",
                    message: "The invitation to {recipientName} was cancelled; its link no longer works.",
                    values: { recipientName: row.recipientName },
                  },
                ),
          ),
      },
    );
  };

  const rowActions = (row: InvitationRow) =>
    isOpen(row) ? (
      <>
        <Button
          variant="text"
          size="small"
          onClick={() => act(row, "resend")}
          disabled={action.isPending}
          aria-label={t(
            /*i18n*/ {
              id: "invitations.invitationListPage.resendLabel",
              message: "Resend the invitation to {recipientName}",
              values: { recipientName: row.recipientName },
            },
          )}
        >
          {t(/*i18n*/ { id: "invitations.invitationListPage.resend", message: "Resend" })}
        </Button>
        <Button
          variant="text"
          size="small"
          color="error"
          onClick={() => setCancelling(row)}
          disabled={action.isPending}
          aria-label={t(
            /*i18n*/ {
              id: "invitations.invitationListPage.cancelLabel",
              message: "Cancel the invitation to {recipientName}",
              values: { recipientName: row.recipientName },
            },
          )}
        >
          {t(/*i18n*/ { id: "invitations.list.cancel", message: "Cancel" })}
        </Button>
      </>
    ) : null;

  return (
    <>
      <BackofficeList
        title={translateMessage(title)}
        description={
          journey === "renewal"
            ? t(
                /*i18n*/ {
                  id: "invitations.invitationListPage.renewIntro",
                  message:
                    "The customer follows the link in the e-mail to renew {product} cover on their own. A link works for {days} days; resend it for a new one.",
                  values: { product: translateMessage(PRODUCT_LABELS[product]), days: INVITATION_VALID_DAYS },
                },
              )
            : t(
                /*i18n*/ {
                  id: "invitations.invitationListPage.buyIntro",
                  message:
                    "The customer follows the link in the e-mail to buy {product} cover on their own. A link works for {days} days; resend it for a new one.",
                  values: { product: translateMessage(PRODUCT_LABELS[product]), days: INVITATION_VALID_DAYS },
                },
              )
        }
        intro={<SendInvitationForm kind={kind} prefill={prefill} />}
        noun={t(/*i18n*/ { id: "invitations.invitationListPage.invitations", message: "invitations" })}
        emptyMessage={t(
          /*i18n*/ {
            id: "invitations.invitationListPage.noInvitationsYetSend",
            message: "No invitations yet. Send one with the form above.",
          },
        )}
        searchHint={t(
          /*i18n*/ {
            id: "invitations.invitationListPage.customerNameEMail",
            message: "Customer name, e-mail, mobile or reference",
          },
        )}
        statusOptions={STATUS_OPTIONS}
        dateLabel={t(SENT_WORDS)}
        columns={columnsFor(kind, t)}
        rowKey={(row) => row.id}
        cardTitle={(row) => row.recipientName}
        rowActions={rowActions}
        params={params}
        result={result}
        notice={<RowActionNotice error={action.error} done={done} />}
      />
      {cancelling && (
        <ConfirmDialog
          title={t(
            /*i18n*/ {
              id: "invitations.invitationListPage.cancelQuestion",
              message: "Cancel the invitation to {recipientName}?",
              values: { recipientName: cancelling.recipientName },
            },
          )}
          text={t(
            /*i18n*/ {
              id: "invitations.invitationListPage.cancelText",
              message:
                "The link e-mailed to {recipientEmail} stops working at once. You can send a new invitation later.",
              values: { recipientEmail: cancelling.recipientEmail },
            },
          )}
          confirmLabel={t(
            /*i18n*/ { id: "invitations.invitationListPage.cancelInvitation", message: "Cancel invitation" },
          )}
          keepLabel={t(/*i18n*/ { id: "invitations.invitationListPage.keep", message: "Keep it" })}
          onConfirm={() => act(cancelling, "cancel")}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );
}
