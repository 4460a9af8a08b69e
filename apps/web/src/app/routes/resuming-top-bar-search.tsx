import { TopBarSearch } from "../../features/search/top-bar-search";
import { quotationResumer } from "./quotation-resumer";

/** The top bar's search, whose unfinished quotations resume in the wizard. */
export function ResumingTopBarSearch() {
  return <TopBarSearch resumer={quotationResumer} />;
}
