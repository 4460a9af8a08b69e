import { canResumeQuotation, resumeQuotation } from "../../features/quotation/wizard-storage";
import type { QuotationResumer } from "../../ui/quotation-resumer";

/** The wizard's way of continuing a saved quotation, handed to the back office and the home dashboard. */
export const quotationResumer: QuotationResumer = { canResume: canResumeQuotation, resume: resumeQuotation };
