import { SEARCH_TEXTS } from "../../features/search/search-texts";
import { loadScreenTexts } from "../../i18n/i18n";
import { MainLayout } from "../../shell/main-layout";
import { LazyTopBarSearch } from "./lazy-top-bar-search";

// Its own chunk (the search, its results and the wizard's resuming): the page the partner came for does not wait for it.
// Its texts' catalog (decision 065) loads beside it, as a route's does: it is no route, so route-texts.test.ts cannot
// see it, and without it an Arabic bar would show the search in English.
const loadTopBarSearch = () =>
  Promise.all([import("./resuming-top-bar-search"), loadScreenTexts([SEARCH_TEXTS])]).then(([m]) => ({
    default: m.ResumingTopBarSearch,
  }));

/** The signed-in shell with the top bar's search, whose unfinished quotations resume in the wizard. */
export function MainLayoutRoute() {
  return <MainLayout search={<LazyTopBarSearch load={loadTopBarSearch} />} />;
}
