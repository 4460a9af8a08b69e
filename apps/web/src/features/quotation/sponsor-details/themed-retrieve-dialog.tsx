import { MuiTheme } from "../../../ui/mui-theme";
import { RetrieveDialog } from "./retrieve-dialog";

/**
 * "Retrieve your application" with MUI's theme, in its own chunk: step 1 is drawn without MUI, and the dialog's code
 * (MUI's dialog and fields) loads only when the partner asks for it.
 */
export function ThemedRetrieveDialog({ onClose }: { onClose: () => void }) {
  return (
    <MuiTheme baseline={false}>
      <RetrieveDialog open onClose={onClose} />
    </MuiTheme>
  );
}
