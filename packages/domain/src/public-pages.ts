// Zod-free: the route table, in the first chunk every visitor loads, reads these.

/** The public pages every footer links to: how to complain, and how personal data is handled. */
export const COMPLAINTS_PATH = "/complaints";
export const PRIVACY_PATH = "/privacy";

/** The id of the JSON data block in which the server hands every page the public configuration with its HTML. */
export const PUBLIC_CONFIG_ELEMENT_ID = "public-config";
