// The commission module's door (decision 061): the rules the operator loads (rates and splits, from CSV), what each
// payment, reported sale and refund earns or claws back, following the policy's ledger, and who may read it. It owns
// the commission rates, splits, entries and lines. Another module, app.ts and main.ts import only what is exported here.

// Routes, registered by app.ts.
export { commissionRoutes } from "./accruals/accrual-routes";
// Following the ledger, inside the transaction that moved the money (app.ts and main.ts hand these to payment and policy).
export { accrueOnPayment, accrueOnReportedSale, clawBackRefund } from "./accruals/accrual-service";
// The demo partners' rules (main.ts), and removing the demo partners' commission (the back office).
export { deleteCommissionOfPartners } from "./accruals/commission-removal";
export { seedDemoCommissionRules } from "./rules/demo-commission-rules";
export { statementRoutes } from "./statements/statement-routes";
// Issuing a month's statements and recording one paid (the operator's command).
export {
  issueMonthStatements,
  issuePartnerStatements,
  markStatementPaid,
  StatementError,
} from "./statements/statement-service";
