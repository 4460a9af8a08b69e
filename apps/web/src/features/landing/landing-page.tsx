import { PRODUCT_DESCRIPTIONS, renewalStepPath } from "@pp/domain";
import { RESET_PASSWORD_PATH, SIGN_IN_PATH } from "@pp/domain/routing";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { Footer } from "../../shell/footer";
import { LanguageSwitch } from "../../shell/language-switch";
import { Logo } from "../../shell/logo";
import frame from "../../shell/public-page.module.css";
import { Link } from "../../ui/link";
import { cx } from "../../ui/plain/class-names";
import text from "../../ui/plain/typography.module.css";
import styles from "./landing-page.module.css";

const RENEW_PATH = renewalStepPath("search");
/** The portal's products in the order a visitor looks for them: health first. */
const PRODUCTS = [
  PRODUCT_DESCRIPTIONS.basic,
  PRODUCT_DESCRIPTIONS.hplus,
  PRODUCT_DESCRIPTIONS.pa,
  PRODUCT_DESCRIPTIONS.term,
];

/**
 * /landingpage: the portal's public page, for a customer who wants to renew and a partner who wants to sign in.
 * Plain elements and CSS like the sign-in page: it is a first load, often on a phone.
 */
export function LandingPage() {
  const { t } = useText();
  return (
    <div className={frame.page}>
      <header className={frame.header}>
        <Logo />
        <LanguageSwitch className={styles.language} />
        <Link className={styles.signIn} to={SIGN_IN_PATH}>
          {t(/*i18n*/ { id: "landing.page.partnerSign", message: "Partner sign in" })}
        </Link>
      </header>
      <main className={cx(frame.main, styles.wide)}>
        <h1 className={text.h1}>
          {t(
            /*i18n*/ {
              id: "landing.page.healthAccidentLifeCover",
              message: "Health, accident and life cover for the UAE",
            },
          )}
        </h1>
        <p className={cx(text.body1, text.secondary, styles.lead)}>
          {t(
            /*i18n*/ {
              id: "landing.page.ourInsurancePartnersAgents",
              message:
                "Our insurance partners — agents and brokers across the Emirates — sell and renew these plans for individuals, families and companies through the Partner Portal.",
            },
          )}
        </p>

        <section className={styles.card} aria-labelledby="renew-heading">
          <h2 id="renew-heading" className={styles.h2}>
            {t(/*i18n*/ { id: "landing.page.renewBasicPolicy", message: "Renew your Basic policy" })}
          </h2>
          <p className={text.body1}>
            {t(
              /*i18n*/ {
                id: "landing.page.findPolicyNumberEmirates",
                message:
                  "Find your policy with its number or the Emirates ID of a member, check who stays covered, and pay by card. No account is needed.",
              },
            )}
          </p>
          <Link className={styles.primary} to={RENEW_PATH}>
            {t(/*i18n*/ { id: "landing.page.renewPolicy", message: "Renew a policy" })}
          </Link>
        </section>

        <section aria-labelledby="plans-heading">
          <h2 id="plans-heading" className={styles.h2}>
            {t(/*i18n*/ { id: "landing.page.plansOurPartnersSell", message: "Plans our partners sell" })}
          </h2>
          <ul className={styles.products}>
            {PRODUCTS.map((product) => (
              <li key={product.title} className={styles.card}>
                <h3 className={styles.h3}>{translateMessage(product.title)}</h3>
                <p className={cx(text.body2, text.secondary)}>{translateMessage(product.description)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.card} aria-labelledby="partners-heading">
          <h2 id="partners-heading" className={styles.h2}>
            {t(/*i18n*/ { id: "landing.page.insurancePartners", message: "For insurance partners" })}
          </h2>
          <p className={text.body1}>
            {t(
              /*i18n*/ {
                id: "landing.page.quoteSellRenewEvery",
                message:
                  "Quote, sell and renew every plan, follow your applications and policies, and invite customers to renew.",
              },
            )}
          </p>
          <p className={text.body1}>
            <Link className={styles.primary} to={SIGN_IN_PATH}>
              {t(/*i18n*/ { id: "landing.page.sign", message: "Sign in" })}
            </Link>{" "}
            <Link className={text.link} to={RESET_PASSWORD_PATH}>
              {t(/*i18n*/ { id: "landing.page.forgotPassword", message: "Forgot your password?" })}
            </Link>
          </p>
        </section>
      </main>
      <Footer />
    </div>
  );
}
