import { resumeQuotation } from "../../features/quotation/wizard-storage";
import { ApprovalPage } from "../../features/underwriting/approval-page";
import type { ResumeApplication } from "../../features/underwriting/partner-approvals";

/** A partner opens a referred application at its underwriting review in the H+ wizard. */
const resumeAtReview: ResumeApplication = (a) =>
  resumeQuotation({
    id: a.quotation_id,
    quotationNo: a.quotation_no,
    product: "hplus",
    lastVisitedPage: "finalizeapplicationreview",
  });

/** /Approval, composed here because the partner's list opens applications in the quotation wizard. */
export function ApprovalRoute() {
  return <ApprovalPage resume={resumeAtReview} />;
}
