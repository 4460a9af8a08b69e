import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput, { type OutlinedInputProps } from "@mui/material/OutlinedInput";
import { type ReactNode, useState } from "react";
import type { Control, FieldPath, FieldValues, PathValue } from "react-hook-form";
import { useText } from "../i18n/use-text";
import { useFieldWiring } from "./field-wiring";
import { VisibilityIcon, VisibilityOffIcon } from "./material-icons";
import { useFormField } from "./use-form-field";

type FormTextFieldProps<T extends FieldValues> = Pick<
  OutlinedInputProps,
  "type" | "autoComplete" | "autoFocus" | "required" | "disabled" | "multiline" | "placeholder" | "inputProps"
> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** A hint under the field, replaced by the error message while there is one. */
  helperText?: ReactNode;
  /** Shows an eye button that reveals the password. */
  revealable?: boolean;
  /** Rewrites what is typed before the form holds it, e.g. hyphens put into an Emirates ID. */
  format?: (raw: string) => string;
};

/**
 * A react-hook-form field in MUI's outlined style: the label, the error or hint below it, `aria-invalid`
 * and `aria-describedby` are wired in one place so every form gets them right. Built from FormControl and
 * OutlinedInput rather than TextField, which would also pull Select, Menu and Popover into every form page.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  revealable = false,
  format,
  type,
  required,
  disabled,
  inputProps,
  ...inputRest
}: FormTextFieldProps<T>) {
  const { t } = useText();
  const field = useFormField(control, name);
  const { id, helperId, helper, wrong, aria } = useFieldWiring({ problem: field.problem, hint: helperText });
  const [revealed, setRevealed] = useState(false);

  return (
    <FormControl fullWidth margin="normal" error={wrong} required={required} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...inputRest}
        id={id}
        label={label}
        name={field.name}
        value={field.value ?? ""}
        onChange={(event) =>
          field.onChange((format ? format(event.target.value) : event.target.value) as PathValue<T, FieldPath<T>>)
        }
        onBlur={field.onBlur}
        inputRef={field.inputRef}
        type={revealable && revealed ? "text" : type}
        inputProps={{
          ...inputProps,
          ...aria,
        }}
        endAdornment={
          revealable ? (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={
                  revealed
                    ? t("Hide {field}", { field: label.toLowerCase() })
                    : t("Show {field}", { field: label.toLowerCase() })
                }
                aria-pressed={revealed}
                onClick={() => setRevealed((r) => !r)}
              >
                {revealed ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
