import { type ReactNode, useId } from "react";
import { useText } from "../i18n/use-text";
import { DownloadAllButton } from "./download-all-button";
import { OrderSummary, type OrderSummaryLine } from "./order-summary";
import { OutcomeIcon } from "./outcome-icon";
import styles from "./payment-result.module.css";
import { Button } from "./plain/button";
import card from "./plain/card.module.css";
import { cx } from "./plain/class-names";
import text from "./plain/typography.module.css";
import { OpensInNewTab } from "./visually-hidden";

type PaymentAcceptedViewProps = {
  /** What the payment bought: the policy issued, or renewed. */
  message: string;
  /** What this journey adds under the message (the renewal's health-card notice). */
  notice?: ReactNode;
  lines: readonly OrderSummaryLine[];
  /** The receipt, once the policy is recorded; until then the button says it is being made. */
  receiptHref: string | null;
  /** The tax invoice, ready with the receipt. */
  taxInvoiceHref: string | null;
  /** The policy schedule, where the journey's result may show it (the partner's; a customer's comes by e-mail). */
  scheduleHref?: string | null;
  /** The members' health cards (PDF), once the policy is issued. */
  cardsHref?: string | null;
  /** Every document above in one ZIP, ready with the receipt. */
  documentsHref: string | null;
  /** The journey's way to start again. */
  startNew: ReactNode;
  /** Where the documents went, as a sentence ending in the address. */
  mailed: ReactNode;
  feedbackHref?: string;
};

/**
 * "Congratulations": the payment's summary, the receipt, where the documents went and the feedback link. Plain
 * elements: the customer's renewal ends here, on a phone.
 */
export function PaymentAcceptedView(props: PaymentAcceptedViewProps) {
  const { t } = useText();
  const documentsId = useId();
  const documents = [
    [
      props.receiptHref,
      t(/*i18n*/ { id: "ui.paymentAcceptedView.downloadPaymentReceipt", message: "Download payment receipt" }),
    ],
    [
      props.taxInvoiceHref,
      t(/*i18n*/ { id: "ui.paymentAcceptedView.downloadTaxInvoice", message: "Download tax invoice" }),
    ],
    [
      props.scheduleHref,
      t(/*i18n*/ { id: "ui.paymentAcceptedView.downloadPolicySchedule", message: "Download policy schedule" }),
    ],
    [
      props.cardsHref,
      t(/*i18n*/ { id: "ui.paymentAcceptedView.downloadHealthCards", message: "Download health cards" }),
    ],
  ] as const;
  return (
    <>
      <div className={styles.centre}>
        <OutcomeIcon outcome="accepted" />
        <h1 className={text.h1}>
          {t(/*i18n*/ { id: "ui.paymentAcceptedView.congratulations", message: "Congratulations" })}
        </h1>
        <p className={props.notice ? styles.messageBeforeNotice : styles.message}>{props.message}</p>
      </div>
      {props.notice}
      <OrderSummary lines={props.lines} />
      <section className={styles.documents} aria-labelledby={documentsId}>
        <h2 className={text.h3} id={documentsId}>
          {t(/*i18n*/ { id: "ui.paymentAcceptedView.documents", message: "Your documents" })}
        </h2>
        {props.receiptHref ? (
          <>
            {/* One press on a phone instead of a row of buttons; each document stays a link of its own below. */}
            {props.documentsHref && <DownloadAllButton href={props.documentsHref} />}
            <ul className={styles.documentLinks}>
              {documents.map(
                ([href, label]) =>
                  href && (
                    <li key={label}>
                      <a className={text.link} href={href} target="_blank" rel="noopener">
                        {label}
                        <OpensInNewTab />
                      </a>
                    </li>
                  ),
              )}
            </ul>
          </>
        ) : (
          <Button size="large" disabled>
            {t(
              /*i18n*/ {
                id: "ui.paymentAcceptedView.generatingPaymentReceipt",
                message: "Generating payment receipt...",
              },
            )}
          </Button>
        )}
      </section>
      <div className={styles.actions}>{props.startNew}</div>
      <p className={styles.after}>{props.mailed}</p>
      {props.feedbackHref && (
        <p className={styles.feedback}>
          {t(/*i18n*/ { id: "ui.paymentAcceptedView.weDLoveHear", message: "We'd love to hear your feedback." })}{" "}
          <a className={text.link} href={props.feedbackHref} target="_blank" rel="noopener">
            {t(/*i18n*/ { id: "ui.paymentAcceptedView.clickHereRateUs", message: "Click here to rate us!" })}
            <OpensInNewTab />
          </a>
        </p>
      )}
    </>
  );
}

/** The frame of a payment result: the journey's stepper and number come first, the outcome in a card. */
export function PaymentResultCard({ children }: { children: ReactNode }) {
  return <div className={cx(card.card, styles.card)}>{children}</div>;
}
