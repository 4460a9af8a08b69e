import { formatAed, formatDisplayDate, type MembersResponse, VAT_PERCENT } from "@pp/domain";
import { useText } from "../i18n/use-text";
import { cx } from "./plain/class-names";
import text from "./plain/typography.module.css";
import styles from "./premium-totals.module.css";

/**
 * Premium total, VAT and amount due; for members added to a policy mid-term, first the share of the term they pay for.
 * Plain elements and CSS, so the customer's pages show it without MUI.
 * The amounts come from the server (the browser never prices
 * anything); a screen may at most add up the server's premiums for display, as the renewal's policy details do.
 */
export function PremiumTotals({ totals }: { totals: MembersResponse["totals"] }) {
  const { t } = useText();
  return (
    <section
      aria-label={t(/*i18n*/ { id: "ui.premiumTotals.premiumSummary", message: "Premium summary" })}
      className={styles.summary}
    >
      {totals.proRata && (
        <p className={cx(text.body2, text.secondary, styles.proRata)}>
          {t(
            /*i18n*/ {
              id: "ui.premiumTotals.membersAddedPolicyTheir",
              message:
                "Members added to policy {policyNo} from {date}: their yearly premium is charged for {daysLeft} of the term's {termDays} days.",
              values: {
                policyNo: totals.proRata.policyNo,
                date: formatDisplayDate(totals.proRata.effectiveDate),
                daysLeft: totals.proRata.daysLeft,
                termDays: totals.proRata.termDays,
              },
            },
          )}
        </p>
      )}
      <dl className={styles.lines}>
        <Line
          term={t(/*i18n*/ { id: "ui.premiumTotals.premiumTotal", message: "Premium total" })}
          value={formatAed(totals.subtotal)}
        />
        <Line
          term={t(
            /*i18n*/ { id: "ui.premiumTotals.vat", message: "VAT ({percent}%)", values: { percent: VAT_PERCENT } },
          )}
          value={formatAed(totals.vat)}
        />
        <Line
          term={t(/*i18n*/ { id: "ui.premiumTotals.amountDue", message: "Amount due" })}
          value={formatAed(totals.total)}
          strong
        />
      </dl>
    </section>
  );
}

function Line({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  // A div per term/value pair is valid inside <dl>; `display: contents` keeps both in the parent grid.
  return (
    <div className={cx(styles.line, strong && styles.strong)}>
      <dt>{term}</dt>
      <dd className={styles.amount}>{value}</dd>
    </div>
  );
}
