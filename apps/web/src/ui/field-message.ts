import { translateMessage } from "../i18n/i18n";
import { useText } from "../i18n/use-text";

/**
 * A field's error in the active language. The form's own rules (the domain's schemas, run in the browser) write
 * English; the server's errors arrive already in the visitor's language. Rendering again on a language switch, the
 * message shown follows it.
 */
export function useFieldMessage(error: { message?: string } | undefined): string | undefined {
  useText();
  return error?.message === undefined ? undefined : translateMessage(error.message);
}
