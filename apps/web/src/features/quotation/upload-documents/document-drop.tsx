import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { UPLOAD_ACCEPT, UPLOAD_HINT } from "@pp/domain";
import { useId, useRef, useState } from "react";
import { msg, translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
import { CheckCircleIcon, CloseIcon, UploadFileIcon } from "../../../ui/material-icons";
import { type DroppedFile, type DropTarget, useDocumentDrop } from "./use-document-drop";

type DocumentDropProps = {
  /** The drop's heading, which also names its group. */
  title: string;
  /** Whose documents, for the accessible names: "Ahmed Ali", "the whole application". */
  owner: string;
  targets: readonly DropTarget[];
};

/** The choice a file has before it is given to a document. */
const CHOOSE = msg("Choose a document");

function statusText(row: DroppedFile): string {
  switch (row.status.kind) {
    case "ready":
      return row.target ? msg("Ready to upload") : msg("Choose which document this is.");
    case "uploading":
      return msg("Uploading…");
    case "uploaded":
      return msg("Uploaded");
    case "refused":
    case "failed":
      return row.status.message;
  }
}

/**
 * Several files at once, dropped or picked: each is offered to the document its name suggests, can be moved to
 * another before it goes up, and shows its own progress and result. The single slots below stay as they are.
 */
export function DocumentDrop({ title, owner, targets }: DocumentDropProps) {
  const { t } = useText();
  const drop = useDocumentDrop(targets);
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const id = useId();
  const uploaded = drop.files.filter((row) => row.status.kind === "uploaded").length;
  const takenBy = (rowId: number) =>
    new Set(
      drop.files.filter((row) => row.id !== rowId && row.status.kind !== "refused").flatMap((row) => row.target ?? []),
    );

  return (
    <Box
      role="group"
      aria-labelledby={`${id}-title`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        drop.add(Array.from(event.dataTransfer.files));
      }}
      sx={{
        my: 1.5,
        p: 1.5,
        border: 2,
        borderStyle: "dashed",
        borderColor: over ? "primary.main" : "divider",
        borderRadius: 1,
        bgcolor: over ? "action.hover" : undefined,
      }}
    >
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 1.5 }}>
        <Box sx={{ minWidth: 0, flex: "1 1 220px" }}>
          <Typography id={`${id}-title`} component="span" sx={{ fontWeight: 600, display: "block" }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(
              "Drop the files here or choose them; each goes to the document its name suggests, and you can change it before uploading.",
            )}{" "}
            {translateMessage(UPLOAD_HINT)}.
          </Typography>
        </Box>
        <input
          ref={inputRef}
          type="file"
          accept={UPLOAD_ACCEPT}
          multiple
          hidden
          tabIndex={-1}
          aria-label={t("Files for {owner}", { owner })}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = "";
            if (chosen.length) drop.add(chosen);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon aria-hidden="true" />}
          onClick={() => inputRef.current?.click()}
          aria-label={t("Choose files for {owner}", { owner })}
          sx={{ flexShrink: 0 }}
        >
          {t("Choose files")}
        </Button>
      </Box>
      {drop.files.length > 0 && (
        <>
          <Box
            component="ul"
            aria-label={t("Files chosen for {owner}", { owner })}
            sx={{ listStyle: "none", p: 0, m: 0, mt: 1.5 }}
          >
            {drop.files.map((row) => (
              <DroppedFileRow
                key={row.id}
                row={row}
                targets={targets}
                taken={takenBy(row.id)}
                locked={drop.uploading}
                onMove={(target) => drop.move(row.id, target)}
                onRemove={() => drop.remove(row.id)}
              />
            ))}
          </Box>
          <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, mt: 1.5 }}>
            <Button
              variant="contained"
              onClick={() => void drop.uploadAll()}
              disabled={drop.waiting === 0 || drop.uploading}
              loading={drop.uploading}
              loadingPosition="start"
            >
              {drop.waiting === 1 ? t("Upload 1 file") : t("Upload {count} files", { count: drop.waiting })}
            </Button>
            <Typography role="status" variant="body2" color="text.secondary">
              {uploaded > 0 && t("{uploaded} of {count} uploaded", { uploaded, count: drop.files.length })}
            </Typography>
          </Box>
        </>
      )}
    </Box>
  );
}

type DroppedFileRowProps = {
  row: DroppedFile;
  targets: readonly DropTarget[];
  /** Documents other files of this drop already go to. */
  taken: ReadonlySet<string>;
  locked: boolean;
  onMove: (target: string | null) => void;
  onRemove: () => void;
};

function DroppedFileRow({ row, targets, taken, locked, onMove, onRemove }: DroppedFileRowProps) {
  const { t } = useText();
  const kind = row.status.kind;
  const settled = kind === "uploaded" || kind === "uploading";
  const problem = kind === "refused" || kind === "failed" || (kind === "ready" && !row.target);
  return (
    <Box
      component="li"
      aria-label={row.file.name}
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: "divider",
      }}
    >
      <Box sx={{ minWidth: 0, flex: "1 1 200px" }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
          {kind === "uploaded" && (
            <CheckCircleIcon color="success" fontSize="small" sx={{ verticalAlign: "middle", mr: 0.5 }} aria-hidden />
          )}
          {row.file.name}
        </Typography>
        <FormHelperText error={problem && kind !== "ready"} sx={{ mt: 0 }}>
          {translateMessage(statusText(row))}
          {kind === "refused" && row.status.detail && (
            <Box component="span" sx={{ display: "block" }}>
              {row.status.detail}
            </Box>
          )}
        </FormHelperText>
        {kind === "uploading" && (
          <LinearProgress aria-label={t("Uploading {name}", { name: row.file.name })} sx={{ mt: 0.5 }} />
        )}
      </Box>
      {kind !== "refused" && (
        <TextField
          select
          size="small"
          label={t("Document")}
          value={row.target ?? ""}
          onChange={(event) => onMove(event.target.value || null)}
          disabled={settled || locked}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ flex: "1 1 220px", minWidth: 0 }}
        >
          <option value="">{translateMessage(CHOOSE)}</option>
          {targets.map((target) => (
            <option key={target.key} value={target.key} disabled={taken.has(target.key)}>
              {target.label}
            </option>
          ))}
        </TextField>
      )}
      {!settled && (
        <IconButton
          aria-label={t("Remove {name}", { name: row.file.name })}
          onClick={onRemove}
          disabled={locked}
          size="small"
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
