import {
  formatAed,
  REFUND_REASON_LABELS,
  REFUND_STATE_LABELS,
  REFUND_STATES,
  type RefundRow,
  type RefundState,
} from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import { type Translate, useText } from "../../../i18n/use-text";
import { policyDetailPath, quotationDetailPath } from "../../../paths/backoffice-paths";
import { ErrorAlert } from "../../../ui/error-alert";
import { formatDateTime } from "../../../ui/format";
import { Ltr, Name } from "../../../ui/isolated-value";
import { Link as RouterLink } from "../../../ui/link";
import { ListPagination } from "../../../ui/list/list-pagination";
import type { ListColumn } from "../../../ui/list/list-types";
import { RowsCards } from "../../../ui/list/rows-cards";
import table from "../../../ui/list/rows-table.module.css";
import { PageLoader } from "../../../ui/page-loader";
import { Alert } from "../../../ui/plain/alert";
import { Button } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import { SelectField } from "../../../ui/plain/select-field";
import text from "../../../ui/plain/typography.module.css";
import { useMediaQuery } from "../../../ui/use-media-query";
import { refundsQueryOptions, useSendRefund } from "./api/refunds";
import styles from "./refunds.module.css";

const STATE_WORDS = /*i18n*/ { id: "backoffice.refundsPage.state", message: "State" };

const PAGE_SIZE = 25;

/** A table leaves the "Action" column too little room beside the open sidebar until 1280 px; below it, cards. */
const WIDE = "(min-width: 1280px)";

/** The columns, named in the page's language (the shared list translates the English labels of lists not moved). */
const columnsOf = (t: Translate): ListColumn<RefundRow>[] => [
  {
    id: "recorded",
    label: t(/*i18n*/ { id: "backoffice.changesSection.recorded", message: "Recorded" }),
    render: (row) => <Ltr>{formatDateTime(row.createdAt)}</Ltr>,
  },
  // A card's title names the policy already.
  {
    id: "subject",
    label: t(/*i18n*/ { id: "backoffice.refundsPage.policyQuotation", message: "Policy or quotation" }),
    render: (row) => <RefundSubject row={row} />,
    hideOnCard: true,
  },
  {
    id: "sponsor",
    label: t(/*i18n*/ { id: "backoffice.policyDetailPage.sponsor", message: "Sponsor" }),
    render: (row) => <Name>{row.sponsorName}</Name>,
  },
  {
    id: "why",
    label: t(/*i18n*/ { id: "backoffice.refundsPage.why", message: "Why" }),
    render: (row) => translateMessage(REFUND_REASON_LABELS[row.reason]),
  },
  {
    id: "amount",
    label: t(/*i18n*/ { id: "backoffice.recordSections.amount", message: "Amount" }),
    align: "right",
    render: (row) => <RefundAmount row={row} />,
  },
  {
    id: "state",
    label: t(STATE_WORDS),
    render: (row) => <RefundStateText row={row} />,
  },
];

/**
 * /refunds: every refund the partner's customers are owed — members removed, policies cancelled, payments that could
 * not be applied — with its state. A due refund of a card payment is sent to the gateway from here; one of a policy
 * paid on a product's own site is refunded there.
 */
export function RefundsPage() {
  const { t } = useText();
  const columns = columnsOf(t);
  const titleId = useId();
  const wide = useMediaQuery(WIDE);
  const [search, setSearch] = useSearchParams();
  const state = REFUND_STATES.find((s) => s === search.get("state"));
  const page = Math.max(1, Number(search.get("page")) || 1);
  const result = useQuery(refundsQueryOptions({ state, page, pageSize: PAGE_SIZE }));
  const send = useSendRefund();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const sendRefund = (row: RefundRow) => {
    setNotice(null);
    send.mutate(row.id, {
      onSuccess: (done) =>
        setNotice({
          ok: true,
          text: t(
            /*i18n*/ {
              id: "backoffice.refundsPage.refundedCard",
              message: "{amount} was refunded to card {card}.",
              values: {
                amount: formatAed(done.totalFils),
                card: done.card ?? "",
              },
            },
          ),
        }),
      onError: (error) =>
        setNotice({
          ok: false,
          text:
            error instanceof ApiError
              ? error.message
              : t(
                  /*i18n*/ {
                    id: "backoffice.refundsPage.refundCouldNotSent",
                    message: "The refund could not be sent. Please try again.",
                  },
                ),
        }),
    });
  };
  const setFilter = (next: RefundState | undefined) => setSearch(next ? { state: next } : {}, { replace: true });
  const action = (row: RefundRow) => (
    <RefundAction row={row} sending={send.isPending && send.variables === row.id} onSend={sendRefund} />
  );

  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className={text.h1}>
        {t(/*i18n*/ { id: "backoffice.changeOutcome.refunds", message: "Refunds" })}
      </h1>
      <p className={cx(text.body1, text.secondary, styles.lead)}>
        {t(
          /*i18n*/ {
            id: "backoffice.refundsPage.moneyOwedBackCustomers",
            message: "Money owed back to your customers: it goes back to the card that paid.",
          },
        )}
      </p>
      <div className={styles.filter}>
        <SelectField<RefundState | "">
          name="state"
          size="small"
          label={t(STATE_WORDS)}
          value={state ?? ""}
          onChange={(chosen) => setFilter(chosen || undefined)}
          problem={undefined}
          options={[
            { value: "", label: t(/*i18n*/ { id: "backoffice.refundsPage.all", message: "All" }) },
            ...REFUND_STATES.map((s) => ({ value: s, label: translateMessage(REFUND_STATE_LABELS[s]) })),
          ]}
        />
      </div>
      {notice && (
        <Alert
          severity={notice.ok ? "success" : "error"}
          role={notice.ok ? "status" : "alert"}
          className={styles.notice}
        >
          {notice.text}
        </Alert>
      )}
      {result.isPending ? (
        <PageLoader
          label={t(/*i18n*/ { id: "backoffice.refundsPage.loadingRefunds", message: "Loading the refunds" })}
        />
      ) : result.isError ? (
        <ErrorAlert onRetry={() => void result.refetch()}>
          {t(
            /*i18n*/ {
              id: "backoffice.refundsPage.refundsCouldNotLoaded",
              message: "The refunds could not be loaded.",
            },
          )}
        </ErrorAlert>
      ) : result.data.rows.length === 0 ? (
        <p className={cx(text.body1, styles.empty)}>
          {state
            ? t(/*i18n*/ { id: "backoffice.refundsPage.noRefundState", message: "No refund is in this state." })
            : t(
                /*i18n*/ {
                  id: "backoffice.refundsPage.noRefundOwedCustomers",
                  message: "No refund is owed to your customers.",
                },
              )}
        </p>
      ) : (
        <div className={styles.rows}>
          {wide ? (
            <div className={table.container}>
              <table className={table.table} aria-labelledby={titleId}>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.id} className={cx(table.cell, table.head, column.align === "right" && table.end)}>
                        {translateMessage(column.label)}
                      </th>
                    ))}
                    <th className={cx(table.cell, table.head)}>
                      {t(/*i18n*/ { id: "backoffice.refundsPage.action", message: "Action" })}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.data.rows.map((row) => (
                    <tr key={row.id}>
                      {columns.map((column) => (
                        <td
                          key={column.id}
                          className={cx(table.cell, table.body, column.align === "right" && table.end)}
                        >
                          {column.render(row)}
                        </td>
                      ))}
                      <td className={table.cell}>{action(row)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <RowsCards
              columns={columns}
              rows={result.data.rows}
              rowKey={(row) => row.id}
              cardTitle={(row) => <RefundSubject row={row} />}
              rowActions={action}
            />
          )}
          <ListPagination
            total={result.data.total}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={(next) => setSearch({ ...(state ? { state } : {}), page: String(next) }, { replace: true })}
          />
        </div>
      )}
    </section>
  );
}

/** The policy (or the quotation of a payment that could not be applied) the refund is of, and its ledger. */
function RefundSubject({ row }: { row: RefundRow }) {
  const { t } = useText();
  return (
    <>
      <RouterLink
        className={text.link}
        to={row.policyNo ? policyDetailPath(row.policyNo) : quotationDetailPath(row.product, row.quotationNo)}
      >
        <Ltr>{row.policyNo ?? row.quotationNo}</Ltr>
      </RouterLink>
      {row.policyLedger && (
        <p className={cx(text.body2, text.secondary, styles.line)}>
          {t(
            /*i18n*/ {
              id: "backoffice.refundsPage.policyPaidRefunded",
              message: "Policy: paid {paid}, refunded {refunded}",
              values: {
                paid: formatAed(row.policyLedger.paidFils),
                refunded: formatAed(row.policyLedger.refundedFils),
              },
            },
          )}
        </p>
      )}
    </>
  );
}

/** The amount, and each member's part of it from the policy's ledger. */
function RefundAmount({ row }: { row: RefundRow }) {
  return (
    <>
      <Ltr>{formatAed(row.totalFils)}</Ltr>
      {row.shares.map((share) => (
        <p key={share.memberId ?? "sponsor"} className={cx(text.body2, text.secondary, styles.line)}>
          <Name>{share.name}</Name>: <Ltr>{formatAed(share.premiumFils + share.vatFils)}</Ltr>
        </p>
      ))}
    </>
  );
}

/** Where the refund stands, and why a due one was not sent yet. */
function RefundStateText({ row }: { row: RefundRow }) {
  return (
    <>
      {translateMessage(REFUND_STATE_LABELS[row.state])}
      {row.state === "due" && row.message && (
        <p className={cx(text.body2, styles.line, styles.problem)}>{row.message}</p>
      )}
    </>
  );
}

/** Send a due card refund; say where the others stand. */
function RefundAction({
  row,
  sending,
  onSend,
}: {
  row: RefundRow;
  sending: boolean;
  onSend: (row: RefundRow) => void;
}) {
  const { t } = useText();
  if (row.state === "refunded")
    return (
      <p className={cx(text.body2, styles.line)}>
        {t(
          /*i18n*/ {
            id: "backoffice.refundsPage.refundReference",
            message: "Refund reference {reference}",
            values: { reference: row.gatewayReference ?? "" },
          },
        )}
      </p>
    );
  if (row.state === "sent")
    return (
      <p className={cx(text.body2, styles.line)}>
        {t(/*i18n*/ { id: "backoffice.refundsPage.waitingGateway", message: "Waiting for the gateway" })}
      </p>
    );
  if (!row.paidThroughPortal)
    return (
      <p className={cx(text.body2, styles.line)}>
        {t(/*i18n*/ { id: "backoffice.refundsPage.refundedProductSSite", message: "Refunded by the product's site" })}
      </p>
    );
  return (
    <Button
      size="small"
      variant="outlined"
      loading={sending}
      onClick={() => onSend(row)}
      aria-label={t(
        /*i18n*/ {
          id: "backoffice.refundsPage.sendRefundCard",
          message: "Send the refund of {amount} to card {card}",
          values: {
            amount: formatAed(row.totalFils),
            card: row.card ?? "",
          },
        },
      )}
    >
      {t(/*i18n*/ { id: "backoffice.refundsPage.sendRefund", message: "Send refund" })}
    </Button>
  );
}
