import { useText } from "../i18n/use-text";
import { LinkButton } from "../ui/plain/button";
import { cx } from "../ui/plain/class-names";
import text from "../ui/plain/typography.module.css";
import styles from "./not-found-page.module.css";
import { DEFAULT_SIGNED_IN_PATH } from "./storage";

export function NotFoundPage() {
  const { t } = useText();
  return (
    <section className={styles.sheet}>
      <h1 className={text.h1}>{t(/*i18n*/ { id: "shell.notFoundPage.pageNotFound", message: "Page not found" })}</h1>
      <p className={cx(text.body1, styles.lead)}>
        {t(
          /*i18n*/ {
            id: "shell.notFoundPage.pageYouAskedDoes",
            message:
              "The page you asked for does not exist or is not available yet. Check the address, or start again from the home page.",
          },
        )}
      </p>
      <LinkButton variant="contained" to={DEFAULT_SIGNED_IN_PATH}>
        {t(/*i18n*/ { id: "shell.notFoundPage.goHomePage", message: "Go to the home page" })}
      </LinkButton>
    </section>
  );
}
