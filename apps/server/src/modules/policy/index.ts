// The policy module's door (decision 053): a policy from its issue to its end, with its members, versions, ledger,
// refunds, member cards, tax documents and the sales the PA and Term sites report. It owns the policies, their members,
// versions, ledger, refunds, tax documents and their counters. Another module, app.ts and main.ts import only what is
// exported here.

// Routes, registered by app.ts.
export { cardRoutes } from "./member-cards/card-routes";
// Member cards: whether a policy's members may have theirs.
export { healthCardsOffered, refuseHealthCardsOf } from "./member-cards/member-cards";
// The demo policies due for renewal, seeded outside production (main.ts).
export { type RenewalHint, seedDemoRenewals } from "./policies/demo-policies";
// A policy's documents (receipt, schedule, tax invoice, cards): drawn, stored, named and attached to its e-mails.
export {
  attachmentReader,
  maskedPolicyDocument,
  policyDocument,
  policyDocumentFiles,
} from "./policies/policy-documents";
// A leaver's book of renewals, handed to another user by the team page (through the renewal module).
export { handOverRenewalBook } from "./policies/policy-hand-over-repository";
// Issuing a policy for a paid quotation, inside the payment's transaction.
export { coverPeriod, issuePolicy } from "./policies/policy-issuer";
export { POLICY_DOCUMENT_KINDS, policyDocumentFileName, policyDocumentKey } from "./policies/policy-mail";
// Reading a policy, and removing the demo partners' (the back office).
export { deletePolicies, findPartnerPolicyOfProduct, findQuotationOfPartnerPolicy } from "./policies/policy-repository";
export { policyRoutes } from "./policies/policy-routes";
export type { Policy } from "./policies/policy-rows";
// A paid mid-term addition joins its policy.
export { additionCanJoin, joinPolicy } from "./servicing/addition-issuer";
export { policyJoinedBy } from "./servicing/addition-repository";
// What a payment, a reported sale or a refund moved in a policy's ledger, and what follows it (the commission).
export type { OnRefunded, OnSaleReported } from "./servicing/ledger-followers";
export {
  type LedgerPayment,
  ledgerOfReportedSale,
  ledgerPaidBy,
  ledgerRefundedBy,
} from "./servicing/ledger-movement-repository";
// The ledger and versions of a policy, for the back office's detail page.
export { policyLedgerView } from "./servicing/ledger-repository";
export { versionsOf } from "./servicing/policy-change-repository";
// The refund due for a payment the gateway accepted but that could not be applied (payments asks it).
export { insertUnappliedPaymentRefund } from "./servicing/refund-repository";
export { servicingRoutes } from "./servicing/servicing-routes";
// The PA and Term sites' sales, and their demo ones (main.ts).
export { seedDemoSiteSales } from "./site-reports/demo-site-sales";
export { siteReportRoutes } from "./site-reports/site-report-routes";
export { taxDocumentsOf } from "./tax-documents/tax-document-repository";
