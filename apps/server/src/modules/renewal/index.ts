// The renewal module's door (decision 053): a policy renewed by its customer (found by a search that grants a short
// permission) or by its partner, a renewal being a quotation of the policy paid again; and the reminders before a
// policy ends. It owns the renewal grants, codes, answers and reminder links. Another module, app.ts and main.ts
// import only what is exported here.

// A renewal grant: the permission to renew one policy, which an invitation's link also hands out.
// The grants of the demo partners being removed (the back office).
export { deleteGrantsOfInvitation, deleteGrantsOfPartners } from "./renewals/renewal-access-repository";
export { createGrant } from "./renewals/renewal-grant";
// A leaver's open quotations and renewals, handed to another user by the team page (identity's routes, via app.ts).
export { handOverOpenWork } from "./renewals/renewal-hand-over";
export { renewalReminderLinkRoutes } from "./renewals/renewal-reminder-link-routes";
// The reminders before a policy ends, scheduled by main.ts, and which of them a policy was sent.
export { REMINDER_DAYS, reminderMailKey, scheduleRenewalReminders } from "./renewals/renewal-reminders";
// Routes, registered by app.ts.
export { renewalRoutes } from "./renewals/renewal-routes";
export { type MarketingOptIn, type MarketingOptInRecorder, RENEWABLE_PRODUCT } from "./renewals/renewal-service";
