import type { FastifyReply } from "fastify";
import type { StoredFile } from "../storage/file-storage";

/**
 * Answers with an uploaded document under a safe name whose extension matches its real (checked) content type, shown
 * in the browser or saved; never cached and never sniffed into another type.
 */
export function sendDocument(
  reply: FastifyReply,
  doc: { contentType: string; originalName: string },
  file: StoredFile,
  inline: boolean,
) {
  const ext = doc.contentType === "application/pdf" ? "pdf" : doc.contentType === "image/png" ? "png" : "jpg";
  const base = doc.originalName.replace(/\.[^.]*$/, "").replace(/[^\w.-]+/g, "_") || "document";
  return reply
    .type(doc.contentType)
    .header("content-disposition", `${inline ? "inline" : "attachment"}; filename="${base}.${ext}"`)
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .header("content-length", file.size)
    .send(file.body);
}
