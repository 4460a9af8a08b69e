// The payment module's door (decision 053): paying a quotation at the gateway, from the partner's screen, a payment
// link or a renewal, and the gateway's answers that issue the policy; with the built-in sandbox gateway outside
// production. It owns the payments and the payment links. Another module and app.ts import only what is exported here.

// Links: a quotation paid by a customer through a partner's e-mailed link.
export { deletePaymentLink, insertPaymentLink } from "./payment-links/payment-link-repository";
// Routes, registered by app.ts.
export { paymentLinkRoutes } from "./payment-links/payment-link-routes";
// The sandbox gateway: its hosted page and its refunds, in the same process.
export { inProcessRefundTransport } from "./payment-sandbox/sandbox-refund-transport";
export { sandboxGatewayRoutes } from "./payment-sandbox/sandbox-routes";
// A payment: starting one, finding a renewal's, and what its result page says.
// The demo partners' payments, removed by the back office.
export { deletePaymentsOfPartners, findRenewalPayment } from "./payments/payment-repository";
export { gatewayCallbackRoutes, paymentRoutes } from "./payments/payment-routes";
export { type AcceptedPaymentCompletes, type PaymentChannel, startPayment } from "./payments/payment-service";
export { paymentStatusOf } from "./payments/payment-status";
