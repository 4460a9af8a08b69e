import { SIGN_IN_PATH } from "@pp/domain/routing";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, Suspense, useState } from "react";
import { Outlet, useNavigate } from "react-router";
import { useText } from "../i18n/use-text";
import { PageLoader } from "../ui/page-loader";
import { useMediaQuery } from "../ui/use-media-query";
import { useLogout } from "./api/logout";
import { Footer } from "./footer";
import styles from "./main-layout.module.css";
import { RequireSession } from "./require-session";
import { Sidebar } from "./sidebar";
import { clearAllStorage, DEFAULT_SIGNED_IN_PATH, rememberRedirect } from "./storage";
import { ToolbarSpace } from "./toolbar-space";
import { TopBar } from "./top-bar";
import { UnderwriterGuard } from "./underwriter-guard";

/** The spec's md breakpoint: the sidebar stays beside the page from here up. */
const DESKTOP = "(min-width: 960px)";

type MainLayoutProps = {
  search?: ReactNode;
};

/**
 * The signed-in shell: top bar, sidebar, the page, footer. The top bar's search comes from the route that composes the
 * shell (it resumes quotations in the wizard, which the shell does not know).
 */
export function MainLayout(props: MainLayoutProps) {
  return (
    <RequireSession>
      <Shell {...props} />
    </RequireSession>
  );
}

function Shell({ search }: MainLayoutProps) {
  const { t } = useText();
  const page = (
    <UnderwriterGuard>
      <Outlet />
    </UnderwriterGuard>
  );
  const isDesktop = useMediaQuery(DESKTOP);
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuOpen = isDesktop ? desktopOpen : mobileOpen;
  const toggleMenu = () => (isDesktop ? setDesktopOpen((o) => !o) : setMobileOpen((o) => !o));

  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const handleLogout = () =>
    logout.mutate(undefined, {
      // Even if the server cannot be reached, nothing of the partner stays in this browser.
      onSettled: () => {
        clearAllStorage();
        rememberRedirect(DEFAULT_SIGNED_IN_PATH);
        navigate(SIGN_IN_PATH, { replace: true });
        setTimeout(() => queryClient.clear(), 0);
      },
    });

  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skipLink}>
        {t(/*i18n*/ { id: "shell.mainLayout.skipMainContent", message: "Skip to main content" })}
      </a>
      <TopBar
        search={search}
        menuOpen={menuOpen}
        onToggleMenu={toggleMenu}
        onLogout={handleLogout}
        loggingOut={logout.isPending}
      />
      <Sidebar isDesktop={isDesktop} open={menuOpen} onClose={() => setMobileOpen(false)} />
      {/* Behind the open menu on a phone, the page cannot be reached; the top bar can, to close the menu. */}
      <div className={styles.column} inert={!isDesktop && mobileOpen}>
        <ToolbarSpace />
        <main id="main-content" tabIndex={-1} className={styles.main}>
          <Suspense fallback={<PageLoader />}>{page}</Suspense>
        </main>
        <Footer />
      </div>
    </div>
  );
}
