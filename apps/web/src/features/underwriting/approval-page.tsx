import { useText } from "../../i18n/use-text";
import { usePartner } from "../../shell/partner-context";
import { cx } from "../../ui/plain/class-names";
import text from "../../ui/plain/typography.module.css";
import { PartnerApprovals, type ResumeApplication } from "./partner-approvals";
import { UnderwritingQueueTable } from "./queue-table";
import styles from "./underwriting.module.css";

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
      <h1 className={text.h1}>
        {underwriter
          ? t(/*i18n*/ { id: "underwriting.approvalPage.underwritingQueue", message: "Underwriting Queue" })
          : t(/*i18n*/ { id: "underwriting.approvalPage.underwritingApprovals", message: "Underwriting Approvals" })}
      </h1>
      <p className={cx(text.body1, text.secondary, styles.intro)}>
        {underwriter
          ? t(
              /*i18n*/ {
                id: "underwriting.approvalPage.hApplicationsUnderwritingRules",
                message:
                  "H+ applications the underwriting rules referred, the longest waiting first. Open one to decide it.",
              },
            )
          : t(
              /*i18n*/ {
                id: "underwriting.approvalPage.hApplicationsWentInsurer",
                message:
                  "Your H+ applications that went to the insurer's underwriter. Open one to see the decision and what to do next.",
              },
            )}
      </p>
      {underwriter ? <UnderwritingQueueTable /> : <PartnerApprovals resume={resume} />}
    </>
  );
}
