import { requestsParsedWith } from "../../../api/client";

/**
 * A call of the invitations' or video calls' API whose answer is parsed with its schema. The answers' schemas (and zod
 * with them) load with the first call, in parallel with it, not with the page: the list's page paints without them.
 */
export const outreachRequest = requestsParsedWith("invitation-api", () => import("@pp/domain/invitation-api"));
