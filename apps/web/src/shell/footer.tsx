import { useText } from "../i18n/use-text";
import { cx } from "../ui/plain/class-names";
import text from "../ui/plain/typography.module.css";
import { usePublicConfig } from "./api/get-public-config";
import styles from "./footer.module.css";

/**
 * Version, and the customer-relations phone and e-mail, all from GET /api/config.
 * Plain elements, no MUI: the sign-in page shows it.
 */
export function Footer() {
  const { t } = useText();
  const { data: config } = usePublicConfig();
  return (
    <footer className={styles.footer}>
      <p className={cx(text.body2, text.secondary, styles.version)}>
        {config ? t("Version {version}", { version: config.version }) : ""}
      </p>
      {config && (
        <p className={cx(text.body2, text.secondary, styles.contacts)}>
          {t("Customer relations:")}{" "}
          <a className={text.link} href={`tel:${config.contactPhone.replace(/[^\d+]/g, "")}`} dir="ltr">
            {config.contactPhone}
          </a>
          {" · "}
          <a className={text.link} href={`mailto:${config.contactEmail}`}>
            {config.contactEmail}
          </a>
        </p>
      )}
    </footer>
  );
}
