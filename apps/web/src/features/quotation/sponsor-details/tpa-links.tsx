import { type TpaCode, tpaLabel, tpaLinkIndex } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useText } from "../../../i18n/use-text";
import { Button } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import { Icon } from "../../../ui/plain/icons";
import text from "../../../ui/plain/typography.module.css";
import { OpensInNewTab } from "../../../ui/visually-hidden";
import { tpaLinksQueryOptions } from "../api/get-tpa-links";
import styles from "./tpa-links.module.css";

/** The chosen TPA's table of benefits and medical network, each in a new tab. */
export function TpaLinks({ tpa }: { tpa: TpaCode }) {
  const { t } = useText();
  const links = useQuery(tpaLinksQueryOptions());
  const link = links.data?.[tpaLinkIndex(tpa)];

  return (
    <section
      aria-label={t(
        /*i18n*/ {
          id: "quotation.tpaLinks.planDocuments",
          message: "{tpa} plan documents",
          values: { tpa: tpaLabel(tpa) },
        },
      )}
      className={styles.section}
    >
      {links.isPending && (
        <p className={cx(text.body2, text.secondary, styles.line)}>
          {t(
            /*i18n*/ {
              id: "quotation.tpaLinks.loadingLinks",
              message: "Loading the {tpa} links…",
              values: { tpa: tpaLabel(tpa) },
            },
          )}
        </p>
      )}
      {links.isError && (
        <p className={cx(text.body2, styles.line, styles.error)} role="alert">
          {t(
            /*i18n*/ {
              id: "quotation.tpaLinks.benefitNetworkLinksCould",
              message: "The benefit and network links could not be loaded.",
            },
          )}{" "}
          <Button variant="text" size="small" onClick={() => links.refetch()}>
            {t(/*i18n*/ { id: "quotation.tpaLinks.tryAgain", message: "Try again" })}
          </Button>
        </p>
      )}
      {link && (
        <div className={styles.links}>
          <ExternalLink href={link.benefitsLink}>
            {t(/*i18n*/ { id: "quotation.tpaLinks.tableBenefits", message: "Table of benefits" })}
          </ExternalLink>
          <ExternalLink href={link.networkLink}>
            {t(/*i18n*/ { id: "quotation.tpaLinks.medicalNetwork", message: "Medical network" })}
          </ExternalLink>
        </div>
      )}
    </section>
  );
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cx(text.link, styles.link)}>
      {children}
      <Icon name="openInNew" size={20} className={styles.icon} />
      <OpensInNewTab />
    </a>
  );
}
