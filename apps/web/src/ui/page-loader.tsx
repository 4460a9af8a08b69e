import { useText } from "../i18n/use-text";
import styles from "./page-loader.module.css";
import { Spinner } from "./plain/spinner";

/**
 * Shown while a route's code or first data loads. Without MUI, because it is the fallback of every lazy route,
 * including the sign-in page, and so part of the first load.
 */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useText();
  return (
    <div className={styles.loader} data-page-loader="">
      <Spinner label={label ?? t(/*i18n*/ { id: "ui.pageLoader.loading", message: "Loading" })} />
    </div>
  );
}
