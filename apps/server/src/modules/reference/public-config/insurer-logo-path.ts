/** Where the configured insurer logo is served: same origin, so the pages' image policy (self only) allows it. */
export const INSURER_LOGO_PATH = "/api/config/insurer-logo";
