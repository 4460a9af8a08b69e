import type { Messages } from "@lingui/core";
import type { Language } from "@pp/domain";

/** A compiled catalog in each language (a journey folder's, the domain's, the app's own), each fetched when first needed. */
export type Catalog = Readonly<Record<Language, () => Promise<{ messages: Messages }>>>;
