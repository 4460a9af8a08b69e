import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import type { ReactNode } from "react";
import { theme } from "../theme";

/**
 * MUI's theme and baseline for the screens built with MUI. Not in the app's providers: each lazily loaded layout
 * that uses MUI (main layout, renewal layout, password reset) wraps itself in this, so that MUI and emotion stay out
 * of the first load and the sign-in page (docs/decisions/006).
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
