import type { QuotationResumer } from "../../features/backoffice/quotation-resumer";
import { canResumeQuotation, resumeQuotation } from "../../features/quotation/wizard-storage";

/** The wizard's way of continuing a saved quotation, handed to the back office and the home dashboard. */
export const quotationResumer: QuotationResumer = { canResume: canResumeQuotation, resume: resumeQuotation };
