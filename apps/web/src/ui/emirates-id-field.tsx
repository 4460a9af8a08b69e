import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import { EMIRATES_ID_PLACEHOLDERS, formatEmiratesIdInput } from "@pp/domain";
import type { Control, FieldPath, FieldValues, PathValue } from "react-hook-form";
import { useText } from "../i18n/use-text";
import { useFieldWiring } from "./field-wiring";
import { NumberHelp } from "./number-help";
import { useFormField } from "./use-form-field";

/**
 * Digits (with the hyphens and spaces people paste) are put into 784-YYYY-NNNNNNN-C as they are typed. Anything
 * else is kept as typed, so the field can say "Enter digits only" instead of silently dropping the letters.
 */
const formatAsTyped = (raw: string) => (/^[\d\s-]*$/.test(raw) ? formatEmiratesIdInput(raw) : raw);

type EmiratesIdFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  required?: boolean;
};

/** An Emirates ID number with auto-inserted hyphens and the placeholder values for people without a card. */
export function EmiratesIdField<T extends FieldValues>({ control, name, required }: EmiratesIdFieldProps<T>) {
  const { t } = useText();
  const field = useFormField(control, name);
  const { id, helperId, helper, wrong, aria } = useFieldWiring({ problem: field.problem, hint: "784-YYYY-NNNNNNN-C" });
  const label = t("Emirates ID number");
  return (
    <Box sx={{ display: "flex", gap: 0.5, alignItems: "flex-start" }}>
      <FormControl fullWidth margin="normal" error={wrong} required={required}>
        <InputLabel htmlFor={id}>{label}</InputLabel>
        <OutlinedInput
          id={id}
          label={label}
          name={field.name}
          value={field.value ?? ""}
          onChange={(event) => field.onChange(formatAsTyped(event.target.value) as PathValue<T, FieldPath<T>>)}
          onBlur={field.onBlur}
          inputRef={field.inputRef}
          autoComplete="off"
          inputProps={{
            inputMode: "numeric",
            ...aria,
          }}
        />
        <FormHelperText id={helperId}>{helper}</FormHelperText>
      </FormControl>
      <NumberHelp label={t("Numbers to use without an Emirates ID")} values={EMIRATES_ID_PLACEHOLDERS} />
    </Box>
  );
}
