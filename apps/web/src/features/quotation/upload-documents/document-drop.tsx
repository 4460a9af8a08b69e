import { UPLOAD_ACCEPT, UPLOAD_HINT } from "@pp/domain";
import { memo, useId, useRef, useState } from "react";
import { msg, translateMessage } from "../../../i18n/i18n";
import { useText } from "../../../i18n/use-text";
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
              "Drop the files here or choose them; each goes to the document its name suggests, and you can change it before uploading.",
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
          aria-label={t("Files for {owner}", { owner })}
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
          aria-label={t("Choose files for {owner}", { owner })}
          className={styles.choose}
        >
          {t("Choose files")}
        </Button>
      </div>
      {drop.files.length > 0 && (
        <>
          <ul aria-label={t("Files chosen for {owner}", { owner })} className={styles.files}>
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
              {drop.waiting === 1 ? t("Upload 1 file") : t("Upload {count} files", { count: drop.waiting })}
            </Button>
            <p role="status" className={cx(text.body2, text.secondary, styles.plain)}>
              {uploaded > 0 && t("{uploaded} of {count} uploaded", { uploaded, count: drop.files.length })}
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
    { value: "", label: CHOOSE },
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
          {translateMessage(statusText(row))}
          {kind === "refused" && row.status.detail && <span className={styles.detail}>{row.status.detail}</span>}
        </p>
        {kind === "uploading" && (
          <LinearProgress label={t("Uploading {name}", { name: row.file.name })} className={styles.progress} />
        )}
      </div>
      {kind !== "refused" && (
        <SelectField
          name={`document-${row.id}`}
          size="small"
          margin="none"
          label={t("Document")}
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
          aria-label={t("Remove {name}", { name: row.file.name })}
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
