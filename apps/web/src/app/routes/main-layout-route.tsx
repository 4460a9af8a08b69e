import Box from "@mui/material/Box";
import { lazy, Suspense } from "react";
import { MainLayout } from "../../shell/main-layout";
import { quotationResumer } from "./quotation-resumer";

// Its own chunk (about 27 kB gzipped with the popper and text field): the page the partner came for loads first.
const TopBarSearch = lazy(() =>
  import("../../features/search/top-bar-search").then((m) => ({ default: m.TopBarSearch })),
);

/** The room the search takes while its chunk arrives, so the top bar does not shift when it appears. */
const searchRoom = <Box sx={{ width: { xs: 40, sm: 300, md: 380 }, height: 40, mx: { sm: 2 } }} />;

/** The signed-in shell with the top bar's search, whose unfinished quotations resume in the wizard. */
export function MainLayoutRoute() {
  return (
    <MainLayout
      search={
        <Suspense fallback={searchRoom}>
          <TopBarSearch resumer={quotationResumer} />
        </Suspense>
      }
    />
  );
}
