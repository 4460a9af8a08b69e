import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { ApiError } from "../../../api/client";
import { ErrorAlert } from "../../../ui/error-alert";

type DeclarationFooterProps = {
  /** How many fields are marked; the alert then points at them instead of repeating each message. */
  markedFields: number;
  /** What the marked fields are called on this page ("answers", "fields"). */
  marked: string;
  saveError: Error | null;
  saving: boolean;
  onPrevious(): void;
  onSave(): void;
};

/** The end of both declaration pages: why the save did not go through, then Previous and Save & Proceed. */
export function DeclarationFooter({
  markedFields,
  marked,
  saveError,
  saving,
  onPrevious,
  onSave,
}: DeclarationFooterProps) {
  return (
    <>
      {(markedFields > 0 || saveError) && (
        <ErrorAlert>
          {markedFields > 0
            ? `Some ${marked} are missing or need correcting: see the highlighted ${marked}.`
            : saveError instanceof ApiError
              ? saveError.message
              : "The declaration could not be saved. Please try again."}
        </ErrorAlert>
      )}
      <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, mt: 3 }}>
        <Button variant="outlined" size="large" onClick={onPrevious}>
          Previous
        </Button>
        <Button variant="contained" size="large" onClick={onSave} loading={saving} loadingPosition="start">
          Save &amp; Proceed
        </Button>
      </Box>
    </>
  );
}
