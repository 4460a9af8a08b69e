import { cardsPdf } from "./card-pdf";
import { cardPng } from "./card-png";
import { commissionStatementPdf } from "./commission-statement-pdf";
import { planComparisonPdf } from "./plan-comparison-pdf";
import { quotationPdf } from "./quotation-pdf";
import { receiptPdf } from "./receipt-pdf";
import { schedulePdf } from "./schedule-pdf";
import { taxDocumentPdf } from "./tax-document-pdf";

/**
 * Every document and card the server draws, as tasks of the CPU pool (decision 040): each a plain function from the
 * records already read and the insurer's disclosure to the bytes, with no database or app inside, so it runs on a
 * pool thread. The fonts are read by the thread itself, once. A schedule of 100 members holds a thread for a few
 * hundred milliseconds and a card set of 50 for about a second: on the event loop, every other request would wait.
 */
export const RENDER_TASKS = {
  schedulePdf,
  receiptPdf,
  taxDocumentPdf,
  quotationPdf,
  planComparisonPdf,
  cardsPdf,
  cardPng,
  commissionStatementPdf,
};
