import type { payments } from "../../../db/schema";

/** A payment row as services, mails and answers read it; kept apart from the service so they need not import it. */
export type Payment = typeof payments.$inferSelect;
