import { z } from "zod";
import { SPONSOR_MESSAGES, SPONSOR_TYPE } from "./sponsor-rule";

/**
 * An individual sponsor's type (an expatriate or a national). On its own, apart from the sponsor's form schemas, because
 * the records' answers (record-views.ts) read it back too and load none of those.
 */
export const sponsorTypeSchema = z.literal([SPONSOR_TYPE.EXPATRIATE, SPONSOR_TYPE.NATIONAL], {
  error: SPONSOR_MESSAGES.sponsorTypeRequired,
});
