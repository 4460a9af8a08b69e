import { useText } from "../../i18n/use-text";
import { DEFAULT_SIGNED_IN_PATH } from "../../shell/storage";
import { LinkButton } from "../../ui/plain/button";
import card from "../../ui/plain/card.module.css";
import { cx } from "../../ui/plain/class-names";
import text from "../../ui/plain/typography.module.css";
import styles from "./backoffice-not-found.module.css";

type BackofficeNotFoundProps = {
  title: string;
  message: string;
  /** The way back: the list the record would have been in. */
  back: { label: string; to: string };
};

/**
 * A quotation or policy that does not exist, or is another partner's (the server answers both alike, so nothing
 * tells them apart), or an unknown list: say so and offer the way back. Plain elements: the lists that show it load
 * no MUI.
 */
export function BackofficeNotFound({ title, message, back }: BackofficeNotFoundProps) {
  const { t } = useText();
  return (
    <section className={cx(card.card, styles.narrow)}>
      <h1 className={text.h1}>{title}</h1>
      <p className={cx(text.body1, styles.message)}>{message}</p>
      <div className={styles.actions}>
        <LinkButton to={back.to}>{back.label}</LinkButton>
        <LinkButton variant="text" to={DEFAULT_SIGNED_IN_PATH}>
          {t(/*i18n*/ { id: "backoffice.notFound.goHomePage", message: "Go to the home page" })}
        </LinkButton>
      </div>
    </section>
  );
}
