import { useText } from "../i18n/use-text";
import { cx } from "../ui/plain/class-names";
import { usePublicConfig } from "./api/get-public-config";
import { Logo } from "./logo";
import styles from "./logo.module.css";

/**
 * Who the customer deals with, at the top of the pages they open without an account: the insurer's logo when one
 * is configured (a fixed box, so nothing moves when it arrives), else the portal's mark, beside the insurer's name in
 * the page's language.
 */
export function InsurerMark() {
  const { language } = useText();
  const insurer = usePublicConfig().data?.insurer;
  // Until the configuration has loaded the mark stands alone: a customer never sees another name flash by.
  if (!insurer) return <Logo name="" />;
  const name = language === "ar" ? insurer.nameAr : insurer.name;
  if (!insurer.logoUrl) return <Logo name={name} wraps />;
  return (
    <span className={cx(styles.logo, styles.wraps)}>
      <img src={insurer.logoUrl} alt="" width={32} height={32} className={styles.insurerLogo} />
      <span className={styles.wordmark}>{name}</span>
    </span>
  );
}
