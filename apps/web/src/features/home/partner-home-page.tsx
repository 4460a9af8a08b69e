import type { ReactNode } from "react";
import { translateMessage } from "../../i18n/i18n";
import { useText } from "../../i18n/use-text";
import { EntryAnchor } from "../../shell/entry-anchor";
import { usePartner } from "../../shell/partner-context";
import { Alert } from "../../ui/plain/alert";
import { buttonLook } from "../../ui/plain/button";
import { cx } from "../../ui/plain/class-names";
import { Icon } from "../../ui/plain/icons";
import text from "../../ui/plain/typography.module.css";
import { OpensInNewTab } from "../../ui/visually-hidden";
import { HOME_PRODUCTS } from "./home-products";
import styles from "./partner-home-page.module.css";

type PartnerHomePageProps = {
  /** The partner's figures and latest quotations, above the product cards; the route composes it in. */
  dashboard?: ReactNode;
};

/**
 * The partner's home: a welcome, the dashboard and a card per product to start an application. Plain elements, no
 * MUI: it is the page a partner opens first each day, on a phone too.
 */
export function PartnerHomePage({ dashboard }: PartnerHomePageProps = {}) {
  const { t } = useText();
  const partner = usePartner();
  const products = HOME_PRODUCTS.filter((p) => p.isAllowed(partner));

  return (
    <>
      <h1 className={cx(text.h1, styles.welcome)}>
        {t(
          /*i18n*/ {
            id: "home.partnerHomePage.welcome",
            message: "Welcome, {name}",
            values: { name: partner.partner_name },
          },
        )}
      </h1>
      <p className={cx(text.body1, text.secondary, styles.lead)}>
        {t(
          /*i18n*/ {
            id: "home.partnerHomePage.pickProductStartApplication",
            message:
              "Pick a product to start an application, or use the menu for quotations, policies, renewals and invitations.",
          },
        )}
      </p>
      {dashboard}
      {products.length === 0 ? (
        <Alert severity="info">
          {t(
            /*i18n*/ {
              id: "home.partnerHomePage.noProductsEnabledAccount",
              message:
                "No products are enabled for your account yet. Contact customer relations to have them turned on.",
            },
          )}
        </Alert>
      ) : (
        <section aria-labelledby="products-heading">
          <h2 id="products-heading" className={cx(text.h2, styles.productsHeading)}>
            {t(/*i18n*/ { id: "home.partnerHomePage.startNewApplication", message: "Start a new application" })}
          </h2>
          <div className={styles.products}>
            {products.map((product) => (
              <div key={product.id} className={styles.product}>
                <div className={styles.productBody}>
                  <h3 id={`product-${product.id}`} className={text.h3}>
                    {translateMessage(product.title)}
                  </h3>
                  <p className={cx(text.body2, text.secondary)}>{translateMessage(product.description)}</p>
                </div>
                <div className={styles.productActions}>
                  <EntryAnchor
                    entry={product.entry}
                    className={buttonLook({})}
                    aria-describedby={`product-${product.id}`}
                  >
                    {t(/*i18n*/ { id: "home.partnerHomePage.startNewApplication2", message: "Start new application" })}
                    {product.entry.kind === "external" && (
                      <>
                        <Icon name="openInNew" size={20} className={styles.external} />
                        <OpensInNewTab />
                      </>
                    )}
                  </EntryAnchor>
                </div>
              </div>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
