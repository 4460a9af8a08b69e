import { type ReactNode, useId } from "react";
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

type WiringInput = {
  /** What is wrong with the value, in English or already translated (a form's rule, or the server's answer). */
  problem: string | undefined;
  /** What to type, shown under the field while nothing is wrong with it. */
  hint?: ReactNode;
  /** Drawn as wrong while the message about it is shown elsewhere (`describedBy`), as in a question's details. */
  invalid?: boolean;
  /** The id of a text elsewhere that describes the field while it shows no line of its own. */
  describedBy?: string;
  /** The id of the line under the field, when a group names it itself (a question's message shared by its parts). */
  helperId?: string;
};

/**
 * How every form field of the portal, plain or MUI, ties its label, its state and its message together, so that a
 * screen reader hears them alike on every form: the control's `id` (its label's `for`), `aria-invalid` while something
 * is wrong, and `aria-describedby` naming the line under the field (the message, else the hint). The message is shown
 * in the active language. Which field takes the focus when a form is sent wrong is the form's: react-hook-form focuses
 * the first wrong field by the element `useFormField` hands it.
 */
export function useFieldWiring({ problem, hint, invalid = false, describedBy, helperId }: WiringInput) {
  const id = useId();
  const message = useFieldMessage(problem === undefined ? undefined : { message: problem });
  const lineId = helperId ?? `${id}-helper-text`;
  /** The line under the field: the message, else the hint. */
  const helper = message ?? hint;
  const wrong = Boolean(message) || invalid;
  return {
    id,
    helperId: lineId,
    message,
    helper,
    wrong,
    /** What the control itself carries (the input, the select, the radio group). */
    aria: {
      "aria-invalid": wrong ? true : undefined,
      "aria-describedby": helper ? lineId : describedBy,
    },
  } as const;
}
