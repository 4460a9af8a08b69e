import type { Product } from "@pp/domain";
import { QuotationListPage } from "../../features/backoffice/quotations/quotation-list-page";
import { quotationResumer } from "./quotation-resumer";

/** A product's quotations, whose unfinished Basic ones resume in the wizard. */
export function QuotationListRoute({ product }: { product: Product }) {
  return <QuotationListPage product={product} resumer={quotationResumer} />;
}
