import { type ChangeQuoteResponse, formatAed, formatDisplayDate, isIsoDate } from "@pp/domain";
import type { ReactNode } from "react";
import { type Translate, useText } from "../../../i18n/use-text";
import { Details } from "../../../ui/details";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import styles from "./servicing.module.css";

/**
 * What the page knows of a refund before the server prices it: the day it counts from, whose shares it holds and, for
 * a cancellation within free look, the product's fee (its sentence is the free look's, not the days left).
 */
export type RefundShape = { effectiveDate: string; memberNames: readonly string[]; freeLookFeeFils?: number | null };

const daysSentence = (t: Translate, values: { date: string; days: number | string; termDays: number | string }) =>
  t(
    /*i18n*/ {
      id: "backoffice.refundSummary.termSDaysRefunded",
      message: "From {date}: {days} of the term's {termDays} days are refunded.",
      values,
    },
  );

const freeLookSentence = (t: Translate, values: { date: string; fee: string }) =>
  t(
    /*i18n*/ {
      id: "backoffice.refundSummary.withinFreeLookPeriod",
      message:
        "Within the free-look period: the policy is cancelled from its start on {date} and the whole premium is refunded less the fee of {fee}.",
      values,
    },
  );

/**
 * What a change returns, as the server priced it (the browser never prices): the days the refund is for, each
 * member's share, the premium, the VAT on it and the total that goes back.
 *
 * While the server works it out (`quote` undefined), the same region stands in its place, busy, in the refund's shape:
 * the sentence as bars, the members and the totals' labels with a bar for each figure. The refund then fills the
 * place without moving the button below it (a press aimed at the button lands on it), and since the region was
 * already on the page, a screen reader hears the refund when it arrives (a live region added with its content is not
 * announced).
 *
 * When the refund cannot be worked out, the `problem` says why in the same place, over the refund's unseen shape: the
 * region keeps its height, so the message and a retry come without moving the button either.
 */
export function RefundSummary({
  quote,
  shape,
  problem,
}: {
  quote: ChangeQuoteResponse | undefined;
  shape: RefundShape;
  problem?: ReactNode;
}) {
  const { t } = useText();
  return (
    <section
      aria-label={t(/*i18n*/ { id: "backoffice.changesSection.refund", message: "Refund" })}
      aria-live="polite"
      aria-busy={quote === undefined && !problem}
      className={styles.above}
    >
      {quote ? (
        <RefundFigures quote={quote} />
      ) : problem ? (
        // One grid cell for both: the shape (unseen, and so unheard) sets the height, the problem is drawn over it.
        <div className={styles.stack}>
          <div className={styles.unseen}>
            <RefundPlaceholder shape={shape} />
          </div>
          <div>{problem}</div>
        </div>
      ) : (
        <RefundPlaceholder shape={shape} />
      )}
    </section>
  );
}

function RefundFigures({ quote }: { quote: ChangeQuoteResponse }) {
  const { t } = useText();
  return (
    <>
      <p className={cx(text.body1, styles.summaryLead)}>
        {quote.freeLook
          ? freeLookSentence(t, { date: formatDisplayDate(quote.effectiveDate), fee: formatAed(quote.feeFils) })
          : daysSentence(t, {
              date: formatDisplayDate(quote.effectiveDate),
              days: quote.daysLeft,
              termDays: quote.termDays,
            })}
      </p>
      <Details
        items={refundRows(
          t,
          quote.members.map((m) => [m.name, formatAed(m.refundFils)] as const),
          quote,
        )}
      />
    </>
  );
}

/** The refund's rows: each member's share, then the premium, the VAT and the total (a bar for each while unknown). */
function refundRows(
  t: Translate,
  shares: readonly (readonly [string, ReactNode])[],
  quote: ChangeQuoteResponse | undefined,
): (readonly [string, ReactNode])[] {
  const figure = (fils: (q: ChangeQuoteResponse) => number) => (quote ? formatAed(fils(quote)) : <FigurePlaceholder />);
  return [
    ...shares,
    [
      t(/*i18n*/ { id: "backoffice.refundSummary.premiumRefunded", message: "Premium refunded" }),
      figure((q) => q.premiumFils),
    ],
    [t(/*i18n*/ { id: "backoffice.refundSummary.vatRefunded", message: "VAT refunded" }), figure((q) => q.vatFils)],
    [
      t(/*i18n*/ { id: "backoffice.refundSummary.refundCustomer", message: "Refund to the customer" }),
      <strong key="total">{figure((q) => q.totalFils)}</strong>,
    ],
  ];
}

function RefundPlaceholder({ shape }: { shape: RefundShape }) {
  const { t } = useText();
  // The sentence's words with its figures unknown, drawn only as bars (CSS generated content, outside the page's text
  // and hidden from assistive technology): it wraps as the sentence will, so the lines below keep their place.
  const date = isIsoDate(shape.effectiveDate) ? formatDisplayDate(shape.effectiveDate) : "00/00/0000";
  const sentence =
    shape.freeLookFeeFils != null
      ? freeLookSentence(t, { date, fee: formatAed(shape.freeLookFeeFils) })
      : daysSentence(t, { date, days: "000", termDays: "000" });
  return (
    <>
      <p className={cx(text.body1, styles.summaryLead)}>
        <span className={text.placeholderWords} data-shape={sentence} aria-hidden="true" />
        <VisuallyHidden>
          {t(/*i18n*/ { id: "backoffice.refundSummary.workingOutRefund", message: "Working out the refund" })}
        </VisuallyHidden>
      </p>
      <Details
        items={refundRows(
          t,
          shape.memberNames.map((name) => [name, <FigurePlaceholder key={name} />] as const),
          undefined,
        )}
      />
    </>
  );
}

/** A bar where a figure will be, one line high. */
function FigurePlaceholder() {
  return <span className={text.placeholder} style={{ width: 96 }} aria-hidden="true" />;
}
