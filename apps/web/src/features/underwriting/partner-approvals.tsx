import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { type Approvals, UNDERWRITING_DECISION_LABELS } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ApiError } from "../../api/client";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { ErrorAlert } from "../../ui/error-alert";
import { formatDateTime, quotationStatusLabel } from "../../ui/format";
import { PageLoader } from "../../ui/page-loader";
import { VisuallyHidden } from "../../ui/visually-hidden";
import { approvalsQueryOptions } from "./api/underwriting-queries";

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
      <Typography role="status">
        {t(
          "None of your applications has gone to underwriting. An H+ application goes there when its medical declaration needs an underwriter’s review.",
        )}
      </Typography>
    );
  return (
    <Table size="small" aria-label={t("Applications with underwriting")}>
      <TableHead>
        <TableRow>
          <TableCell>{t("Quotation")}</TableCell>
          <TableCell>{t("Sponsor")}</TableCell>
          <TableCell>{t("Plan")}</TableCell>
          <TableCell>{t("Status")}</TableCell>
          <TableCell>{t("Referred")}</TableCell>
          <TableCell>{t("Latest decision")}</TableCell>
          <TableCell>
            <VisuallyHidden>{t("Action")}</VisuallyHidden>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {approvals.data.applications.map((a) => (
          <TableRow key={a.quotation_id}>
            <TableCell>{a.quotation_no}</TableCell>
            <TableCell>{a.sponsor_name}</TableCell>
            <TableCell>{a.plan_name ?? "—"}</TableCell>
            <TableCell>{quotationStatusLabel(a.status)}</TableCell>
            <TableCell>{formatDateTime(a.referred_at)}</TableCell>
            <TableCell>
              {a.last_decision
                ? `${translateMessage(UNDERWRITING_DECISION_LABELS[a.last_decision])}, ${formatDateTime(a.last_decided_at!)}`
                : t("Waiting")}
            </TableCell>
            <TableCell>
              <Button
                size="small"
                onClick={() => navigate(resume(a))}
                aria-label={t("Open {quotation_no}", { quotation_no: a.quotation_no })}
              >
                {t("Open")}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
