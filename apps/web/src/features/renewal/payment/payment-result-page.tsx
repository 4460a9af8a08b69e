import { formatAed, type GetRenewalPaymentResponse } from "@pp/domain";
import { returnTransactionOf } from "@pp/domain/routing";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useText } from "../../../i18n/use-text";
import { usePublicConfig } from "../../../shell/api/get-public-config";
import { PaymentAcceptedView, PaymentResultCard } from "../../../ui/payment-accepted-view";
import { PaymentFailedView, PaymentOutcome, type ResultLayoutProps } from "../../../ui/payment-outcome";
import styles from "../../../ui/payment-result.module.css";
import { Alert } from "../../../ui/plain/alert";
import { LinkButton } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import text from "../../../ui/plain/typography.module.css";
import { OpensInNewTab } from "../../../ui/visually-hidden";
import { renewalPaymentQueryOptions } from "../api/get-renewal-payment";
import { isRenewalSessionEnded, RenewalError } from "../components/renewal-error";
import page from "../components/renewal-page.module.css";
import { RenewalStepper } from "../components/renewal-stepper";
import { useRenewalAudience } from "../renewal-audience";
import { RENEWAL_PATHS, RENEWAL_STEP_INDEX } from "../renewal-paths";
import { forgetParentQuotation } from "../renewal-storage";

/**
 * /Basic-Renewals/paymentsuccessrenewals and /Basic-Renewals/invitations-renewal. The gateway sends the
 * browser here with TransactionID, status, … in the query; only TransactionID is read, and what the page says comes
 * from the server, so a hand-made "status=ACCEPT" shows nothing but a failure.
 */
export function RenewalPaymentResultPage() {
  const { t } = useText();
  const [params] = useSearchParams();
  const transactionId = returnTransactionOf(params);
  if (!transactionId)
    return (
      <PaymentFailed
        message={t(
          /*i18n*/ {
            id: "renewal.paymentResultPage.paymentAnswerDidNot",
            message: "The payment answer did not name a transaction.",
          },
        )}
      />
    );
  return <PaymentResult transactionId={transactionId} />;
}

function PaymentResult({ transactionId }: { transactionId: string }) {
  const { t } = useText();
  const payment = useQuery(renewalPaymentQueryOptions(transactionId));
  const failedFallback = t(
    /*i18n*/ {
      id: "renewal.paymentResultPage.paymentCouldNotCompleted",
      message: "The payment could not be completed. The policy was not renewed.",
    },
  );
  return (
    <PaymentOutcome
      payment={payment}
      Layout={ResultLayout}
      accepted={(data) => <PaymentAccepted payment={data} />}
      pendingText={t(
        /*i18n*/ {
          id: "renewal.paymentResultPage.bankReviewingPaymentPolicy",
          message:
            "The bank is reviewing your payment. The policy is renewed as soon as the payment is approved; refresh to see the latest status.",
        },
      )}
      failed={(message, data) => <PaymentFailed message={message} quotationNo={data?.quotationNo} />}
      failedFallback={failedFallback}
      journeyError={(error) =>
        isRenewalSessionEnded(error) ? <RenewalError error={error} fallback={failedFallback} /> : null
      }
    />
  );
}

function ResultLayout({ children, quotationNo }: ResultLayoutProps) {
  const { t } = useText();
  return (
    <>
      {quotationNo && (
        <p className={cx(text.secondary, page.lead)}>
          {t(/*i18n*/ { id: "renewal.paymentResultPage.renewalQuotationNumber", message: "Renewal quotation number:" })}{" "}
          <strong>{quotationNo}</strong>
        </p>
      )}
      <RenewalStepper activeIndex={RENEWAL_STEP_INDEX.payment} />
      <PaymentResultCard>{children}</PaymentResultCard>
    </>
  );
}

function PaymentAccepted({ payment }: { payment: GetRenewalPaymentResponse }) {
  const { t } = useText();
  const config = usePublicConfig();
  const links = config.data?.links;
  const partner = useRenewalAudience() === "partner";
  // The renewal is over: this browser forgets the policy it searched for.
  useEffect(() => {
    forgetParentQuotation();
  }, []);

  return (
    <ResultLayout quotationNo={payment.quotationNo}>
      <PaymentAcceptedView
        message={
          partner
            ? payment.policyNo
              ? t(
                  /*i18n*/ {
                    id: "renewal.paymentResultPage.paymentSuccessfulPolicyBeen",
                    message: "The payment was successful and the policy has been renewed as {policyNo}.",
                    values: {
                      policyNo: payment.policyNo,
                    },
                  },
                )
              : t(
                  /*i18n*/ {
                    id: "renewal.paymentResultPage.paymentSuccessfulRenewedPolicy",
                    message: "The payment was successful. The renewed policy is being issued.",
                  },
                )
            : payment.policyNo
              ? t(
                  /*i18n*/ {
                    id: "renewal.paymentResultPage.paymentSuccessfulYourPolicyRenewed",
                    message: "Your payment was successful and your policy has been renewed as {policyNo}.",
                    values: {
                      policyNo: payment.policyNo,
                    },
                  },
                )
              : t(
                  /*i18n*/ {
                    id: "renewal.paymentResultPage.paymentSuccessfulYourPolicyIssued",
                    message: "Your payment was successful. Your renewed policy is being issued.",
                  },
                )
        }
        notice={
          <Alert severity="info" className={styles.notice}>
            {partner
              ? t(
                  /*i18n*/ {
                    id: "renewal.paymentResultPage.membersEmiratesIdsActivated",
                    message:
                      "The members' Emirates IDs will be activated within 5 working days. They use them as their health cards at hospitals and clinics.",
                  },
                )
              : t(
                  /*i18n*/ {
                    id: "renewal.paymentResultPage.emiratesIdActivatedWithin",
                    message:
                      "Your Emirates ID will be activated within 5 working days. Use it as your health card at hospitals and clinics.",
                  },
                )}
            {links?.healthInformation && (
              <>
                {" "}
                <a className={text.link} href={links.healthInformation} target="_blank" rel="noopener">
                  {t(/*i18n*/ { id: "renewal.paymentResultPage.healthInformation", message: "Health information" })}
                  <OpensInNewTab />
                </a>
              </>
            )}
          </Alert>
        }
        lines={[
          [
            t(/*i18n*/ { id: "renewal.paymentResultPage.transactionId", message: "Transaction ID" }),
            payment.transactionId ?? "—",
          ],
          [
            t(/*i18n*/ { id: "renewal.paymentResultPage.paymentValueAed", message: "Payment Value in AED" }),
            formatAed(payment.amountFils),
          ],
          ...(payment.policyNo
            ? [
                [
                  t(/*i18n*/ { id: "renewal.reviewSections.policyNumber", message: "Policy number" }),
                  payment.policyNo,
                ] as const,
              ]
            : []),
        ]}
        receiptHref={payment.receiptReady && payment.receiptUrl ? payment.receiptUrl : null}
        taxInvoiceHref={payment.receiptReady ? payment.taxInvoiceUrl : null}
        cardsHref={payment.receiptReady ? payment.cardsUrl : null}
        documentsHref={payment.receiptReady ? payment.documentsUrl : null}
        startNew={
          <LinkButton variant="outlined" size="large" to={RENEWAL_PATHS.search}>
            {t(/*i18n*/ { id: "renewal.paymentResultPage.startNewApplication", message: "Start new application" })}
          </LinkButton>
        }
        mailed={
          <>
            {t(
              /*i18n*/ {
                id: "renewal.paymentResultPage.policyDocumentsEMailed",
                message: "The policy documents are e-mailed to",
              },
            )}{" "}
            <strong>{payment.sponsorEmail}</strong>.
          </>
        }
        feedbackHref={links?.feedback}
      />
    </ResultLayout>
  );
}

function PaymentFailed({ message, quotationNo }: { message: string; quotationNo?: string }) {
  const { t } = useText();
  return (
    <ResultLayout quotationNo={quotationNo}>
      <PaymentFailedView
        message={message}
        goBack={
          <LinkButton size="large" to={RENEWAL_PATHS.payment}>
            {t(/*i18n*/ { id: "renewal.paymentResultPage.goBack", message: "Go Back" })}
          </LinkButton>
        }
      />
    </ResultLayout>
  );
}
