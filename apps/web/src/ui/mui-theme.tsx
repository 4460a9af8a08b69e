import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import CssBaseline from "@mui/material/CssBaseline";
import { arSD } from "@mui/material/locale";
import { createTheme, ThemeProvider } from "@mui/material/styles";
import type { ReactNode } from "react";
import { prefixer } from "stylis";
import rtlPlugin from "stylis-plugin-rtl";
import { useText } from "../i18n/use-text";
import { ARABIC_FONT_FAMILY, theme } from "../theme";

/**
 * Right to left, MUI's way: the theme's direction and an emotion cache whose stylis plugin flips every left/right,
 * margin, padding and transform. Both caches always sit in the same place in the tree, so switching language restyles
 * the page without remounting it (a half-filled form keeps what was typed).
 */
const caches = {
  ltr: createCache({ key: "mui" }),
  rtl: createCache({ key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] }),
};
const themes = {
  ltr: theme,
  rtl: createTheme(theme, { direction: "rtl", typography: { fontFamily: ARABIC_FONT_FAMILY } }, arSD),
};

/**
 * MUI's theme and baseline for the screens built with MUI, in the page's direction. Not in the app's providers: each
 * lazily loaded layout that uses MUI (main layout, renewal layout, password reset) wraps itself in this, so that MUI
 * and emotion stay out of the first load and the sign-in page (docs/decisions/006).
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  const direction = useText().language === "ar" ? "rtl" : "ltr";
  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={themes[direction]}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
