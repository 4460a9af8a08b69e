import { type DocumentTarget, suggestDocumentTargets, uploadFileError, uploadRuleBroken } from "@pp/domain";
import { useCallback, useRef, useState } from "react";
import { ApiError } from "../../../api/client";
import { translateMessage } from "../../../i18n/i18n";
import type { UploadedDocument } from "./document-slot";

/** A slot a dropped file can go to, with what the list shows and how the file gets there. */
export type DropTarget = DocumentTarget & {
  label: string;
  upload: (file: File) => Promise<UploadedDocument>;
  /** Puts the stored document in its slot of the form. */
  store: (stored: UploadedDocument) => void;
};

type DroppedFileStatus =
  | { kind: "ready" }
  | { kind: "refused"; message: string; detail: string | null }
  | { kind: "uploading" }
  | { kind: "uploaded" }
  | { kind: "failed"; message: string };

export type DroppedFile = { id: number; file: File; target: string | null; status: DroppedFileStatus };

/** What a failed upload the server did not explain says, in the language of the moment it failed. */
const UPLOAD_FAILED = /*i18n*/ {
  id: "quotation.documentSlot.fileCouldNotUploaded",
  message: "The file could not be uploaded. Please try again.",
};

/**
 * Uploads sent side by side: a census's sixty-odd copies go up about three times faster than one by one, while a
 * phone's slow link still gives each file a fair share and the server sees at most three at once from one tab.
 */
const UPLOADS_AT_ONCE = 3;

/**
 * The files of one drop: each offered to the document its name suggests, movable to another until it is uploaded,
 * then uploaded a few at a time, each with its own status. A file the rules refuse stays listed with why; a failed
 * upload stays listed to try again; nothing already uploaded is sent twice.
 */
export function useDocumentDrop(targets: readonly DropTarget[]) {
  const [files, setFiles] = useState<DroppedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const nextId = useRef(1);

  // The same functions on every render, so a row handed them is not drawn again for it.
  const update = useCallback(
    (id: number, change: Partial<DroppedFile>) =>
      setFiles((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row))),
    [],
  );

  const add = (chosen: readonly File[]) => {
    setFiles((current) => {
      const pending = new Set(
        current.filter((row) => row.status.kind !== "uploaded").flatMap((row) => row.target ?? []),
      );
      const suggested = suggestDocumentTargets(
        chosen.map((file) => file.name),
        targets,
        pending,
      );
      const added = chosen.map((file, index): DroppedFile => {
        const refused = uploadFileError(file);
        return {
          id: nextId.current++,
          file,
          target: refused ? null : (suggested[index] ?? null),
          status: refused ? { kind: "refused", message: refused, detail: uploadRuleBroken(file) } : { kind: "ready" },
        };
      });
      return [...current, ...added];
    });
  };

  const move = useCallback((id: number, target: string | null) => update(id, { target }), [update]);
  const remove = useCallback((id: number) => setFiles((current) => current.filter((row) => row.id !== id)), []);

  /** Files waiting to go up: chosen document, not refused, not already uploaded. */
  const waiting = files.filter(
    (row) => row.target !== null && (row.status.kind === "ready" || row.status.kind === "failed"),
  );

  const uploadOne = async (row: DroppedFile) => {
    const target = targets.find((t) => t.key === row.target);
    if (!target) return;
    update(row.id, { status: { kind: "uploading" } });
    try {
      const stored = await target.upload(row.file);
      target.store(stored);
      update(row.id, { status: { kind: "uploaded" } });
    } catch (failure) {
      update(row.id, {
        status: {
          kind: "failed",
          message: failure instanceof ApiError ? failure.message : translateMessage(UPLOAD_FAILED),
        },
      });
    }
  };

  const uploadAll = async () => {
    if (uploading) return;
    setUploading(true);
    // Files of one slot go one after another (the last one stays the slot's); different slots go side by side.
    const bySlot = new Map<string, DroppedFile[]>();
    for (const row of waiting) if (row.target) bySlot.set(row.target, [...(bySlot.get(row.target) ?? []), row]);
    const queue = [...bySlot.values()];
    const worker = async () => {
      for (let slot = queue.shift(); slot; slot = queue.shift()) for (const row of slot) await uploadOne(row);
    };
    await Promise.all(Array.from({ length: Math.min(UPLOADS_AT_ONCE, queue.length) }, worker));
    setUploading(false);
  };

  return { files, add, move, remove, waiting: waiting.length, uploading, uploadAll };
}
