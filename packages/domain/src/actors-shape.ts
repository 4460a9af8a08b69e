import { z } from "zod";

/*
 * On its own, apart from the lists' answers (backoffice-list-api.ts): a record's answer (backoffice-api.ts) shows who
 * did what too, and builds none of the lists' schemas.
 */

/** Who did what (decision 059), by name: on every list row, detail page and export of a quotation or policy. */
export const actorsShape = {
  /** The partner's user who created it; null when that user is gone. */
  soldBy: z.string().nullable(),
  /** The partner's user who acted on it last; null when nobody of the partner did (a customer, the gateway). */
  lastActedBy: z.string().nullable(),
};
