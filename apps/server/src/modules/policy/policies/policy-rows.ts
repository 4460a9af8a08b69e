import type { policies } from "../../../db/schema";

/** A policy row as the issuer, mails and documents read it; kept apart from the issuer so they need not import it. */
export type Policy = typeof policies.$inferSelect;
