import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/*
 * Every answer the API tests see, held to the OpenAPI document the app serves (decision 041): its status code must be
 * one the operation documents, its content type one of that answer's media types, and a JSON body must match the
 * answer's schema. Ajv checks the schemas (the document is OpenAPI 3.1, so they are JSON Schema 2020-12, as Ajv's
 * 2020 dialect reads them, formats included); this file only finds the operation's answer. A violation is recorded,
 * not thrown, so the test that made the request still sees the answer; the test app's close() fails the file with
 * every violation (operation, status, and the failing path of the body).
 */
type MediaType = { schema?: object };
type Answer = { description?: string; content?: Record<string, MediaType> };
type Document = { paths: Record<string, Record<string, { responses?: Record<string, Answer> }>> };

export type ContractCheck = {
  /** Every answer that broke the document so far, one line each. */
  violations: string[];
};

/** Fastify's route pattern in the document's form: /api/quotations/:id → /api/quotations/{id}. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

const mediaTypeOf = (header: unknown) =>
  String(Array.isArray(header) ? header[0] : (header ?? ""))
    .split(";")[0]!
    .trim()
    .toLowerCase();

/** The documented media type an actual one falls under: exact, `type/*` or `*\/*`. */
function documentedMediaType(content: Record<string, MediaType>, actual: string) {
  const [family] = actual.split("/");
  return [actual, `${family}/*`, "*/*"].find((type) => type in content);
}

/** The documented answer for a status: the code itself, its class (`4XX`) or `default`. */
const answerFor = (responses: Record<string, Answer>, status: number) =>
  responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;

function bodyOf(payload: unknown): string | undefined {
  if (typeof payload === "string") return payload;
  if (Buffer.isBuffer(payload)) return payload.toString("utf8");
  return undefined; // a stream: its media type is checked, its bytes are the route's own test's business
}

/**
 * The document and its compiled validators, kept for the test worker's life: building the document from the zod
 * schemas and compiling its schemas took seconds per test file, and every app of the same routes and configuration
 * serves the same document. The key is the app's route table and its whole configuration.
 */
type ServedDocument = { document: Document; validators: Map<string, ValidateFunction>; ajv: Ajv2020 };
const servedDocuments = new Map<string, ServedDocument>();

function servedDocumentOf(app: FastifyInstance, configuration: unknown): ServedDocument {
  const key = `${app.printRoutes({ commonPrefix: false })}\n${JSON.stringify(configuration)}`;
  let served = servedDocuments.get(key);
  if (!served) {
    const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
    addFormats.default(ajv);
    served = { document: app.swagger() as unknown as Document, validators: new Map(), ajv };
    servedDocuments.set(key, served);
  }
  return served;
}

/** Adds the check to an app before it is ready; what it finds accumulates in the returned `violations`. */
export function checkAnswersAgainstDocument(app: FastifyInstance, configuration: unknown): ContractCheck {
  const check: ContractCheck = { violations: [] };
  let served: ServedDocument | undefined;

  const validatorFor = (key: string, schema: object) => {
    let validate = served!.validators.get(key);
    if (!validate) {
      validate = served!.ajv.compile(schema);
      served!.validators.set(key, validate);
    }
    return validate;
  };

  function problemsOf(request: FastifyRequest, reply: FastifyReply, payload: unknown): string[] {
    const route = request.routeOptions.url;
    // HEAD mirrors GET without a body; an address no route serves (404), or a method its address does not serve (405,
    // which a less specific route may have caught first), is no operation of the document.
    if (!route || request.method === "HEAD" || request.is404 || reply.statusCode === 405) return [];
    // The document itself and its viewer are not operations of the document.
    if (route.startsWith("/api/docs")) return [];
    served ??= servedDocumentOf(app, configuration);
    const path = documentPath(route);
    const operation = served.document.paths[path]?.[request.method.toLowerCase()];
    // The built web app's files and its first page are left out of the document on purpose; an /api route never is.
    if (!operation) return path.startsWith("/api/") ? [`the document has no operation ${request.method} ${path}`] : [];
    const status = reply.statusCode;
    const answer = answerFor(operation.responses ?? {}, status);
    if (!answer) return [`status ${status} is not documented`];
    const body = bodyOf(payload);
    // Fastify sends no body with 204 and 304, whatever the handler passed on.
    const hasBody = status !== 204 && status !== 304 && (body === undefined ? payload != null : body.length > 0);
    const actualType = mediaTypeOf(reply.getHeader("content-type"));
    if (!answer.content) return hasBody ? [`a ${actualType || "typeless"} body where the document says none`] : [];
    if (!hasBody) return [];
    const mediaType = documentedMediaType(answer.content, actualType);
    if (!mediaType) return [`content type "${actualType}" is not one of ${Object.keys(answer.content).join(", ")}`];
    const schema = answer.content[mediaType]?.schema;
    if (!schema || !mediaType.endsWith("json") || body === undefined || reply.getHeader("content-encoding")) return [];
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return ["the body is not JSON"];
    }
    const validate = validatorFor(`${request.method} ${path} ${status} ${mediaType}`, schema);
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (e) => `body${e.instancePath || ""}: ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ""}`,
    );
  }

  app.addHook("onSend", async (request, reply, payload) => {
    for (const problem of problemsOf(request, reply, payload)) {
      check.violations.push(
        `${request.method} ${request.routeOptions.url} → ${reply.statusCode}: ${problem} (request ${request.url})`,
      );
    }
    return payload;
  });
  return check;
}
