import { type Approvals, UNDERWRITING_DECISION_LABELS } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ApiError } from "../../api/client";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { ErrorAlert } from "../../ui/error-alert";
import { formatDateTime, quotationStatusLabel } from "../../ui/format";
import { PageLoader } from "../../ui/page-loader";
import { Button } from "../../ui/plain/button";
import { cx } from "../../ui/plain/class-names";
import table from "../../ui/plain/table.module.css";
import text from "../../ui/plain/typography.module.css";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { approvalsQueryOptions } from "./api/underwriting-queries";
import styles from "./underwriting.module.css";

type Application = Approvals["applications"][number];

/** Opens the application in the wizard at its underwriting review; answers the path. The route composes it. */
export type ResumeApplication = (application: Application) => string;

/** The partner's applications that went to underwriting, the latest referral first. */
export function PartnerApprovals({ resume }: { resume: ResumeApplication }) {
  const { t } = useText();
  const approvals = useQuery(approvalsQueryOptions());
  const navigate = useNavigate();
  if (approvals.isError)
    return (
      <ErrorAlert onRetry={() => void approvals.refetch()}>
        {approvals.error instanceof ApiError
          ? approvals.error.message
          : t(
              /*i18n*/ {
                id: "underwriting.partnerApprovals.applicationsCouldNotLoaded",
                message: "Your applications could not be loaded. Please try again.",
              },
            )}
      </ErrorAlert>
    );
  if (!approvals.data)
    return (
      <PageLoader
        label={t(
          /*i18n*/ { id: "underwriting.partnerApprovals.loadingApplications", message: "Loading your applications" },
        )}
      />
    );
  if (approvals.data.applications.length === 0)
    return (
      <p role="status" className={cx(text.body1, styles.plain)}>
        {t(
          /*i18n*/ {
            id: "underwriting.partnerApprovals.noneApplicationsGoneUnderwriting",
            message:
              "None of your applications has gone to underwriting. An H+ application goes there when its medical declaration needs an underwriter’s review.",
          },
        )}
      </p>
    );
  return (
    <div className={table.container}>
      <table
        className={table.table}
        aria-label={t(
          /*i18n*/ {
            id: "underwriting.partnerApprovals.applicationsUnderwriting",
            message: "Applications with underwriting",
          },
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
              {t(/*i18n*/ { id: "underwriting.column.plan", message: "Plan" })}
            </th>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "underwriting.partnerApprovals.status", message: "Status" })}
            </th>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "underwriting.column.referred", message: "Referred" })}
            </th>
            <th className={cx(table.cell, table.head)}>
              {t(/*i18n*/ { id: "underwriting.partnerApprovals.latestDecision", message: "Latest decision" })}
            </th>
            <th className={cx(table.cell, table.head)}>
              <VisuallyHidden>
                {t(/*i18n*/ { id: "underwriting.partnerApprovals.action", message: "Action" })}
              </VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {approvals.data.applications.map((a) => (
            <tr key={a.quotation_id}>
              <td className={table.cell}>{a.quotation_no}</td>
              <td className={table.cell}>{a.sponsor_name}</td>
              <td className={table.cell}>{a.plan_name ?? "—"}</td>
              <td className={table.cell}>{quotationStatusLabel(a.status)}</td>
              <td className={table.cell}>{formatDateTime(a.referred_at)}</td>
              <td className={table.cell}>
                {a.last_decision
                  ? `${translateMessage(UNDERWRITING_DECISION_LABELS[a.last_decision])}, ${formatDateTime(a.last_decided_at!)}`
                  : t(/*i18n*/ { id: "underwriting.column.waiting", message: "Waiting" })}
              </td>
              <td className={table.cell}>
                <Button
                  variant="text"
                  size="small"
                  onClick={() => navigate(resume(a))}
                  aria-label={t(
                    /*i18n*/ {
                      id: "underwriting.partnerApprovals.openQuotation",
                      message: "Open {quotation_no}",
                      values: { quotation_no: a.quotation_no },
                    },
                  )}
                >
                  {t(/*i18n*/ { id: "underwriting.partnerApprovals.open", message: "Open" })}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
