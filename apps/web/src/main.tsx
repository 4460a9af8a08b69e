import "./app/base.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/providers";
import { AppRouter } from "./app/router";
import { activateLanguage, pageLanguage } from "./i18n/i18n";

const container = document.getElementById("root");
if (!container) throw new Error("index.html lacks the #root element.");

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );

// Arabic's catalog is fetched before the first render, so an Arabic page never shows English first. Not a top-level
// await: the Arabic chunk imports from this entry chunk, which must have finished evaluating for that import to end.
activateLanguage(pageLanguage()).then(render);
