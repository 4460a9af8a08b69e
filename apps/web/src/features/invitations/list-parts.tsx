import { ApiError } from "../../api/client";
import { type Translate, useText } from "../../i18n/use-text";
import { ErrorAlert } from "../../ui/error-alert";
import cells from "../../ui/list/list-cells.module.css";
import type { ListColumn } from "../../ui/list/list-types";
import { Alert } from "../../ui/plain/alert";

type Recipient = { recipientName: string; recipientEmail: string; recipientMobile: string };

/** The Customer column: the name, with the e-mail and mobile beneath it; its label in the page's language. */
export function customerColumn<Row extends Recipient>(t: Translate): ListColumn<Row> {
  return {
    id: "customer",
    label: t(/*i18n*/ { id: "invitations.list.customer", message: "Customer" }),
    sort: "recipient_name",
    render: (row) => (
      <>
        {row.recipientName}
        <span className={cells.below}>
          {row.recipientEmail} · {row.recipientMobile}
        </span>
      </>
    ),
    hideOnCard: true,
  };
}

/** What the last row action did, or why it failed (the list then shows the row's current state). */
export function RowActionNotice({ error, done }: { error: unknown; done: string | null }) {
  const { t } = useText();
  if (error)
    return (
      <ErrorAlert>
        {error instanceof ApiError
          ? error.message
          : t(
              /*i18n*/ { id: "invitations.listParts.changeCouldNotMade", message: "The change could not be made." },
            )}{" "}
        {t(
          /*i18n*/ { id: "invitations.listParts.listShowsCurrentState", message: "The list shows the current state." },
        )}
      </ErrorAlert>
    );
  if (done)
    return (
      <Alert severity="success" role="status">
        {done}
      </Alert>
    );
  return null;
}
