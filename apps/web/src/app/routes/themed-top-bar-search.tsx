import { TopBarSearch } from "../../features/search/top-bar-search";
import { MuiTheme } from "../../ui/mui-theme";
import { quotationResumer } from "./quotation-resumer";

/**
 * The top bar's search, built with MUI, with MUI's theme in its own chunk: the shell around it is plain, and the page
 * below may be too (the page's baseline is already there).
 */
export function ThemedTopBarSearch() {
  return (
    <MuiTheme baseline={false}>
      <TopBarSearch resumer={quotationResumer} />
    </MuiTheme>
  );
}
