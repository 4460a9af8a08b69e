/**
 * Arabic for the texts of the web's journey folders not yet on the catalogs (decision 065). Keys are the English texts
 * word for word (also the ids the code passes to `t`); `{name}` stands for a value filled in where the text is shown.
 * The domain's validation messages have their own catalog in the domain package. A test fails when a text the app
 * shows has no entry here, or an entry is no longer used.
 */
export const UI_MESSAGES_AR: Record<string, string> = {
  // Texts the first pages no longer show, still shown by screens not yet on the catalogs.
  // Sign-in, password reset and two-factor sign-in.
  // Shared controls and frames.
  // Premiums and payment.
  // The customer's renewal.
  // Medical declarations and underwriting.
  // The public landing page.
  // The partner's shell: top bar, menu and home page.
  // Step 1 of a new application: the sponsor.
  // The top bar's search.
  // What the insurer discloses: the footer, the complaints procedure and the privacy notice.
  // The new-business wizard after step 1: members, plans, documents, declaration, finalizing, payment, underwriting.
  // The two-factor set-up's own texts (the security page's are in its catalog, features/security/locales), invitations
  // and video calls, underwriting, the applicant's page.
  // The back office: dashboard, lists, record details, sponsors, additional documents.
  // What the screens above say in passing: buttons that change, errors without a server message, list columns.
  // Sentences with values on the lists, records, wizard steps and security screens.
  // The facts of a record, a review and a payment.
  // The policy lists' names and what they say when empty.
  // Policy servicing: removing members, cancelling a policy, refunds.
  // A company's census in step 2.
  // An invitation to a team (decision 060); the team page says its texts from its own catalog (features/team/locales).
  // Texts other screens share with the commission page (its own are in its catalog, features/commission/locales).
};
