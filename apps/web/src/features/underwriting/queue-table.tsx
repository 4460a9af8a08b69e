import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "react-router";
import { ApiError } from "../../api/client";
import { useText } from "../../i18n/use-text";
import { approvalCasePath } from "../../paths/underwriting-paths";
import { ErrorAlert } from "../../ui/error-alert";
import { formatDateTime } from "../../ui/format";
import { PageLoader } from "../../ui/page-loader";
import { queueQueryOptions } from "./api/underwriting-queries";
import { waitingFor } from "./waiting-time";

/** The underwriter's queue: one row per referred application, the longest waiting first. */
export function UnderwritingQueueTable() {
  const { t } = useText();
  const queue = useQuery(queueQueryOptions());
  if (queue.isError)
    return (
      <ErrorAlert onRetry={() => void queue.refetch()}>
        {queue.error instanceof ApiError ? queue.error.message : t("The queue could not be loaded. Please try again.")}
      </ErrorAlert>
    );
  if (!queue.data) return <PageLoader label={t("Loading the queue")} />;
  if (queue.data.cases.length === 0)
    return <Typography role="status">{t("No application is waiting for a decision.")}</Typography>;
  const now = Date.now();
  return (
    <Table size="small" aria-label={t("Referred applications")}>
      <TableHead>
        <TableRow>
          <TableCell>{t("Quotation")}</TableCell>
          <TableCell>{t("Sponsor")}</TableCell>
          <TableCell>{t("Partner")}</TableCell>
          <TableCell>{t("Plan")}</TableCell>
          <TableCell align="right">{t("Members")}</TableCell>
          <TableCell align="right">{t("Rule hits")}</TableCell>
          <TableCell>{t("Waiting")}</TableCell>
          <TableCell>{t("Flags")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {queue.data.cases.map((c) => (
          <TableRow key={c.quotation_id}>
            <TableCell>
              <Link component={RouterLink} to={approvalCasePath(c.quotation_id)}>
                {c.quotation_no}
              </Link>
            </TableCell>
            <TableCell>{c.sponsor_name}</TableCell>
            <TableCell>{c.partner_name}</TableCell>
            <TableCell>{c.plan_name ?? "—"}</TableCell>
            <TableCell align="right">{c.members}</TableCell>
            <TableCell align="right">{c.hits}</TableCell>
            <TableCell title={t("Referred {referred_at}", { referred_at: formatDateTime(c.referred_at) })}>
              {waitingFor(c.referred_at, now)}
            </TableCell>
            <TableCell>
              {c.decline_recommended && (
                <Chip size="small" color="error" label={t("Decline recommended")} sx={{ mr: 0.5 }} />
              )}
              {c.returned && <Chip size="small" color="info" label={t("Returned with information")} />}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
