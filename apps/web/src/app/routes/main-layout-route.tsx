import { MainLayout } from "../../shell/main-layout";
import { LazyTopBarSearch } from "./lazy-top-bar-search";

// Its own chunk (the search, its results and the wizard's resuming): the page the partner came for does not wait for it.
const loadTopBarSearch = () => import("./resuming-top-bar-search").then((m) => ({ default: m.ResumingTopBarSearch }));

/** The signed-in shell with the top bar's search, whose unfinished quotations resume in the wizard. */
export function MainLayoutRoute() {
  return <MainLayout search={<LazyTopBarSearch load={loadTopBarSearch} />} />;
}
