import { errorResponseSchema } from "@pp/domain";
import type { ZodType } from "zod";

/*
 * Answers that are not JSON — files, pages, redirects — as the OpenAPI document shows them: their media types, or a
 * redirect's Location. Route schemas put these beside the zod schemas of their JSON answers (`response`); the document's
 * transform (openapi-transform.ts) passes them through as they are, and the server never serializes them, because
 * such a route sends bytes, text or a stream of its own.
 */
export type FileAnswer = {
  description: string;
  type?: "null";
  /** By media type; a JSON error beside a page is the domain's zod schema, made JSON Schema by the transform. */
  content?: Record<string, { schema: { type: "string"; format?: "binary" } | ZodType }>;
  headers?: Record<string, { type: "string"; description: string }>;
};

/** Media types of what the portal sends as files and pages. */
export const MEDIA = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  svg: "image/svg+xml",
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  zip: "application/zip",
  html: "text/html",
  javascript: "text/javascript",
  form: "application/x-www-form-urlencoded",
} as const;

/** A file or page in one of `mediaTypes` (bytes: binary; text: a string). */
export const fileAnswer = (description: string, ...mediaTypes: string[]): FileAnswer => ({
  description,
  content: Object.fromEntries(
    mediaTypes.map((type) => [
      type,
      {
        schema:
          type.startsWith("text/") || type === MEDIA.form ? { type: "string" } : { type: "string", format: "binary" },
      },
    ]),
  ),
});

/** A redirect without a body: where to goes in Location. */
export const redirectAnswer = (description: string): FileAnswer => ({
  description,
  // What tells the document's generator that the answer has no body.
  type: "null",
  headers: { location: { type: "string", description: "Where the browser goes next" } },
});

/** The answer, or the JSON error every route answers when a request is malformed and never reaches the handler. */
export const withJsonError = (answer: FileAnswer): FileAnswer => ({
  ...answer,
  content: { ...answer.content, "application/json": { schema: errorResponseSchema } },
});

/** A customer's page that says what went wrong, or the JSON error of a malformed address. */
export const pageOrErrorAnswer = (description: string) => withJsonError(fileAnswer(description, MEDIA.html));

/** True for a documented answer that is a file, a page or a redirect rather than a zod schema of JSON. */
export const isFileAnswer = (value: unknown): value is FileAnswer =>
  typeof value === "object" && value !== null && "description" in value && !("_zod" in value);
