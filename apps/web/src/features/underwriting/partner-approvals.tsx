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
  const approvals = useQuery(approvalsQueryOptions());
  const navigate = useNavigate();
  if (approvals.isError)
    return (
      <ErrorAlert onRetry={() => void approvals.refetch()}>
        {approvals.error instanceof ApiError
          ? approvals.error.message
          : "Your applications could not be loaded. Please try again."}
      </ErrorAlert>
    );
  if (!approvals.data) return <PageLoader label="Loading your applications" />;
  if (approvals.data.applications.length === 0)
    return (
      <Typography role="status">
        None of your applications has gone to underwriting. An H+ application goes there when its medical declaration
        needs an underwriter’s review.
      </Typography>
    );
  return (
    <Table size="small" aria-label="Applications with underwriting">
      <TableHead>
        <TableRow>
          <TableCell>Quotation</TableCell>
          <TableCell>Sponsor</TableCell>
          <TableCell>Plan</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Referred</TableCell>
          <TableCell>Latest decision</TableCell>
          <TableCell>
            <VisuallyHidden>Action</VisuallyHidden>
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
                ? `${UNDERWRITING_DECISION_LABELS[a.last_decision]}, ${formatDateTime(a.last_decided_at!)}`
                : "Waiting"}
            </TableCell>
            <TableCell>
              <Button size="small" onClick={() => navigate(resume(a))} aria-label={`Open ${a.quotation_no}`}>
                Open
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
