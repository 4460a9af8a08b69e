import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import { useTheme } from "@mui/material/styles";
import Toolbar from "@mui/material/Toolbar";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, Suspense, useState } from "react";
import { Outlet, useNavigate } from "react-router";
import { useText } from "../i18n/use-text";
import { MuiTheme } from "../ui/mui-theme";
import { PageLoader } from "../ui/page-loader";
import { useLogout } from "./api/logout";
import { Footer } from "./footer";
import { RequireSession } from "./require-session";
import { Sidebar } from "./sidebar";
import { clearAllStorage, DEFAULT_SIGNED_IN_PATH, rememberRedirect } from "./storage";
import { TopBar } from "./top-bar";
import { UnderwriterGuard } from "./underwriter-guard";

/**
 * The signed-in shell: top bar, sidebar, the page, footer. Its pages are built with MUI. The top bar's search comes
 * from the route that composes the shell (it resumes quotations in the wizard, which the shell does not know).
 */
export function MainLayout({ search }: { search?: ReactNode }) {
  return (
    <MuiTheme>
      <RequireSession>
        <Shell search={search} />
      </RequireSession>
    </MuiTheme>
  );
}

function Shell({ search }: { search?: ReactNode }) {
  const { t } = useText();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up("md"), { noSsr: true });
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
        navigate("/login", { replace: true });
        setTimeout(() => queryClient.clear(), 0);
      },
    });

  return (
    <Box sx={{ display: "flex", minHeight: "100vh" }}>
      <Link
        href="#main-content"
        sx={{
          position: "absolute",
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.tooltip,
          bgcolor: "background.paper",
          p: 1,
          borderRadius: 1,
          "&:focus": { top: 8 },
        }}
      >
        {t("Skip to main content")}
      </Link>
      <TopBar
        search={search}
        menuOpen={menuOpen}
        onToggleMenu={toggleMenu}
        onLogout={handleLogout}
        loggingOut={logout.isPending}
      />
      <Sidebar isDesktop={isDesktop} open={menuOpen} onClose={() => setMobileOpen(false)} />
      <Box sx={{ display: "flex", flexDirection: "column", flexGrow: 1, minWidth: 0 }}>
        <Toolbar />
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, outline: "none", width: "100%", maxWidth: 1280, mx: "auto" }}
        >
          <Suspense fallback={<PageLoader />}>
            <UnderwriterGuard>
              <Outlet />
            </UnderwriterGuard>
          </Suspense>
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
