import type { ReactNode } from "react";
import { useText } from "../i18n/use-text";
import { OrderSummary, type OrderSummaryLine } from "./order-summary";
import { OutcomeIcon } from "./outcome-icon";
import styles from "./payment-result.module.css";
import { AnchorButton, Button } from "./plain/button";
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
  const documents = [
    [props.taxInvoiceHref, t("Download tax invoice")],
    [props.scheduleHref, t("Download policy schedule")],
    [props.cardsHref, t("Download health cards")],
  ] as const;
  return (
    <>
      <div className={styles.centre}>
        <OutcomeIcon outcome="accepted" />
        <h1 className={text.h1}>{t("Congratulations")}</h1>
        <p className={props.notice ? styles.messageBeforeNotice : styles.message}>{props.message}</p>
      </div>
      {props.notice}
      <OrderSummary lines={props.lines} />
      <div className={styles.actions}>
        {props.receiptHref ? (
          <AnchorButton size="large" href={props.receiptHref} target="_blank" rel="noopener">
            {t("Download payment receipt")}
            <OpensInNewTab />
          </AnchorButton>
        ) : (
          <Button size="large" disabled>
            {t("Generating payment receipt...")}
          </Button>
        )}
        {documents.map(
          ([href, label]) =>
            href && (
              <AnchorButton key={label} variant="outlined" size="large" href={href} target="_blank" rel="noopener">
                {label}
                <OpensInNewTab />
              </AnchorButton>
            ),
        )}
        {props.startNew}
      </div>
      <p className={styles.after}>{props.mailed}</p>
      {props.feedbackHref && (
        <p className={styles.feedback}>
          {t("We'd love to hear your feedback.")}{" "}
          <a className={text.link} href={props.feedbackHref} target="_blank" rel="noopener">
            {t("Click here to rate us!")}
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
