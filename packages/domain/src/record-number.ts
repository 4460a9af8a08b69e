import { RECORD_NUMBER_REQUIRED } from "./backoffice-rule";
import { singleLineText } from "./text-schema";

/**
 * A quotation or policy number in a detail route or a lookup. On its own, apart from the lists' query schemas
 * (backoffice.ts), which a record's page and its answers never need.
 */
export const recordNumberSchema = singleLineText().min(1, RECORD_NUMBER_REQUIRED).max(40);
