import type { Product } from "@pp/domain";
import { QuotationDetailPage } from "../../features/backoffice/detail/quotation-detail-page";
import { quotationResumer } from "./quotation-resumer";

/** A quotation's detail page, from which an unfinished Basic or H+ quotation resumes in the wizard. */
export function QuotationDetailRoute({ product }: { product: Product }) {
  return <QuotationDetailPage product={product} resumer={quotationResumer} />;
}
