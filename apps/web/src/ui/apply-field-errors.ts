import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError } from "../api/client";

/**
 * Puts the server's field errors (`fieldErrors` of a 400) on the matching form fields.
 * Returns true when at least one field got a message, so the caller can skip a generic alert.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of fields) {
    const messages = error.fieldErrors[field];
    if (messages?.length) {
      setError(field, { type: "server", message: messages[0] }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
