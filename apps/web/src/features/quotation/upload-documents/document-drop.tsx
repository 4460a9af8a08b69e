import { UPLOAD_ACCEPT, UPLOAD_HINT } from "@pp/domain";
import { memo, useId, useRef, useState } from "react";
import { translateMessage } from "../../../i18n/i18n";
import { type Translate, useText } from "../../../i18n/use-text";
import { Button } from "../../../ui/plain/button";
import { cx } from "../../../ui/plain/class-names";
import iconButton from "../../../ui/plain/icon-button.module.css";
import { ICON_PATHS, Icon } from "../../../ui/plain/icons";
import { LinearProgress } from "../../../ui/plain/linear-progress";
import { SelectField } from "../../../ui/plain/select-field";
import text from "../../../ui/plain/typography.module.css";
import styles from "./document-drop.module.css";
import { type DroppedFile, type DropTarget, useDocumentDrop } from "./use-document-drop";

type DocumentDropProps = {
  /** The drop's heading, which also names its group. */
  title: string;
  /** Whose documents, for the accessible names: "Ahmed Ali", "the whole application". */
  owner: string;
  targets: readonly DropTarget[];
};

/** A file's state in the active language; a refusal or failure is the message the upload answered with. */
function statusText(row: DroppedFile, t: Translate): string {
  switch (row.status.kind) {
    case "ready":
      return row.target
        ? t(/*i18n*/ { id: "quotation.documentDrop.readyUpload", message: "Ready to upload" })
        : t(/*i18n*/ { id: "quotation.documentDrop.chooseWhichDocument", message: "Choose which document this is." });
    case "uploading":
      return t(/*i18n*/ { id: "quotation.documentDrop.uploading", message: "Uploading…" });
    case "uploaded":
      return t(/*i18n*/ { id: "quotation.documentDrop.uploaded", message: "Uploaded" });
    case "refused":
    case "failed":
      return translateMessage(row.status.message);
  }
}

/**
 * Several files at once, dropped or picked: each is offered to the document its name suggests, can be moved to
 * another before it goes up, and shows its own progress and result. The single slots below stay as they are. Drawn
 * again when its own files change or it is handed other targets, not when the step around it is.
 */
export const DocumentDrop = memo(function DocumentDrop({ title, owner, targets }: DocumentDropProps) {
  const { t } = useText();
  const drop = useDocumentDrop(targets);
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const id = useId();
  const uploaded = drop.files.filter((row) => row.status.kind === "uploaded").length;
  // How many files of this drop go to each document, counted once per render: a census's sixty files each asked the
  // other fifty-nine on every render before.
  const holders = new Map<string, number>();
  for (const row of drop.files)
    if (row.target && row.status.kind !== "refused") holders.set(row.target, (holders.get(row.target) ?? 0) + 1);
  /** The documents other files hold, as one string: a row is drawn again only when it changes. */
  const takenBy = (row: DroppedFile) =>
    [...holders]
      .filter(([target, count]) => count > (row.target === target && row.status.kind !== "refused" ? 1 : 0))
      .map(([target]) => target)
      .sort()
      .join("\n");

  return (
    <fieldset
      aria-labelledby={`${id}-title`}
      className={cx(styles.drop, over && styles.over)}
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
    >
      <div className={styles.top}>
        <div className={styles.intro}>
          <span id={`${id}-title`} className={styles.title}>
            {title}
          </span>
          <p className={cx(text.body2, text.secondary, styles.plain)}>
            {t(
              /*i18n*/ {
                id: "quotation.documentDrop.dropFilesHereChoose",
                message:
                  "Drop the files here or choose them; each goes to the document its name suggests, and you can change it before uploading.",
              },
            )}{" "}
            {translateMessage(UPLOAD_HINT)}.
          </p>
        </div>
        <input
          ref={inputRef}
          type="file"
          accept={UPLOAD_ACCEPT}
          multiple
          hidden
          tabIndex={-1}
          aria-label={t(
            /*i18n*/ { id: "quotation.documentDrop.files", message: "Files for {owner}", values: { owner } },
          )}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = "";
            if (chosen.length) drop.add(chosen);
          }}
        />
        <Button
          variant="outlined"
          startIcon={ICON_PATHS.uploadFile}
          onClick={() => inputRef.current?.click()}
          aria-label={t(
            /*i18n*/ {
              id: "quotation.documentDrop.chooseFiles",
              message: "Choose files for {owner}",
              values: { owner },
            },
          )}
          className={styles.choose}
        >
          {t(/*i18n*/ { id: "quotation.documentDrop.chooseFiles2", message: "Choose files" })}
        </Button>
      </div>
      {drop.files.length > 0 && (
        <>
          <ul
            aria-label={t(
              /*i18n*/ {
                id: "quotation.documentDrop.filesChosen",
                message: "Files chosen for {owner}",
                values: { owner },
              },
            )}
            className={styles.files}
          >
            {drop.files.map((row) => (
              <DroppedFileRow
                key={row.id}
                row={row}
                targets={targets}
                taken={takenBy(row)}
                locked={drop.uploading}
                onMove={drop.move}
                onRemove={drop.remove}
              />
            ))}
          </ul>
          <div className={styles.upload}>
            <Button
              variant="contained"
              onClick={() => void drop.uploadAll()}
              disabled={drop.waiting === 0 || drop.uploading}
              loading={drop.uploading}
              loadingPosition="start"
            >
              {drop.waiting === 1
                ? t(/*i18n*/ { id: "quotation.documentDrop.upload1File", message: "Upload 1 file" })
                : t(
                    /*i18n*/ {
                      id: "quotation.documentDrop.uploadFiles",
                      message: "Upload {count} files",
                      values: { count: drop.waiting },
                    },
                  )}
            </Button>
            <p role="status" className={cx(text.body2, text.secondary, styles.plain)}>
              {uploaded > 0 &&
                t(
                  /*i18n*/ {
                    id: "quotation.documentDrop.uploaded2",
                    message: "{uploaded} of {count} uploaded",
                    values: { uploaded, count: drop.files.length },
                  },
                )}
            </p>
          </div>
        </>
      )}
    </fieldset>
  );
});

type DroppedFileRowProps = {
  row: DroppedFile;
  targets: readonly DropTarget[];
  /** Documents other files of this drop already go to, one per line. */
  taken: string;
  locked: boolean;
  onMove: (rowId: number, target: string | null) => void;
  onRemove: (rowId: number) => void;
};

/** One file of a drop. Drawn again only when its own props change: an upload updates one row, not sixty. */
const DroppedFileRow = memo(function DroppedFileRow({
  row,
  targets,
  taken: takenLines,
  locked,
  onMove,
  onRemove,
}: DroppedFileRowProps) {
  const { t } = useText();
  const taken = new Set(takenLines.split("\n"));
  const kind = row.status.kind;
  const settled = kind === "uploaded" || kind === "uploading";
  const wrong = kind === "refused" || kind === "failed";
  // "Choose a document" can be chosen back: the file then waits, uploaded nowhere.
  const options = [
    // The choice a file has before it is given to a document.
    { value: "", label: t(/*i18n*/ { id: "quotation.documentDrop.chooseDocument", message: "Choose a document" }) },
    ...targets.map((target) => ({ value: target.key, label: target.label, disabled: taken.has(target.key) })),
  ];
  return (
    <li aria-label={row.file.name} className={styles.file}>
      <div className={styles.fileStatus}>
        <p className={cx(text.body2, styles.fileName)}>
          {kind === "uploaded" && <Icon name="checkCircle" size={20} className={styles.uploaded} />}
          {row.file.name}
        </p>
        <p className={cx(styles.helper, wrong && styles.wrong)}>
          {statusText(row, t)}
          {kind === "refused" && row.status.detail && <span className={styles.detail}>{row.status.detail}</span>}
        </p>
        {kind === "uploading" && (
          <LinearProgress
            label={t(
              /*i18n*/ {
                id: "quotation.documentDrop.uploading2",
                message: "Uploading {name}",
                values: { name: row.file.name },
              },
            )}
            className={styles.progress}
          />
        )}
      </div>
      {kind !== "refused" && (
        <SelectField
          name={`document-${row.id}`}
          size="small"
          margin="none"
          label={t(/*i18n*/ { id: "quotation.documentDrop.document", message: "Document" })}
          value={row.target ?? ""}
          onChange={(value) => onMove(row.id, value || null)}
          problem={undefined}
          options={options}
          disabled={settled || locked}
          className={styles.document}
        />
      )}
      {!settled && (
        <button
          type="button"
          aria-label={t(
            /*i18n*/ { id: "quotation.memberList.remove", message: "Remove {name}", values: { name: row.file.name } },
          )}
          onClick={() => onRemove(row.id)}
          disabled={locked}
          className={cx(iconButton.iconButton, iconButton.small)}
        >
          <Icon name="close" size={20} />
        </button>
      )}
    </li>
  );
});
