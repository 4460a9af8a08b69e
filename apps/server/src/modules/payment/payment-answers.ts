/** What the payment's answers say when they refuse or report (decision 065: words with ids). */
export const PAYMENT_ANSWERS = {
  notFinalized: /*i18n*/ {
    id: "answer.payment.notFinalized",
    message: "Finalize the application before paying: go back to Finalize Application and confirm the declaration.",
  },
  alreadyPaid: /*i18n*/ { id: "answer.payment.alreadyPaid", message: "This quotation has already been paid." },
  nothingToPay: /*i18n*/ {
    id: "answer.payment.nothingToPay",
    message: "There is nothing to pay: add at least one member first.",
  },
  unverified: /*i18n*/ {
    id: "answer.payment.unverified",
    message: "The payment answer could not be verified, so nothing was recorded. Please try the payment again.",
  },
  linkInvalid: /*i18n*/ {
    id: "answer.payment.linkInvalid",
    message: "This payment link is invalid or has expired. Ask your insurance partner for a new one.",
  },
  linkSent: (email: string) => /*i18n*/ ({
    id: "answer.payment.linkSent",
    message: "A payment link was e-mailed to {email}.",
    values: { email },
  }),
};
