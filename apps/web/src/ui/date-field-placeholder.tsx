import { formatDisplayDate } from "@pp/domain";
import { useEffect, useRef } from "react";
import type { DateFieldView } from "./date-field-view";
import { startNow } from "./first-interaction";
import { cx } from "./plain/class-names";
import iconButton from "./plain/icon-button.module.css";
import { CALENDAR_ICON } from "./plain/icon-paths";
import { TextField } from "./plain/text-field";

/**
 * A press that begins on the placeholder and ends on the picker that replaced it (a tap lasts about a tenth of a second
 * on a phone, long enough for the calendar's code to arrive) is no click on either: the placeholder remembers the
 * press and, swapped out before it ended, opens the calendar.
 */
function usePressOpensAfterSwap(open: () => void) {
  const pressed = useRef(false);
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(
    () => () => {
      if (pressed.current) openRef.current();
    },
    [],
  );
  const release = () => {
    pressed.current = false;
  };
  return {
    onPointerDown: () => {
      pressed.current = true;
      startNow();
    },
    onPointerUp: release,
    onPointerLeave: release,
    onPointerCancel: release,
  };
}

/**
 * The date field as the picker draws it (the same outlined field, value, help and calendar button), shown until the
 * picker's chunk has loaded: the page does not wait for the calendar's code, and nothing moves when it swaps in. A
 * press or the focus on it starts loading the calendar at once, and a press opens it as soon as the picker is there. Plain elements, no MUI: the customer's renewal search
 * shows it before anything of MUI has loaded.
 */
export function DateFieldPlaceholder(view: DateFieldView) {
  const open = () => view.setOpen(true);
  const pressing = usePressOpensAfterSwap(open);
  // The pointer's events bubble through this box, which draws nothing. A press opens the calendar wherever it lands
  // in the field (as MUI's field does): focusing the field raises its label, which can slide under the pointer before
  // the press ends, and the click then belongs to the field's box rather than to its input.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the field's input and its calendar button are what a keyboard reaches; this only widens the press.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above.
    <div style={{ display: "contents" }} {...pressing} onClick={open} onFocus={startNow}>
      <TextField
        name={view.textField.name}
        label={view.label}
        value={view.value ? formatDisplayDate(view.value) : ""}
        onChange={() => undefined}
        problem={view.textField.error ? view.textField.helperText : undefined}
        helperText={view.textField.helperText}
        placeholder="DD/MM/YYYY"
        required={view.textField.required}
        inputRef={view.inputRef}
        readOnly
        autoComplete="off"
        onBlur={view.onFieldBlur}
        endAdornment={
          <button type="button" className={cx(iconButton.iconButton, iconButton.edgeEnd)} aria-label={view.buttonLabel}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={CALENDAR_ICON} />
            </svg>
          </button>
        }
      />
    </div>
  );
}
