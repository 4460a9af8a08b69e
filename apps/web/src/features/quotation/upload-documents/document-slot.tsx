import { UPLOAD_HINT, uploadFileError, uploadRuleBroken } from "@pp/domain";
import { useState } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { useFieldMessage } from "../../../ui/field-wiring";
import { FilePickerFrame } from "../../../ui/file-picker-frame";
import { cx } from "../../../ui/plain/class-names";
import { ICON_PATHS } from "../../../ui/plain/icons";
import { Spinner } from "../../../ui/plain/spinner";
import text from "../../../ui/plain/typography.module.css";
import { OpensInNewTab } from "../../../ui/visually-hidden";
import { documentUrl } from "../api/get-documents";
import styles from "./upload-documents.module.css";

const REPLACE_WORDS = /*i18n*/ { id: "quotation.documentSlot.replace", message: "Replace" };
const UPLOAD_WORDS = /*i18n*/ { id: "quotation.documentSlot.upload", message: "Upload" };

export type UploadedDocument = { id: string; name: string };

type DocumentSlotProps<T extends FieldValues> = {
  control: Control<T>;
  /** The form field that holds the document id. */
  name: FieldPath<T>;
  label: string;
  required: boolean;
  /** The file name of a stored document, whichever way it was uploaded (here or in a drop of several files). */
  nameOf: (documentId: string) => string | undefined;
  upload: (file: File) => Promise<UploadedDocument>;
};

type SlotState =
  | { kind: "idle" }
  | { kind: "uploading"; fileName: string }
  | { kind: "failed"; message: string; detail?: string | null };

/**
 * One document ("Per document slot"): idle → uploading → uploaded (tick, file name, a link to view it),
 * or an error. A file the rules refuse is never sent; a failed upload keeps the document stored before it.
 */
export function DocumentSlot<T extends FieldValues>({
  control,
  name,
  label,
  required,
  nameOf,
  upload,
}: DocumentSlotProps<T>) {
  const { t } = useText();
  // The slot's name is the domain's ("Emirates ID copy"): shown in the page's language.
  const shownLabel = translateMessage(label);
  const { field, fieldState } = useController({ control, name });
  const fieldMessage = useFieldMessage(fieldState.error);
  const [state, setState] = useState<SlotState>({ kind: "idle" });
  const documentId = typeof field.value === "string" && field.value ? field.value : null;
  const uploading = state.kind === "uploading";
  const error = state.kind === "failed" ? state.message : fieldMessage;

  const pick = async (file: File) => {
    const refused = uploadFileError(file);
    if (refused) {
      setState({ kind: "failed", message: refused, detail: uploadRuleBroken(file) });
      return;
    }
    setState({ kind: "uploading", fileName: file.name });
    try {
      const stored = await upload(file);
      field.onChange(stored.id);
      setState({ kind: "idle" });
    } catch (failure) {
      setState({
        kind: "failed",
        message:
          failure instanceof ApiError
            ? failure.message
            : t(
                /*i18n*/ {
                  id: "quotation.documentSlot.fileCouldNotUploaded",
                  message: "The file could not be uploaded. Please try again.",
                },
              ),
      });
    }
  };

  return (
    <FilePickerFrame
      label={shownLabel}
      required={required}
      liveStatus
      status={
        uploading ? (
          <span className={styles.slotStatus}>
            <span aria-hidden="true">
              <Spinner size={18} />
            </span>
            <span className={text.body2}>
              {t(
                /*i18n*/ {
                  id: "quotation.documentSlot.uploading",
                  message: "Uploading {name}…",
                  values: { name: state.fileName },
                },
              )}
            </span>
          </span>
        ) : documentId ? (
          <span className={styles.slotStatus}>
            <svg className={styles.uploaded} width={20} height={20} viewBox="0 0 24 24" fill="currentColor" role="img">
              <title>{t(/*i18n*/ { id: "quotation.documentDrop.uploaded", message: "Uploaded" })}</title>
              <path d={ICON_PATHS.checkCircle} />
            </svg>
            <a
              className={cx(text.link, text.body2, styles.fileLink)}
              href={documentUrl(documentId)}
              target="_blank"
              rel="noopener"
            >
              {nameOf(documentId) ??
                t(/*i18n*/ { id: "quotation.reviewContent.viewDocument", message: "View document" })}
              <OpensInNewTab />
            </a>
          </span>
        ) : (
          <span className={cx(text.body2, text.secondary)}>{translateMessage(UPLOAD_HINT)}</span>
        )
      }
      error={error}
      errorDetail={state.kind === "failed" ? state.detail : null}
      buttonText={documentId ? t(REPLACE_WORDS) : t(UPLOAD_WORDS)}
      buttonAriaLabel={`${documentId ? t(REPLACE_WORDS) : t(UPLOAD_WORDS)} ${shownLabel}`}
      disabled={uploading}
      onFile={(file) => void pick(file)}
      onBlur={field.onBlur}
      buttonRef={field.ref}
    />
  );
}
