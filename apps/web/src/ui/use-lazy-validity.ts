import { useEffect, useState } from "react";
import type { FieldValues, FormState, UseFormTrigger } from "react-hook-form";

/**
 * Whether a form checked by a `lazyResolver` is valid, without loading its check with the page. react-hook-form checks
 * the whole form at mount once `formState.isValid` is read in the first render, and that check is the resolver's load:
 * the schema and zod parsed, built and run while the page is still settling (step 1's total blocking time at
 * Lighthouse's 4×: 338 ms with it, 166 without). A form that starts blank — its defaults fail its schema, which the
 * form's own test holds — is invalid without a check, so `valid` is false and nothing is checked until the user works
 * on the form: focus within it (`onFocusCapture`) or a change. The check then runs once, silently: `trigger([])`
 * checks the whole form and names no field, so no field shows a message it would not show anyway. A form that starts
 * filled in is checked at mount as before, so a complete one can go on at once.
 */
export function useLazyValidity<T extends FieldValues>(
  formState: FormState<T>,
  trigger: UseFormTrigger<T>,
  startsBlank: boolean,
) {
  const [workedOn, setWorkedOn] = useState(false);
  const known = !startsBlank || workedOn || formState.isDirty;
  // Read only once known: reading it is what makes react-hook-form check the form.
  const valid = known && formState.isValid;
  useEffect(() => {
    if (startsBlank && known) void trigger([]);
  }, [startsBlank, known, trigger]);
  return { valid, onFocusCapture: () => setWorkedOn(true) };
}
