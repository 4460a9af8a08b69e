import type { ReactNode } from "react";
import { useText } from "../i18n/use-text";
import { LoadBoundary } from "./load-boundary";
import { Alert } from "./plain/alert";
import { Button } from "./plain/button";
import text from "./plain/typography.module.css";
import styles from "./route-error-page.module.css";

/**
 * Last line of defence for a page that failed to render or whose code could not be loaded
 * (typically after a deploy replaced the hashed files): say so and offer a reload.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <LoadBoundary failed={<RouteErrorPage />}>{children}</LoadBoundary>;
}

/** Part of the first load and shown when chunks may be missing, so it needs nothing but the entry (no MUI). */
function RouteErrorPage() {
  const { t } = useText();
  return (
    <main className={styles.page}>
      <h1 className={text.h1}>
        {t(/*i18n*/ { id: "ui.routeErrorPage.somethingWentWrong", message: "Something went wrong" })}
      </h1>
      <Alert severity="error" className={styles.alert}>
        {t(
          /*i18n*/ {
            id: "ui.routeErrorPage.pageCouldNotShown",
            message:
              "This page could not be shown. Reload to try again; if it keeps happening, contact customer relations.",
          },
        )}
      </Alert>
      <Button onClick={() => window.location.reload()}>
        {t(/*i18n*/ { id: "ui.routeErrorPage.reloadPage", message: "Reload the page" })}
      </Button>
    </main>
  );
}
