import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { NATIONALITY_OPTIONS } from "@pp/domain";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { useFieldMessage } from "../../../ui/field-message";

type Nationality = (typeof NATIONALITY_OPTIONS)[number];

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
  const value = NATIONALITY_OPTIONS.find((n) => n.code === field.value) ?? null;
  return (
    <Autocomplete<Nationality>
      options={NATIONALITY_OPTIONS}
      groupBy={(option) => option.group}
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
          label="Nationality"
          required
          margin="normal"
          error={Boolean(fieldState.error)}
          helperText={fieldMessage}
        />
      )}
    />
  );
}
