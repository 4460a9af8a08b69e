import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import FormHelperText from "@mui/material/FormHelperText";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { UPLOAD_ACCEPT, UPLOAD_HINT, uploadFileError } from "@pp/domain";
import { useId, useRef, useState } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { ApiError } from "../../../api/client";
import { VisuallyHidden } from "../../../ui/visually-hidden";
import { documentUrl } from "../api/get-documents";

export type UploadedDocument = { id: string; name: string };

type DocumentSlotProps<T extends FieldValues> = {
  control: Control<T>;
  /** The form field that holds the document id. */
  name: FieldPath<T>;
  label: string;
  required: boolean;
  /** Name of the file already stored for this slot, if any. */
  storedName: string | undefined;
  upload: (file: File) => Promise<UploadedDocument>;
};

type SlotState = { kind: "idle" } | { kind: "uploading"; fileName: string } | { kind: "failed"; message: string };

/**
 * One document ("Per document slot"): idle → uploading → uploaded (tick, file name, a link to view it),
 * or an error. A file the rules refuse is never sent; a failed upload keeps the document stored before it.
 */
export function DocumentSlot<T extends FieldValues>({
  control,
  name,
  label,
  required,
  storedName,
  upload,
}: DocumentSlotProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const [state, setState] = useState<SlotState>({ kind: "idle" });
  const [fileName, setFileName] = useState(storedName);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const labelId = `${id}-label`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const documentId = typeof field.value === "string" && field.value ? field.value : null;
  const uploading = state.kind === "uploading";
  const error = state.kind === "failed" ? state.message : fieldState.error?.message;

  const pick = async (file: File) => {
    const refused = uploadFileError(file);
    if (refused) {
      setState({ kind: "failed", message: refused });
      return;
    }
    setState({ kind: "uploading", fileName: file.name });
    try {
      const stored = await upload(file);
      setFileName(stored.name);
      field.onChange(stored.id);
      setState({ kind: "idle" });
    } catch (failure) {
      setState({
        kind: "failed",
        message: failure instanceof ApiError ? failure.message : "The file could not be uploaded. Please try again.",
      });
    }
  };

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
        <Box id={statusId} role="status" sx={{ mt: 0.5 }}>
          {uploading ? (
            <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
              <CircularProgress size={18} aria-hidden="true" />
              <Typography variant="body2">Uploading {state.fileName}…</Typography>
            </Box>
          ) : documentId ? (
            <Box sx={{ display: "flex", alignItems: "center", gap: 0.75, minWidth: 0 }}>
              <CheckCircleIcon color="success" fontSize="small" titleAccess="Uploaded" />
              <Link
                href={documentUrl(documentId)}
                target="_blank"
                rel="noopener"
                variant="body2"
                sx={{ overflowWrap: "anywhere" }}
              >
                {fileName ?? "View document"}
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Link>
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {UPLOAD_HINT}
            </Typography>
          )}
        </Box>
        {error && (
          <FormHelperText id={errorId} error>
            {error}
          </FormHelperText>
        )}
      </Box>
      <input
        ref={inputRef}
        type="file"
        accept={UPLOAD_ACCEPT}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again still counts as a change.
          event.target.value = "";
          if (file) void pick(file);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon aria-hidden="true" />}
        onClick={() => inputRef.current?.click()}
        onBlur={field.onBlur}
        ref={field.ref}
        disabled={uploading}
        aria-label={`${documentId ? "Replace" : "Upload"} ${label}`}
        aria-describedby={error ? `${statusId} ${errorId}` : statusId}
        sx={{ flexShrink: 0 }}
      >
        {documentId ? "Replace" : "Upload"}
      </Button>
    </Box>
  );
}
