import { timestamp } from "drizzle-orm/pg-core";

/** When the row was written. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
