import { lazy, Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { LanguageSwitch } from "../../../i18n/language-switch";
import { useText } from "../../../i18n/use-text";
import { Footer } from "../../../shell/footer";
import { InsurerMark } from "../../../shell/insurer-mark";
import frame from "../../../shell/public-page.module.css";
import { PageLoader } from "../../../ui/page-loader";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { RENEWAL_PATHS } from "../renewal-paths";
import styles from "./renewal-layout.module.css";

const MuiTheme = lazy(async () => ({ default: (await import("../../../ui/mui-theme")).MuiTheme }));

/** The steps built without MUI (their last path segment); the others get MUI's theme, loaded with them. */
const PLAIN_STEPS: ReadonlySet<string> = new Set(
  [
    RENEWAL_PATHS.search,
    RENEWAL_PATHS.details,
    RENEWAL_PATHS.questions,
    RENEWAL_PATHS.finalize,
    RENEWAL_PATHS.payment,
  ].map((path) => path.slice(path.lastIndexOf("/") + 1)),
);

/**
 * The frame of the renewal screens, which customers use without an account: the insurer they deal with, the page
 * and the footer; no partner menu and no session guard. Plain elements and CSS, as are the steps a customer's renewal
 * goes through, often on a phone (search, policy details, questions, review, payment): MUI's theme loads only with the
 * pages still built with MUI.
 */
export function RenewalLayout() {
  const { t } = useText();
  const plain = PLAIN_STEPS.has(useLocation().pathname.split("/").at(-1) ?? "");
  const page = (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
  return (
    <div className={frame.page}>
      <header className={cx(frame.header, styles.header)}>
        <InsurerMark />
        <div className={styles.aside}>
          <p className={cx(text.body2, text.secondary, styles.audience)}>{t("Your renewal")}</p>
          <LanguageSwitch />
        </div>
      </header>
      <main className={cx(frame.main, styles.main)}>
        {plain ? (
          page
        ) : (
          <Suspense fallback={<PageLoader />}>
            <MuiTheme>{page}</MuiTheme>
          </Suspense>
        )}
      </main>
      <Footer />
    </div>
  );
}
