import "./app/base.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/providers";
import { AppRouter } from "./app/router";
import { activateLanguage, pageLanguage } from "./i18n/i18n";

const container = document.getElementById("root");
if (!container) throw new Error("index.html lacks the #root element.");

// Arabic's catalog is fetched before the first render, so an Arabic page never shows English first.
await activateLanguage(pageLanguage());

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
