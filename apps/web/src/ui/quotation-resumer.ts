/**
 * How the back office and the top bar's search continue an unfinished quotation in the wizard. The wizard's browser state belongs to the
 * quotation feature, so the route that composes the page hands these in (features never import one another).
 */
export type ResumableQuotation = {
  id: number;
  quotationNo: string;
  product: string;
  /** Required: only new business continues in the wizard, a renewal has its own journey. */
  journey: string;
  status: string;
  lastVisitedPage: string;
};

export type QuotationResumer = {
  canResume: (quotation: ResumableQuotation) => boolean;
  /** Opens the quotation in the wizard and answers the path of its last visited step. */
  resume: (quotation: ResumableQuotation) => string;
};
