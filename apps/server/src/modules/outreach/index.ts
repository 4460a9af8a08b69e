// The outreach module's door (decision 053): what a partner sends a customer outside a journey, an invitation (to
// apply, to pay a quotation, to renew a policy) or a video call's invite, and the customer's marketing consent and
// its withdrawal. It owns the invitations, the video calls and the marketing consents. Another module and app.ts
// import only what is exported here.

// A consent to marketing, recorded when a renewal is confirmed with the box ticked (app.ts hands it the renewal
// routes), and the page that withdraws it.
export { recordMarketingOptIn } from "./consents/marketing-opt-in";
export { marketingStopRoutes } from "./consents/marketing-stop-routes";
// An invitation: the partner's routes, the customer's link, and the invitations a payment accepted completes (app.ts
// hands it the gateway's callback routes).
export { invitationLinkRoutes } from "./invitations/invitation-link-routes";
export { completeInvitationsPaidBy, deleteInvitationsOfPartners } from "./invitations/invitation-repository";
export { invitationRoutes } from "./invitations/invitation-routes";
// A video call booked with a customer.
export { deleteVideoCallsOfPartners } from "./video-calls/video-call-repository";
export { videoCallRoutes } from "./video-calls/video-call-routes";
