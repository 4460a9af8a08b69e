import { type ReactNode, use } from "react";

type MuiThemeModule = typeof import("./mui-theme");

let loaded: MuiThemeModule | undefined;
let loading: Promise<MuiThemeModule> | undefined;

/**
 * Starts loading MUI's theme (and with it MUI's core and emotion) and answers when it is there. The router starts it
 * with the signed-in shell's code when the page opened is built with MUI, so the two arrive together.
 */
export function loadMuiTheme(): Promise<MuiThemeModule> {
  loading ??= import("./mui-theme").then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // A lost connection: the page's error says so, and the next attempt loads it again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * ui/mui-theme.tsx for a shell whose own elements are plain: its pages built with MUI get the theme, which loads with
 * the first of them; a page without MUI (the partner's home) never waits for it. Once loaded it renders at once.
 */
export function LazyMuiTheme({ children }: { children: ReactNode }) {
  const { MuiTheme } = loaded ?? use(loadMuiTheme());
  return <MuiTheme>{children}</MuiTheme>;
}
