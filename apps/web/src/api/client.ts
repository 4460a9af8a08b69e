/**
 * The one way the web app talks to the server: same-origin JSON over fetch (a page's first reads may have been
 * answered with the page itself, see early-answers.ts).
 * Failures become an ApiError carrying the server's message and field errors
 * (`{ message, fieldErrors? }`); what to do about them (redirect on 401, show a message)
 * is decided by the caller, never here.
 */
import { translateMessage } from "../i18n/i18n";
import { checkAnswer, loadAnswerModule, pickedExport } from "./answer-checker";
import type { AnswerModuleName, AnswerSchemas } from "./answer-modules";
import { dropEarlyAnswers, takeEarlyAnswer } from "./early-answers";

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;

  constructor(status: number, message: string, fieldErrors: FieldErrors = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

const NETWORK_ERROR_MESSAGE = /*i18n*/ {
  id: "api.client.couldNotReachServer",
  message: "We could not reach the server. Check your connection and try again.",
};
const UNEXPECTED_ERROR_MESSAGE = /*i18n*/ {
  id: "api.client.somethingWentWrongOurSide",
  message: "Something went wrong on our side. Please try again.",
};

/** The server could not be reached (offline, dropped connection), said in the visitor's language. */
export const networkError = () => new ApiError(0, translateMessage(NETWORK_ERROR_MESSAGE));

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The server refused the request (4xx): asked again the same way, it answers the same. */
export const isRefused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** How many more times a failed read of the server's data is tried, unless it was refused. */
export const READ_RETRIES = 2;

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  /** The request outlives the page (a navigation or a closed tab does not cancel it); small bodies only. */
  keepalive?: boolean;
};

export async function apiRequest<T = unknown>(
  path: string,
  { method = "GET", body, signal, headers: extraHeaders, keepalive }: RequestOptions = {},
) {
  if (method === "GET") {
    const early = takeEarlyAnswer(path);
    if (early) return early.answer as T;
  } else dropEarlyAnswers();
  const headers: Record<string, string> = { ...extraHeaders, accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal,
      keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw networkError();
  }
  const payload = await readJson(response);
  if (!response.ok) {
    const { message, fieldErrors } = (payload ?? {}) as { message?: unknown; fieldErrors?: unknown };
    throw new ApiError(
      response.status,
      typeof message === "string" && message ? message : translateMessage(UNEXPECTED_ERROR_MESSAGE),
      isFieldErrors(fieldErrors) ? fieldErrors : {},
    );
  }
  return payload as T;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === "string"))
  );
}

/**
 * An API answer parsed with a schema whose module loads in parallel with the call, not with the page: a customer's
 * phone shows the page's frame while both arrive. `load` is the schemas' loader (a dynamic import), `schemaOf` picks
 * the answer's schema from what it loaded. A module that cannot load is a lost connection like a failed request, and
 * says so (the browser's own words name a file); an answer its schema refuses is the server's fault, said as such.
 */
export async function parsedWhenLoaded<S, T>(
  answer: Promise<unknown>,
  load: () => Promise<S>,
  schemaOf: (schemas: S) => { parse: (value: unknown) => T },
): Promise<T> {
  const schemas = load().catch(() => {
    throw networkError();
  });
  const [value, loaded] = await Promise.all([answer, schemas]);
  try {
    return schemaOf(loaded).parse(value);
  } catch {
    throw unexpectedError();
  }
}

const unexpectedError = () => new ApiError(500, translateMessage(UNEXPECTED_ERROR_MESSAGE));

/**
 * An API answer checked with its schema from one of the domain's answer modules (`module`, answer-modules.ts) in the
 * answers' worker: the schemas are built and the answer checked off the main thread, the module loading there while
 * the request is on its way. It fails as `parsedWhenLoaded` does. A page without the worker, or a picker that does more
 * than pick an export, parses the answer itself with `load`, the same module's loader (its type holds it to the same
 * module): each page's build splits only the modules its own calls load.
 */
export async function checkedAnswer<K extends AnswerModuleName, T>(
  answer: Promise<unknown>,
  module: K,
  load: () => Promise<AnswerSchemas<K>>,
  schemaOf: (schemas: AnswerSchemas<K>) => { parse: (value: unknown) => T },
): Promise<T> {
  const schema = pickedExport(schemaOf);
  if (schema) {
    loadAnswerModule(module);
    const outcome = await checkAnswer(module, schema, await answer);
    if (outcome === "unloaded") throw networkError();
    if (outcome === "refused") throw unexpectedError();
    if (typeof outcome === "object") return outcome.value as T;
  }
  return parsedWhenLoaded(answer, load, schemaOf);
}

/** The calls of an API whose answers' schemas sit in one of the domain's answer modules, each checked by `checkedAnswer`. */
export function requestsParsedWith<K extends AnswerModuleName>(module: K, load: () => Promise<AnswerSchemas<K>>) {
  return <T>(
    path: string,
    schemaOf: (schemas: AnswerSchemas<K>) => { parse: (value: unknown) => T },
    options?: RequestOptions,
  ): Promise<T> => checkedAnswer(apiRequest(path, options), module, load, schemaOf);
}
