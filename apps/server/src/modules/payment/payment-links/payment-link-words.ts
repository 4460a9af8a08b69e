/** The words of a payment link's pages (decision 065): the link, its start and its result. */
import type { Words } from "@pp/domain";

export const PAYMENT_PAGE = {
  payment: /*i18n*/ { id: "page.payment.title", message: "Payment" },
  result: /*i18n*/ { id: "page.payment.result", message: "Payment result" },
  notShown: /*i18n*/ {
    id: "page.payment.notShown",
    message:
      "We cannot show this payment here. If you paid, the policy documents are on their way to your e-mail. Open the link in your e-mail again to see whether your application is paid or to pay, or contact your insurance partner.",
  },
  alreadyPaid: /*i18n*/ { id: "page.payment.alreadyPaid", message: "Already paid" },
  alreadyPaidText: /*i18n*/ {
    id: "page.payment.alreadyPaidText",
    message: "This application has been paid. The policy documents were e-mailed to you.",
  },
  changedAfterSent: /*i18n*/ {
    id: "page.payment.changedAfterSent",
    message: "This application was changed after the link was sent. Ask your insurance partner for a new link.",
  },
  payTitle: /*i18n*/ { id: "page.payment.payTitle", message: "Pay for your health insurance" },
  application: /*i18n*/ { id: "page.payment.application", message: "Application:" },
  sponsor: /*i18n*/ { id: "page.payment.sponsor", message: "Sponsor:" },
  amountDue: /*i18n*/ { id: "page.payment.amountDue", message: "Amount due (including 5% VAT):" },
  payByCard: /*i18n*/ { id: "page.payment.payByCard", message: "Pay by card" },
  securePayment: /*i18n*/ { id: "page.payment.securePayment", message: "Secure payment" },
  takingYou: /*i18n*/ { id: "page.payment.takingYou", message: "Taking you to the secure payment page…" },
  continue: /*i18n*/ { id: "page.payment.continue", message: "Continue" },
  received: /*i18n*/ { id: "page.payment.received", message: "Payment received" },
  congratulations: /*i18n*/ { id: "page.payment.congratulations", message: "Congratulations" },
  notApplied: /*i18n*/ { id: "page.payment.notApplied", message: "Payment received, not applied" },
  needsACheck: /*i18n*/ { id: "page.payment.needsACheck", message: "Your payment needs a check" },
  notCompleted: /*i18n*/ { id: "page.payment.notCompleted", message: "Payment not completed" },
  notCompletedHeading: /*i18n*/ { id: "page.payment.notCompletedHeading", message: "Your payment was not completed" },
  payTheWhole: /*i18n*/ {
    id: "page.payment.payTheWhole",
    message: "Open the link in your e-mail again to pay the whole amount.",
  },
  underReview: /*i18n*/ { id: "page.payment.underReview", message: "Payment under review" },
  underReviewText: /*i18n*/ {
    id: "page.payment.underReviewText",
    message: "Your bank is reviewing the payment. We will e-mail you once it is decided.",
  },
  failed: /*i18n*/ { id: "page.payment.failed", message: "Your payment failed" },
  failedText: /*i18n*/ {
    id: "page.payment.failedText",
    message: "No money was taken. Open the link in your e-mail again to retry, or contact your insurance partner.",
  },
} satisfies Record<string, Words>;

/** The gateway's reference of a payment, for the customer to quote. */
export function transactionNo(transaction: string): Words {
  return /*i18n*/ { id: "page.payment.transaction", message: "Transaction: {transaction}", values: { transaction } };
}

/** What an accepted payment did: the amount, its transaction and the policy it issued. */
export function paymentReceived(amount: string, transaction: string, policyNo: string): Words {
  return /*i18n*/ {
    id: "page.payment.receivedText",
    message:
      "Your payment of {amount} was received (transaction {transaction}). Policy {policyNo} has been issued and its documents are on their way to your e-mail.",
    values: { amount, transaction, policyNo },
  };
}

/** The selling partner as the insurer's intermediary, with its regulator registration when it has one. */
export function sellsAsIntermediary({
  name: partner,
  registrationNo: number,
}: {
  name: string;
  registrationNo: string | null;
}): Words {
  return number
    ? /*i18n*/ {
        id: "page.payment.intermediaryRegistered",
        message:
          "{partner} (insurance regulator registration no. {number}) sells this cover as the insurer's intermediary.",
        values: { partner, number },
      }
    : /*i18n*/ {
        id: "page.payment.intermediary",
        message: "{partner} sells this cover as the insurer's intermediary.",
        values: { partner },
      };
}
