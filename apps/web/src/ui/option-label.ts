import { type Label, translateMessage } from "../i18n/i18n";

type Option = { value: string | number; label: Label };

/** The label of the option holding `value` (a gender, a member type, a TPA), in the active language. */
export function optionLabel(options: readonly Option[], value: unknown): string | undefined {
  const label = options.find((option) => option.value === value)?.label;
  return label === undefined ? undefined : translateMessage(label);
}
