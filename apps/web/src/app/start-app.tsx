import { type ComponentType, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { RouteObject } from "react-router";
import { activateLanguage, pageLanguage } from "../i18n/i18n";
import { preloadRoutes } from "./lazy-page";
import { AppProviders } from "./providers";

/**
 * Renders an app (the portal's or the customer's, `Router` rendering its `routes`) into the page's #root. The code of the
 * page at the address and of its layout start loading together, once the language is known (an Arabic page's texts come
 * with it).
 */
export function startApp(Router: ComponentType, routes: RouteObject[]) {
  const container = document.getElementById("root");
  if (!container) throw new Error("The page lacks the #root element.");
  const render = () => {
    preloadRoutes(routes, window.location.pathname);
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <Router />
        </AppProviders>
      </StrictMode>,
    );
  };
  // Arabic's catalog is fetched before the first render, so an Arabic page never shows English first. Not a top-level
  // await: the Arabic chunk imports from the entry chunk, which must have finished evaluating for that import to end.
  void activateLanguage(pageLanguage()).then(render);
}
