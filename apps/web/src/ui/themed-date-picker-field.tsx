import type { DateFieldView } from "./date-field-view";
import { DatePickerField } from "./date-picker-field";
import { MuiTheme } from "./mui-theme";

/**
 * The date picker for a page built without MUI (the customer's renewal search): MUI's theme comes in this chunk with
 * the calendar, when the field is first used, not with the page.
 */
export function ThemedDatePickerField(view: DateFieldView) {
  return (
    <MuiTheme>
      <DatePickerField {...view} />
    </MuiTheme>
  );
}
