import { type ChangeQuoteResponse, formatAed, formatDisplayDate } from "@pp/domain";
import { useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import styles from "./servicing.module.css";

/**
 * What a change returns, as the server priced it (the browser never prices): the days the refund is for, each
 * member's share, the premium, the VAT on it and the total that goes back.
 */
export function RefundSummary({ quote }: { quote: ChangeQuoteResponse }) {
  const { t } = useText();
  return (
    <section aria-label={t("Refund")} aria-live="polite" className={styles.above}>
      <p className={cx(text.body1, styles.summaryLead)}>
        {quote.freeLook
          ? t(
              "Within the free-look period: the policy is cancelled from its start on {date} and the whole premium is refunded less the fee of {fee}.",
              { date: formatDisplayDate(quote.effectiveDate), fee: formatAed(quote.feeFils) },
            )
          : t("From {date}: {days} of the term's {termDays} days are refunded.", {
              date: formatDisplayDate(quote.effectiveDate),
              days: quote.daysLeft,
              termDays: quote.termDays,
            })}
      </p>
      <Details
        items={[
          ...quote.members.map((m) => [m.name, formatAed(m.refundFils)] as const),
          [t("Premium refunded"), formatAed(quote.premiumFils)],
          [t("VAT refunded"), formatAed(quote.vatFils)],
          [t("Refund to the customer"), <strong key="total">{formatAed(quote.totalFils)}</strong>],
        ]}
      />
    </section>
  );
}
