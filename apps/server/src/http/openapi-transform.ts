import { errorResponseSchema } from "@pp/domain";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { answersAFile } from "./document-error-page";
import { type FileAnswer, isFileAnswer, MEDIA } from "./file-answers";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const { $schema: _dialect, ...ERROR_JSON } = z.toJSONSchema(errorResponseSchema, {
  target: "draft-2020-12",
  io: "output",
});
const errorAnswer = (description: string) => ({ description, content: { "application/json": { schema: ERROR_JSON } } });

/**
 * What a route answers before its handler runs, whatever the handler does: 400 for a request its schemas refuse or
 * a malformed address (its code tells a request that breaks the document from one that breaks a rule, decision 046) (every /api route has at least its query's schema), and for a route that takes a body 413 (over the body limit) and 415
 * (a content type it does not read), and 403 from the cross-site guard for a write from another site. And any route
 * may fail on the server's side: 500 with the same envelope (an answer that failed its own schema carries a code). A
 * route that runs on the CPU pool (config `cpuPool`) may be answered 503 with Retry-After when its queue is full or
 * its task ran past the pool's time limit.
 */
function answersBeforeTheHandler(route: TransformInput["route"]) {
  const methods = [route.method].flat();
  const takesBody = methods.some((m) => m === "POST" || m === "PUT" || m === "PATCH" || m === "DELETE");
  const config = route.config as { allowCrossSite?: boolean; cpuPool?: boolean } | undefined;
  const crossSiteChecked = takesBody && !config?.allowCrossSite;
  return {
    400: errorAnswer(
      "Refused. Code MALFORMED_REQUEST: the request breaks this document (a field, parameter or header its schema refuses, a body that cannot be read). Code BROKEN_RULE: it is well formed, but its values break a rule across fields, against today or against the records; the message and field errors say what to change",
    ),
    ...(crossSiteChecked ? { 403: errorAnswer("A write from another site, refused") } : {}),
    ...(takesBody ? { 413: errorAnswer("The body is over the limit") } : {}),
    ...(takesBody ? { 415: errorAnswer("A content type this route does not read") } : {}),
    ...(config?.cpuPool
      ? {
          503: {
            ...errorAnswer(
              "Busy: the queue of the threads that render documents and read files is full, or the task ran past their time limit and was stopped",
            ),
            headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } },
          },
        }
      : {}),
    500: errorAnswer("The server failed; the message says so and the request may be tried again"),
  };
}

/** A file answer as the document shows it: a zod schema among its media types (a JSON error) becomes JSON Schema. */
function documented(answer: FileAnswer): FileAnswer {
  if (!answer.content) return answer;
  const content = Object.fromEntries(
    Object.entries(answer.content).map(([type, { schema }]) => {
      if (!(schema instanceof z.ZodType)) return [type, { schema }];
      const { $schema: _schemaDialect, ...json } = z.toJSONSchema(schema, { target: "draft-2020-12", io: "output" });
      return [type, { schema: json }];
    }),
  );
  return { ...answer, content } as FileAnswer;
}

/**
 * A file's errors when a browser tab opened its address (Sec-Fetch-Dest: document): the same error as a page that says
 * what went wrong and what to do next (document-error-page.ts), beside the JSON a script reads.
 */
function withErrorPages(response: Record<string, object>) {
  const page = { schema: { type: "string" } };
  return Object.fromEntries(
    Object.entries(response).map(([code, answer]) => {
      if (!/^[45]/.test(code)) return [code, answer];
      const { content } = answer as { content?: Record<string, object> };
      if (content)
        return [code, content[MEDIA.html] ? answer : { ...answer, content: { ...content, [MEDIA.html]: page } }];
      // A route's own error is its JSON Schema as it stands (the document's generator makes it JSON): said in full here.
      const { description, ...schema } = answer as { description?: string };
      return [
        code,
        { description: description ?? code, content: { "application/json": { schema }, [MEDIA.html]: page } },
      ];
    }),
  );
}

/**
 * The document's transform: zod schemas become JSON Schema (fastify-type-provider-zod); a route's file, page and
 * redirect answers (file-answers.ts) go into the document with their media types; and a route's document lists
 * the errors it answers before its handler runs, beside those the route declares (which win).
 */
export function openApiTransform(input: TransformInput) {
  const response = (input.schema?.response ?? {}) as Record<string, unknown>;
  const files = Object.entries(response).filter((entry): entry is [string, FileAnswer] => isFileAnswer(entry[1]));
  const json = Object.fromEntries(Object.entries(response).filter(([, answer]) => !isFileAnswer(answer)));
  const transformed =
    files.length === 0
      ? jsonSchemaTransform(input)
      : jsonSchemaTransform({ ...input, schema: { ...input.schema, response: json } } as TransformInput);
  // A route without a schema (the web app's pages, static files) is the plugin's to leave out or show as it is.
  if (!transformed.schema || transformed.schema.hide) return transformed;
  const schema = transformed.schema as { response?: Record<string, unknown> };
  const declared = { ...schema.response, ...Object.fromEntries(files.map(([code, a]) => [code, documented(a)])) };
  const common = answersBeforeTheHandler(input.route);
  // A page's "4XX" answer already covers the errors before its handler.
  const classes = new Set(
    Object.keys(declared)
      .filter((code) => /^\dXX$/i.test(code))
      .map((c) => c[0]),
  );
  const missing = Object.entries(common).filter(([code]) => !(code in declared) && !classes.has(code[0]));
  const answers = { ...declared, ...Object.fromEntries(missing) };
  schema.response = answersAFile(input.schema) ? withErrorPages(answers as Record<string, object>) : answers;
  return transformed;
}
