import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { type ReactNode, use } from "react";
import { prepareLanguage } from "../i18n/i18n";
import { useText } from "../i18n/use-text";
import { theme } from "../theme";

const ltr = { cache: createCache({ key: "mui" }), theme };
type Direction = typeof ltr;
let rtl: Direction | undefined;
let rtlLoading: Promise<void> | undefined;
const loadRtl = () => {
  rtlLoading ??= import("./mui-rtl").then((module) => {
    rtl = { cache: module.rtlCache, theme: module.rtlTheme };
  });
  return rtlLoading;
};
// A switch to Arabic loads it with the catalog, so the page turns right to left in one step.
prepareLanguage("ar", loadRtl);

/**
 * MUI's theme and baseline for the screens built with MUI, in the page's direction. Both caches sit in the same place in
 * the tree, so switching language restyles the page without remounting it (a half-filled form keeps what was typed).
 * `baseline={false}` for a part of a page that has its baseline already (the top bar's search in the plain shell).
 * Not in the app's providers: each lazily loaded layout that uses MUI (main layout, renewal layout, password reset)
 * wraps itself in this, so that MUI and emotion stay out of the first load and the sign-in page (decision 006).
 */
export function MuiTheme({ children, baseline = true }: { children: ReactNode; baseline?: boolean }) {
  const arabic = useText().language === "ar";
  // A page opened in Arabic waits (behind the page loader) for the right-to-left styles, never showing left to right.
  if (arabic && !rtl) use(loadRtl());
  const direction = arabic && rtl ? rtl : ltr;
  return (
    <CacheProvider value={direction.cache}>
      <ThemeProvider theme={direction.theme}>
        {baseline && <CssBaseline />}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
