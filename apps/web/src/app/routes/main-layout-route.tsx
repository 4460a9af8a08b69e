import { lazy, Suspense } from "react";
import { MainLayout } from "../../shell/main-layout";
import { isPlainShellPage } from "../plain-shell-pages";
import styles from "./main-layout-route.module.css";

// Its own chunk (MUI's text field and popper, and MUI's theme): the page the partner came for does not wait for it.
const TopBarSearch = lazy(() => import("./themed-top-bar-search").then((m) => ({ default: m.ThemedTopBarSearch })));

const searchRoom = <div className={styles.searchRoom} />;

/** The signed-in shell with the top bar's search, whose unfinished quotations resume in the wizard. */
export function MainLayoutRoute() {
  return (
    <MainLayout
      isPlainPage={isPlainShellPage}
      search={
        <Suspense fallback={searchRoom}>
          <TopBarSearch />
        </Suspense>
      }
    />
  );
}
