import { ACTOR_NOT_ALLOWED, type TransitionRefusal } from "@pp/domain";
import { HttpError } from "./http-error";

/**
 * A change of state the lifecycle refuses (decision 052): a 409 with its reason, since the record moved on or is not
 * there yet; a 403 when the one asking may never cause it.
 */
export const refusedTransition = (refusal: TransitionRefusal) =>
  new HttpError(refusal.code === ACTOR_NOT_ALLOWED ? 403 : 409, refusal.message);
