import Typography from "@mui/material/Typography";
import { useText } from "../../i18n/use-text";
import { usePartner } from "../../shell/partner-context";
import { PartnerApprovals, type ResumeApplication } from "./partner-approvals";
import { UnderwritingQueueTable } from "./queue-table";

/**
 * /Approval: for the insurer's underwriter, the queue of referred H+ applications; for a partner, their own
 * applications that went to underwriting, with the status and the latest decision.
 */
export function ApprovalPage({ resume }: { resume: ResumeApplication }) {
  const { t } = useText();
  const user = usePartner();
  const underwriter = user.user_role === "underwriter";
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {underwriter ? t("Underwriting Queue") : t("Underwriting Approvals")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {underwriter
          ? t("H+ applications the underwriting rules referred, the longest waiting first. Open one to decide it.")
          : t(
              "Your H+ applications that went to the insurer's underwriter. Open one to see the decision and what to do next.",
            )}
      </Typography>
      {underwriter ? <UnderwritingQueueTable /> : <PartnerApprovals resume={resume} />}
    </>
  );
}
