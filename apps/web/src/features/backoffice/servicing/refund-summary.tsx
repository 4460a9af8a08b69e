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
    <section
      aria-label={t(/*i18n*/ { id: "backoffice.changesSection.refund", message: "Refund" })}
      aria-live="polite"
      className={styles.above}
    >
      <p className={cx(text.body1, styles.summaryLead)}>
        {quote.freeLook
          ? t(
              /*i18n*/ {
                id: "backoffice.refundSummary.withinFreeLookPeriod",
                message:
                  "Within the free-look period: the policy is cancelled from its start on {date} and the whole premium is refunded less the fee of {fee}.",
                values: { date: formatDisplayDate(quote.effectiveDate), fee: formatAed(quote.feeFils) },
              },
            )
          : t(
              /*i18n*/ {
                id: "backoffice.refundSummary.termSDaysRefunded",
                message: "From {date}: {days} of the term's {termDays} days are refunded.",
                values: {
                  date: formatDisplayDate(quote.effectiveDate),
                  days: quote.daysLeft,
                  termDays: quote.termDays,
                },
              },
            )}
      </p>
      <Details
        items={[
          ...quote.members.map((m) => [m.name, formatAed(m.refundFils)] as const),
          [
            t(/*i18n*/ { id: "backoffice.refundSummary.premiumRefunded", message: "Premium refunded" }),
            formatAed(quote.premiumFils),
          ],
          [
            t(/*i18n*/ { id: "backoffice.refundSummary.vatRefunded", message: "VAT refunded" }),
            formatAed(quote.vatFils),
          ],
          [
            t(/*i18n*/ { id: "backoffice.refundSummary.refundCustomer", message: "Refund to the customer" }),
            <strong key="total">{formatAed(quote.totalFils)}</strong>,
          ],
        ]}
      />
    </section>
  );
}
