// Zod-free: the route table, in the first chunk every visitor loads, reads these.

/** The partner's sign-in page, and the page to reset a forgotten password from. */
export const SIGN_IN_PATH = "/login";
export const RESET_PASSWORD_PATH = "/resetpassword";
/** Where the link of an e-mailed invitation to a partner's team leads (`?token=…`): the invitee chooses a password. */
export const TEAM_INVITATION_PATH = "/join-team";
/** The portal's public page: renewals for customers, sign-in for partners. */
export const LANDING_PATH = "/landingpage";

/** The public pages every footer links to: how to complain, and how personal data is handled. */
export const COMPLAINTS_PATH = "/complaints";
export const PRIVACY_PATH = "/privacy";

/** The id of the JSON data block in which the server hands every page the public configuration with its HTML. */
export const PUBLIC_CONFIG_ELEMENT_ID = "public-config";
