import { nationalityOptions } from "@pp/domain";
import { useMemo } from "react";
import type { Control, FieldPath, FieldValues, PathValue } from "react-hook-form";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { Combobox } from "../../../ui/plain/combobox";
import { useFormField } from "../../../ui/use-form-field";

/**
 * Nationality by name, stored as the ISO 3166-1 alpha-2 code the server checks; the nationalities partners enter most
 * come first, then all by name.
 */
export function NationalityField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: FieldPath<T>;
}) {
  const field = useFormField(control, name);
  const { t, language } = useText();
  // Names in the page's language, sorted as that language sorts them, under their group's heading.
  const options = useMemo(
    () => nationalityOptions(language).map((n) => ({ id: n.code, label: n.name, group: translateMessage(n.group) })),
    [language],
  );
  return (
    <Combobox
      name={field.name}
      value={(field.value as string | null) ?? ""}
      onChange={(code) => field.onChange(code as PathValue<T, FieldPath<T>>)}
      onBlur={field.onBlur}
      inputRef={field.inputRef}
      problem={field.problem}
      label={t(/*i18n*/ { id: "quotation.reviewContent.nationality", message: "Nationality" })}
      required
      options={options}
    />
  );
}
