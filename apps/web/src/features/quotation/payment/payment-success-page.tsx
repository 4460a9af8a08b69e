import { ADDITION_JOURNEY, formatAed, PAYMENT_STATUS, returnTransactionOf } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { type Translate, useText } from "../../../i18n/use-text";
import { memberCardsHref } from "../../../paths/backoffice-paths";
import { usePublicConfig } from "../../../shell/api/get-public-config";
import type { OrderSummaryLine } from "../../../ui/order-summary";
import { PaymentAcceptedView, PaymentResultCard } from "../../../ui/payment-accepted-view";
import { PaymentFailedView, PaymentOutcome, type ResultLayoutProps } from "../../../ui/payment-outcome";
import { Button } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import {
  documentsZipUrl,
  type PaymentStatus,
  paymentQueryOptions,
  receiptUrl,
  scheduleUrl,
  taxInvoiceUrl,
} from "../api/get-payment";
import { QuotationStepper } from "../components/quotation-stepper";
import { useQuotationJourney } from "../journey/quotation-journey-context";
import {
  clearStorageAfterPurchase,
  clearWizardState,
  rememberQuotation,
  setTempStatus,
  sponsorFromState,
} from "../wizard-storage";
import { DeclinedActions } from "./declined-actions";
import styles from "./payment.module.css";

const FAILED_FALLBACK = "The payment could not be completed. No policy was issued.";

/**
 * /Basic-B2C/paymentsuccess or /paymentsuccess (H+): the gateway sends the browser here with TransactionID, status, … in the
 * query. Only TransactionID is read; what the page shows comes from the server, so a hand-made
 * "status=ACCEPT" shows nothing but a failure.
 */
export function PaymentSuccessPage() {
  const { t } = useText();
  const [params] = useSearchParams();
  const transactionId = returnTransactionOf(params);
  if (!transactionId)
    return (
      <PaymentFailed
        message={t(
          /*i18n*/ {
            id: "quotation.paymentSuccessPage.paymentAnswerDidNot",
            message: "The payment answer did not name a transaction.",
          },
        )}
      />
    );
  return <PaymentResult transactionId={transactionId} />;
}

function PaymentResult({ transactionId }: { transactionId: string }) {
  const { t } = useText();
  const payment = useQuery({
    ...paymentQueryOptions(transactionId),
    // Accepted but the policy not recorded yet: look again shortly.
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.status === PAYMENT_STATUS.ACCEPTED && !data.policyNo ? 2000 : false;
    },
  });
  return (
    <PaymentOutcome
      payment={payment}
      Layout={ResultLayout}
      accepted={(data) => <PaymentAccepted payment={data} />}
      pendingText={t(
        /*i18n*/ {
          id: "quotation.paymentSuccessPage.paymentBeingReviewedBank",
          message:
            "Your payment is being reviewed by the bank. The policy is issued as soon as the payment is approved; refresh to see the latest status.",
        },
      )}
      failed={(message, data) => <PaymentFailed message={message} payment={data} />}
      failedFallback={FAILED_FALLBACK}
    />
  );
}

function ResultLayout({ children, quotationNo }: ResultLayoutProps) {
  const { t } = useText();
  const { stepIndex } = useQuotationJourney();
  return (
    <>
      <QuotationStepper activeIndex={stepIndex("payment")} />
      {quotationNo && (
        <p className={cx(text.body1, text.secondary, styles.lead)}>
          {t(/*i18n*/ { id: "quotation.applicantLinkPage.quotationNumber", message: "Quotation number:" })}{" "}
          <strong>{quotationNo}</strong>
        </p>
      )}
      <PaymentResultCard>{children}</PaymentResultCard>
    </>
  );
}

function PaymentAccepted({ payment }: { payment: PaymentStatus }) {
  const { t } = useText();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const { stepPath } = useQuotationJourney();
  useEffect(() => clearStorageAfterPurchase(payment.quotationId), [payment.quotationId]);

  const startNew = () => {
    clearWizardState();
    navigate(stepPath("sponsor"));
  };
  const sameSponsor = () => {
    clearWizardState();
    navigate(stepPath("sponsor"), { state: sponsorFromState(payment.quotationId) });
  };

  return (
    <ResultLayout quotationNo={payment.quotationNo}>
      <PaymentAcceptedView
        message={acceptedMessage(payment, t)}
        lines={summaryLines(payment, t)}
        receiptHref={payment.policyNo ? receiptUrl(payment.policyNo) : null}
        taxInvoiceHref={payment.policyNo ? taxInvoiceUrl(payment.policyNo) : null}
        scheduleHref={payment.policyNo ? scheduleUrl(payment.policyNo) : null}
        cardsHref={payment.policyNo ? memberCardsHref(payment.policyNo) : null}
        documentsHref={payment.policyNo ? documentsZipUrl(payment.policyNo) : null}
        startNew={
          <>
            <Button variant="outlined" size="large" onClick={sameSponsor}>
              {t(
                /*i18n*/ {
                  id: "quotation.paymentSuccessPage.newApplicationSameSponsor",
                  message: "New application for the same sponsor",
                },
              )}
            </Button>
            <Button variant="outlined" size="large" onClick={startNew}>
              {t(/*i18n*/ { id: "quotation.paymentSuccessPage.startNewApplication", message: "Start new application" })}
            </Button>
          </>
        }
        mailed={
          <>
            {t(
              /*i18n*/ {
                id: "quotation.paymentSuccessPage.policyDocumentsWereE",
                message: "The policy documents were e-mailed to",
              },
            )}{" "}
            <strong>{payment.sponsorEmail}</strong>.
          </>
        }
        feedbackHref={config.data?.links.feedback}
      />
    </ResultLayout>
  );
}

function acceptedMessage(payment: PaymentStatus, t: Translate) {
  if (!payment.policyNo)
    return t(
      /*i18n*/ {
        id: "quotation.paymentSuccessPage.paymentSuccessfulPolicyBeing",
        message: "Your payment was successful. Your policy is being issued.",
      },
    );
  return payment.journey === ADDITION_JOURNEY
    ? t(
        /*i18n*/ {
          id: "quotation.paymentSuccessPage.paymentSuccessfulMembersWere",
          message: "Your payment was successful and the members were added to policy {policyNo}.",
          values: { policyNo: payment.policyNo },
        },
      )
    : t(
        /*i18n*/ {
          id: "quotation.paymentSuccessPage.paymentSuccessfulPolicyBeen",
          message: "Your payment was successful and your policy {policyNo} has been issued.",
          values: { policyNo: payment.policyNo },
        },
      );
}

function summaryLines(payment: PaymentStatus, t: Translate): OrderSummaryLine[] {
  const lines: OrderSummaryLine[] = [
    [
      t(/*i18n*/ { id: "quotation.paymentSuccessPage.transactionId", message: "Transaction ID" }),
      payment.transactionId ?? "—",
    ],
    [
      t(/*i18n*/ { id: "quotation.paymentSuccessPage.paymentValueAed", message: "Payment Value in AED" }),
      formatAed(payment.amountFils),
    ],
  ];
  if (payment.card)
    lines.push([t(/*i18n*/ { id: "quotation.paymentSuccessPage.card", message: "Card" }), payment.card]);
  if (payment.policyNo)
    lines.push([
      t(/*i18n*/ { id: "quotation.paymentSuccessPage.policyNumber", message: "Policy number" }),
      payment.policyNo,
    ]);
  return lines;
}

function PaymentFailed({ message, payment }: { message: string; payment?: PaymentStatus }) {
  const { t } = useText();
  const navigate = useNavigate();
  const { product, stepPath } = useQuotationJourney();
  const goBack = () => {
    // The server names the quotation, so Go Back also works in a browser that lost the wizard's storage.
    if (payment) rememberQuotation({ id: payment.quotationId, number: payment.quotationNo, product });
    setTempStatus("Previous");
    navigate(stepPath("payment"));
  };
  return (
    <ResultLayout quotationNo={payment?.quotationNo}>
      <PaymentFailedView
        message={message}
        goBack={
          <div className={styles.goBack}>
            <Button variant="contained" size="large" onClick={goBack}>
              {t(/*i18n*/ { id: "quotation.paymentSuccessPage.goBack", message: "Go Back" })}
            </Button>
            {payment && <DeclinedActions quotationId={payment.quotationId} />}
          </div>
        }
      />
    </ResultLayout>
  );
}
