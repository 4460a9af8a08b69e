import { type ComponentType, type ReactNode, StrictMode } from "react";
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
  const render = () => {
    createRoot(container).render(
      <StrictMode>
        <Root>
          <Router />
        </Root>
      </StrictMode>,
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
