import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { LanguageSwitch } from "../../../i18n/language-switch";
import { useText } from "../../../i18n/use-text";
import { Footer } from "../../../shell/footer";
import { InsurerMark } from "../../../shell/insurer-mark";
import { MuiTheme } from "../../../ui/mui-theme";
import { PageLoader } from "../../../ui/page-loader";

/**
 * The frame of the renewal screens, which customers use without an account: the insurer they deal with, the page
 * and the footer; no partner menu and no session guard. Its pages are built with MUI.
 */
export function RenewalLayout() {
  const { t } = useText();
  return (
    <MuiTheme>
      <Box sx={{ minHeight: "100vh", display: "flex", flexDirection: "column" }}>
        <Box
          component="header"
          sx={{
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
            // On a phone the insurer's name and "Your renewal" take two lines rather than widen the page.
            flexWrap: "wrap",
            gap: 2,
            rowGap: 0.5,
            px: { xs: 2, sm: 3 },
            py: 1.5,
            bgcolor: "background.paper",
            borderBottom: 1,
            borderColor: "divider",
          }}
        >
          <InsurerMark />
          <Box sx={{ display: "flex", alignItems: "center", gap: 2 }}>
            <Typography variant="body2" color="text.secondary" component="p" sx={{ m: 0 }}>
              {t("Your renewal")}
            </Typography>
            <LanguageSwitch />
          </Box>
        </Box>
        <Box
          component="main"
          sx={{ flexGrow: 1, width: "100%", maxWidth: 960, mx: "auto", p: { xs: 2, sm: 3 }, boxSizing: "border-box" }}
        >
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer />
      </Box>
    </MuiTheme>
  );
}
