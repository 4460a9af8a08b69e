import { MainLayout } from "../../shell/main-layout";
import { isPlainShellPage } from "../plain-shell-pages";
import { LazyTopBarSearch } from "./lazy-top-bar-search";

// Its own chunk (MUI's text field and popper, and MUI's theme): the page the partner came for does not wait for it.
const loadTopBarSearch = () => import("./themed-top-bar-search").then((m) => ({ default: m.ThemedTopBarSearch }));

/** The signed-in shell with the top bar's search, whose unfinished quotations resume in the wizard. */
export function MainLayoutRoute() {
  return <MainLayout isPlainPage={isPlainShellPage} search={<LazyTopBarSearch load={loadTopBarSearch} />} />;
}
