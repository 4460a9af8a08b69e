import { fileTypeFromBuffer } from "file-type";

type DocumentType = { mime: "application/pdf" | "image/jpeg" | "image/png"; ext: "pdf" | "jpg" | "png" };

const ALLOWED = new Set(["application/pdf", "image/jpeg", "image/png"]);

/**
 * What the bytes are, whatever the name says: a renamed executable is refused, and a PDF named .png
 * is stored (and later served) as the PDF it is.
 */
export async function sniffDocumentType(bytes: Buffer): Promise<DocumentType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !ALLOWED.has(found.mime)) return undefined;
  return { mime: found.mime as DocumentType["mime"], ext: found.ext as DocumentType["ext"] };
}
