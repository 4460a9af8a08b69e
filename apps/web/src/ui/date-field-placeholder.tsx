import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { CalendarIcon } from "@mui/x-date-pickers/icons";
import { formatDisplayDate } from "@pp/domain";
import type { DateFieldView } from "./date-field-view";

/**
 * The date field as the picker draws it (the same text field, value, help and calendar button), shown until the
 * picker's chunk has loaded: the page does not wait for the calendar's code, and nothing moves when it swaps in. A
 * press on it opens the calendar as soon as the picker is there.
 */
export function DateFieldPlaceholder(view: DateFieldView) {
  return (
    <TextField
      {...view.textField}
      label={view.label}
      value={view.value ? formatDisplayDate(view.value) : ""}
      placeholder="DD/MM/YYYY"
      inputRef={view.inputRef}
      onClick={() => view.setOpen(true)}
      onBlur={view.onFieldBlur}
      slotProps={{
        htmlInput: { readOnly: true, autoComplete: "off" },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" aria-label={view.buttonLabel} onClick={() => view.setOpen(true)}>
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
