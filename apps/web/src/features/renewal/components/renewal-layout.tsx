import { RENEWAL_ROUTE_BASE, RENEWAL_STEPS } from "@pp/domain";
import { lazy, Suspense } from "react";
import { Outlet, useMatch } from "react-router";
import { LanguageSwitch } from "../../../i18n/language-switch";
import { useText } from "../../../i18n/use-text";
import { Footer } from "../../../shell/footer";
import { InsurerMark } from "../../../shell/insurer-mark";
import frame from "../../../shell/public-page.module.css";
import { PageLoader } from "../../../ui/page-loader";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import styles from "./renewal-layout.module.css";

const MuiTheme = lazy(async () => ({ default: (await import("../../../ui/mui-theme")).MuiTheme }));

/** The search, the step a renewal starts on. */
const SEARCH_ROUTE = `${RENEWAL_ROUTE_BASE}/${RENEWAL_STEPS[0].segment}`;

/**
 * The frame of the renewal screens, which customers use without an account: the insurer they deal with, the page
 * and the footer; no partner menu and no session guard. Plain elements and CSS: the search, where a customer's renewal
 * starts (often on a phone, from a reminder), is built without MUI, and MUI's theme loads only with the later steps,
 * which are built with MUI.
 */
export function RenewalLayout() {
  const { t } = useText();
  const onSearch = useMatch(SEARCH_ROUTE) !== null;
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
        {onSearch ? (
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
