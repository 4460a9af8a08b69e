import { createTheme } from "@mui/material/styles";

const focusRing = "3px solid #f5a623";

/**
 * Breakpoints are the spec's (600 / 960 / 1280 / 1920 px), not MUI's defaults.
 * Colours keep at least 4.5:1 contrast on white so text and controls pass WCAG AA.
 * The sign-in page does not load MUI: src/app/base.css repeats these colours and type sizes as CSS custom
 * properties for it (docs/decisions/006), so change the two together.
 */
const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
/** Arabic text in the font the app serves (loaded with the Arabic catalog); Latin text in it falls back to the rest. */
export const ARABIC_FONT_FAMILY = `"Noto Sans Arabic", ${FONT_FAMILY}`;

/**
 * A visitor whose system asks for less motion (WCAG 2.3.3) gets no ripple and no transition: a menu, a dialog or the
 * calendar is there at once instead of growing or sliding in. Read once, when the screens built with MUI first load.
 */
const reduceMotion =
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
const NO_MOTION = {
  create: () => "none",
  getAutoHeightDuration: () => 0,
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};

export const theme = createTheme({
  ...(reduceMotion ? { transitions: NO_MOTION } : {}),
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  palette: {
    primary: { main: "#0b4f8a", contrastText: "#ffffff" },
    secondary: { main: "#00695c", contrastText: "#ffffff" },
    background: { default: "#f4f6f9", paper: "#ffffff" },
  },
  shape: { borderRadius: 8 },
  typography: {
    // System fonts: nothing to download before the first paint.
    fontFamily: FONT_FAMILY,
    h1: { fontSize: "1.75rem", fontWeight: 600, lineHeight: 1.25 },
    h2: { fontSize: "1.375rem", fontWeight: 600, lineHeight: 1.3 },
    h3: { fontSize: "1.125rem", fontWeight: 600, lineHeight: 1.35 },
    button: { textTransform: "none", fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A visible focus ring for keyboard users everywhere, not only where MUI draws a ripple.
        ":focus-visible": { outline: focusRing, outlineOffset: 2 },
        body: { overflowX: "hidden" },
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: reduceMotion },
      styleOverrides: { root: { "&.Mui-focusVisible": { outline: focusRing, outlineOffset: 2 } } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Links sit in running text (alerts, notes): underlined, so they never rely on colour alone (WCAG 1.4.1).
    MuiLink: { defaultProps: { underline: "always" } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: "normal" } },
  },
});
