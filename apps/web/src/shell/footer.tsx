import { COMPLAINTS_PATH, PRIVACY_PATH } from "@pp/domain";
import { useText } from "../i18n/use-text";
import { insurerNameIn } from "../ui/insurer-name";
import { Link } from "../ui/link";
import { cx } from "../ui/plain/class-names";
import text from "../ui/plain/typography.module.css";
import { usePublicConfig } from "./api/get-public-config";
import styles from "./footer.module.css";

/**
 * Version, the customer-relations phone and e-mail, and what the insurer must disclose on every page: who carries the
 * risk and its registration, that partners are its intermediaries, how to complain, the privacy notice. All from the
 * public configuration. Plain elements, no MUI: the sign-in page shows it.
 */
export function Footer() {
  const { t, language } = useText();
  const { data: config } = usePublicConfig();
  return (
    <footer className={styles.footer}>
      <p className={cx(text.body2, text.secondary, styles.version)}>
        {config
          ? t(
              /*i18n*/ {
                id: "shell.footer.version",
                message: "Version {version}",
                values: { version: config.version },
              },
            )
          : ""}
      </p>
      {config && (
        <p className={cx(text.body2, text.secondary, styles.contacts)}>
          {t(/*i18n*/ { id: "shell.footer.customerRelations", message: "Customer relations:" })}{" "}
          <a className={text.link} href={`tel:${config.contactPhone.replace(/[^\d+]/g, "")}`} dir="ltr">
            {config.contactPhone}
          </a>
          {" · "}
          <a className={text.link} href={`mailto:${config.contactEmail}`}>
            {config.contactEmail}
          </a>
        </p>
      )}
      {config && (
        <p className={cx(text.body2, text.secondary, styles.disclosure)}>
          {t(
            /*i18n*/ {
              id: "shell.footer.insuranceRegulatorRegistrationNo",
              message:
                "{insurer} (insurance regulator registration no. {number}) carries the risk of the policies offered here; insurance partners sell them as its intermediaries.",
              values: {
                insurer: insurerNameIn(config.disclosure, language),
                number: config.disclosure.insurerRegistrationNo,
              },
            },
          )}{" "}
          <Link className={text.link} to={COMPLAINTS_PATH}>
            {t(/*i18n*/ { id: "shell.footer.complaints", message: "Complaints" })}
          </Link>
          {" · "}
          <Link className={text.link} to={PRIVACY_PATH}>
            {t(/*i18n*/ { id: "shell.footer.privacyNotice", message: "Privacy notice" })}
          </Link>
        </p>
      )}
    </footer>
  );
}
