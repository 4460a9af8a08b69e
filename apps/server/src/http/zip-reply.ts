import type { FastifyReply } from "fastify";
import JSZip from "jszip";

/**
 * Answers with a ZIP of files already made, to be saved under its name. The files are stored, not deflated: they are
 * PDFs, compressed already, so deflating them again would spend a core for nothing. The archive is written as a
 * stream, one file after another.
 */
export function sendZip(
  reply: FastifyReply,
  archive: { name: string; files: readonly { name: string; bytes: Buffer }[] },
) {
  const zip = new JSZip();
  for (const file of archive.files) zip.file(file.name, file.bytes);
  return reply
    .type("application/zip")
    .header("content-disposition", `attachment; filename="${archive.name}"`)
    .send(zip.generateNodeStream({ type: "nodebuffer", streamFiles: true, compression: "STORE" }));
}
