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
          : t("Your applications could not be loaded. Please try again.")}
      </ErrorAlert>
    );
  if (!approvals.data) return <PageLoader label={t("Loading your applications")} />;
  if (approvals.data.applications.length === 0)
    return (
      <p role="status" className={cx(text.body1, styles.plain)}>
        {t(
          "None of your applications has gone to underwriting. An H+ application goes there when its medical declaration needs an underwriter’s review.",
        )}
      </p>
    );
  return (
    <div className={table.container}>
      <table className={table.table} aria-label={t("Applications with underwriting")}>
        <thead>
          <tr>
            <th className={cx(table.cell, table.head)}>{t("Quotation")}</th>
            <th className={cx(table.cell, table.head)}>{t("Sponsor")}</th>
            <th className={cx(table.cell, table.head)}>{t("Plan")}</th>
            <th className={cx(table.cell, table.head)}>{t("Status")}</th>
            <th className={cx(table.cell, table.head)}>{t("Referred")}</th>
            <th className={cx(table.cell, table.head)}>{t("Latest decision")}</th>
            <th className={cx(table.cell, table.head)}>
              <VisuallyHidden>{t("Action")}</VisuallyHidden>
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
                  : t("Waiting")}
              </td>
              <td className={table.cell}>
                <Button
                  variant="text"
                  size="small"
                  onClick={() => navigate(resume(a))}
                  aria-label={t("Open {quotation_no}", { quotation_no: a.quotation_no })}
                >
                  {t("Open")}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
