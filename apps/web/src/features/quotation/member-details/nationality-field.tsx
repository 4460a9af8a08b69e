import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { nationalityOptions } from "@pp/domain";
import { useMemo } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { useFieldMessage } from "../../../ui/field-wiring";

type Nationality = ReturnType<typeof nationalityOptions>[number];

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
  const { field, fieldState } = useController({ control, name });
  const fieldMessage = useFieldMessage(fieldState.error);
  const { t, language } = useText();
  // Names in the page's language, sorted as that language sorts them.
  const options = useMemo(() => nationalityOptions(language), [language]);
  const value = options.find((n) => n.code === field.value) ?? null;
  return (
    <Autocomplete<Nationality>
      options={options}
      groupBy={(option) => translateMessage(option.group)}
      value={value}
      onChange={(_event, option) => field.onChange(option?.code ?? "")}
      onBlur={field.onBlur}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.code === selected.code}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          name={field.name}
          label={t("Nationality")}
          required
          margin="normal"
          error={Boolean(fieldState.error)}
          helperText={fieldMessage}
        />
      )}
    />
  );
}
