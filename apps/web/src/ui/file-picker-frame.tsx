import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Typography from "@mui/material/Typography";
import { UPLOAD_ACCEPT } from "@pp/domain";
import { type ReactNode, type Ref, useId, useRef } from "react";
import { UploadFileIcon } from "./material-icons";

type FilePickerFrameProps = {
  label: string;
  required?: boolean;
  /** What is there now: the hint, the chosen or stored file, an upload in progress. */
  status: ReactNode;
  /** Status is announced to screen readers as it changes (an upload's progress and result). */
  liveStatus?: boolean;
  error?: string | null | undefined;
  /** A second line under the error: which rule the file broke. */
  errorDetail?: string | null | undefined;
  buttonText: string;
  /** The button's accessible name when its text alone would not say which document. */
  buttonAriaLabel?: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  /** The file types the picker offers; documents' by default. */
  accept?: string;
  onBlur?: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
};

/**
 * One file to choose, framed with its label, its status and its error, and a button that opens the file picker
 * (documents' types unless told others). The frame turns red with an error. Choosing the same file again still counts.
 */
export function FilePickerFrame({
  label,
  required,
  status,
  liveStatus,
  error,
  errorDetail,
  buttonText,
  buttonAriaLabel,
  disabled,
  onFile,
  accept = UPLOAD_ACCEPT,
  onBlur,
  buttonRef,
}: FilePickerFrameProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const labelId = `${id}-label`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "space-between",
        gap: 1.5,
        p: 1.5,
        mt: 1.5,
        border: 1,
        borderColor: error ? "error.main" : "divider",
        borderRadius: 1,
      }}
    >
      <Box sx={{ minWidth: 0, flex: "1 1 220px" }}>
        <Typography component="span" id={labelId} sx={{ fontWeight: 600, display: "block" }}>
          {label}
          {required && (
            <Box component="span" aria-hidden="true">
              {" *"}
            </Box>
          )}
        </Typography>
        <Box id={statusId} role={liveStatus ? "status" : undefined} sx={{ mt: 0.5, overflowWrap: "anywhere" }}>
          {status}
        </Box>
        {error && (
          <FormHelperText id={errorId} error>
            {error}
            {errorDetail && (
              <Box component="span" sx={{ display: "block" }}>
                {errorDetail}
              </Box>
            )}
          </FormHelperText>
        )}
      </Box>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-labelledby={labelId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again still counts as a change.
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon aria-hidden="true" />}
        onClick={() => inputRef.current?.click()}
        onBlur={onBlur}
        ref={buttonRef}
        disabled={disabled}
        aria-label={buttonAriaLabel}
        aria-describedby={error ? `${statusId} ${errorId}` : statusId}
        sx={{ flexShrink: 0 }}
      >
        {buttonText}
      </Button>
    </Box>
  );
}
