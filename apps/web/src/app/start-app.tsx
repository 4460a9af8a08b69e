import { type ComponentType, type ReactNode, StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import type { RouteObject } from "react-router";
import { activateLanguage, pageLanguage } from "../i18n/i18n";
import { preloadRoutes } from "./lazy-page";

const Bare = ({ children }: { children: ReactNode }) => children;

/**
 * Renders an app (the portal's or the customer's, `Router` rendering its `routes`, within `Root` when it has one) into
 * the page's #root. The code of the page at the address and of its layout start loading together with the page's
 * language's texts.
 */
export function startApp(
  Router: ComponentType,
  routes: RouteObject[],
  Root: ComponentType<{ children: ReactNode }> = Bare,
) {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page lacks the #root element.");
  // The first render is a transition: React renders it in slices of a few milliseconds and lets the browser in between,
  // where an ordinary update renders the shell and the page in long tasks a phone's input waits behind (Lighthouse's
  // total blocking time at 4×: the home 382–407 → 101–151 ms, step 1 688–740 → 294–318, the policies' list 566–650 →
  // 193–220). It also commits once the page's code has come rather than a loader first, so the first paint comes a
  // little later on a slow link (0.2–0.5 s) with the whole page in it.
  const render = () => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <Root>
            <Router />
          </Root>
        </StrictMode>,
      ),
    );
  };
  // The first pages' catalog is fetched in the page's language before the first render, so an Arabic page never shows
  // English first; the page's code is asked for at the same time (the language is known at once), not after it. Not a
  // top-level await: a catalog's chunk imports from the entry chunk, which must have finished evaluating for that
  // import to end.
  const language = activateLanguage(pageLanguage());
  preloadRoutes(routes, window.location.pathname);
  void language.then(render);
}
