import type { FastifyReply } from "fastify";

/**
 * Answers with a PDF: shown in the browser ("inline") or saved under its name ("attachment"). Caching is left to the
 * global rule (no-store), as for every answer about a partner's or a customer's own records.
 */
export function sendPdf(reply: FastifyReply, file: { name: string; bytes: Buffer; download: boolean }) {
  return reply
    .type("application/pdf")
    .header("content-disposition", `${file.download ? "attachment" : "inline"}; filename="${file.name}"`)
    .send(file.bytes);
}
