import { useQuery } from "@tanstack/react-query";
import { ApiError } from "../../api/client";
import { useText } from "../../i18n/use-text";
import { approvalCasePath } from "../../paths/underwriting-paths";
import { ErrorAlert } from "../../ui/error-alert";
import { formatDateTime } from "../../ui/format";
import { Link } from "../../ui/link";
import { PageLoader } from "../../ui/page-loader";
import { Chip } from "../../ui/plain/chip";
import { cx } from "../../ui/plain/class-names";
import table from "../../ui/plain/table.module.css";
import text from "../../ui/plain/typography.module.css";
import { queueQueryOptions } from "./api/underwriting-queries";
import styles from "./underwriting.module.css";
import { waitingFor } from "./waiting-time";

/** The underwriter's queue: one row per referred application, the longest waiting first. */
export function UnderwritingQueueTable() {
  const { t } = useText();
  const queue = useQuery(queueQueryOptions());
  if (queue.isError)
    return (
      <ErrorAlert onRetry={() => void queue.refetch()}>
        {queue.error instanceof ApiError
          ? queue.error.message
          : t(
              /*i18n*/ {
                id: "underwriting.queueTable.queueCouldNotLoaded",
                message: "The queue could not be loaded. Please try again.",
              },
            )}
      </ErrorAlert>
    );
  if (!queue.data)
    return (
      <PageLoader label={t(/*i18n*/ { id: "underwriting.queueTable.loadingQueue", message: "Loading the queue" })} />
    );
  if (queue.data.cases.length === 0)
    return (
      <p role="status" className={cx(text.body1, styles.plain)}>
        {t(
          /*i18n*/ {
            id: "underwriting.queueTable.noApplicationWaitingDecision",
            message: "No application is waiting for a decision.",
          },
        )}
      </p>
    );
  const now = Date.now();
  return (
    <div className={table.container}>
      <table
        className={table.table}
        aria-label={t(
          /*i18n*/ { id: "underwriting.queueTable.referredApplications", message: "Referred applications" },
        )}
      >
        <thead>
          <tr>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "underwriting.column.quotation", message: "Quotation" })}
            </th>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "underwriting.column.sponsor", message: "Sponsor" })}
            </th>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "underwriting.column.partner", message: "Partner" })}
            </th>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "underwriting.column.plan", message: "Plan" })}
            </th>
            <th className={cx(table.cell, table.head, table.end)}>
              {t(/*i18n*/ { id: "underwriting.column.members", message: "Members" })}
            </th>
            <th className={cx(table.cell, table.head, table.end)}>
              {t(/*i18n*/ { id: "underwriting.queueTable.ruleHits", message: "Rule hits" })}
            </th>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "underwriting.column.waiting", message: "Waiting" })}
            </th>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "underwriting.queueTable.flags", message: "Flags" })}
            </th>
          </tr>
        </thead>
        <tbody>
          {queue.data.cases.map((c) => (
            <tr key={c.quotation_id}>
              <td className={table.cell}>
                <Link className={text.link} to={approvalCasePath(c.quotation_id)}>
                  {c.quotation_no}
                </Link>
              </td>
              <td className={table.cell}>{c.sponsor_name}</td>
              <td className={table.cell}>{c.partner_name}</td>
              <td className={table.cell}>{c.plan_name ?? "—"}</td>
              <td className={cx(table.cell, table.end)}>{c.members}</td>
              <td className={cx(table.cell, table.end)}>{c.hits}</td>
              <td
                className={table.cell}
                title={t(
                  /*i18n*/ {
                    id: "underwriting.queueTable.referredAt",
                    message: "Referred {referred_at}",
                    values: { referred_at: formatDateTime(c.referred_at) },
                  },
                )}
              >
                {waitingFor(c.referred_at, now)}
              </td>
              <td className={table.cell}>
                <span className={styles.flags}>
                  {c.decline_recommended && (
                    <Chip
                      variant="filled"
                      color="error"
                      label={t(
                        /*i18n*/ { id: "underwriting.queueTable.declineRecommended", message: "Decline recommended" },
                      )}
                    />
                  )}
                  {c.returned && (
                    <Chip
                      variant="filled"
                      color="info"
                      label={t(
                        /*i18n*/ {
                          id: "underwriting.queueTable.returnedInformation",
                          message: "Returned with information",
                        },
                      )}
                    />
                  )}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
