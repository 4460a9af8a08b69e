/** What the renewal's answers say when they refuse (decision 065: words with ids, translated where written out). */
export const RENEWAL_ANSWERS = {
  alreadyPaid: /*i18n*/ {
    id: "answer.renewal.alreadyPaid",
    message:
      "This renewal has already been paid, so it can no longer be changed. The renewed policy is e-mailed to the sponsor.",
  },
  notStarted: /*i18n*/ {
    id: "answer.renewal.notStarted",
    message: "Start the renewal on the policy details page first.",
  },
  notRenewable: /*i18n*/ {
    id: "answer.renewal.notRenewable",
    message: "This policy cannot be renewed now. The policy details page says why.",
  },
  answerEvery: /*i18n*/ { id: "answer.renewal.answerEvery", message: "Answer every question for every member." },
  answerThis: /*i18n*/ { id: "answer.renewal.answerThis", message: "Answer this question." },
  detailsRequired: /*i18n*/ { id: "answer.renewal.detailsRequired", message: "Tell us more about this answer." },
  declarationFirst: /*i18n*/ {
    id: "answer.renewal.declarationFirst",
    message: "Answer the renewal declaration first.",
  },
  sessionEnded: /*i18n*/ {
    id: "answer.renewal.sessionEnded",
    message: "Your renewal session has ended. Search for your policy again to continue.",
  },
  sessionEndedPayment: /*i18n*/ {
    id: "answer.renewal.sessionEndedPayment",
    message: "Your renewal session has ended. Search for your policy again to see the payment.",
  },
  receiptNotReady: /*i18n*/ { id: "answer.renewal.receiptNotReady", message: "The receipt is not ready yet." },
  invoiceNotReady: /*i18n*/ { id: "answer.renewal.invoiceNotReady", message: "The tax invoice is not ready yet." },
  cardsNotReady: /*i18n*/ { id: "answer.renewal.cardsNotReady", message: "The health cards are not ready yet." },
  searchLimited: (minutes: number) => /*i18n*/ ({
    id: "answer.renewal.searchLimited",
    message:
      "Too many searches from this connection. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.",
    values: { minutes },
  }),
};
