import type { Config } from "../config";
import { loggablePath } from "./secret-paths";

/** A failed query's error repeats its parameters (Emirates ID, passport, e-mail…) after "params:". */
const PARAMS = /\nparams:[\s\S]*?(?=\n\s+at |$)/;
const withoutParams = (text: string) => text.replace(PARAMS, "\nparams: [redacted]");

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * What an error becomes in the logs: its type, code, message and stack, and its cause the same way; never the
 * query parameters or a database error's detail (which quotes the offending value).
 */
function safeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: "" };
  const e = err as Error & { code?: unknown; statusCode?: unknown; cause?: unknown };
  return {
    type: e.name,
    message: withoutParams(e.message),
    code: e.code,
    statusCode: e.statusCode,
    stack: e.stack ? withoutParams(e.stack) : "",
    cause: e.cause && depth < 3 ? safeError(e.cause, depth + 1) : undefined,
  };
}

/**
 * Structured JSON logs. Cookies, authorization headers, query strings (reset tokens, search numbers) and the secret
 * of a payment or invitation link never reach them; bodies are never logged, so passwords, Emirates ID and passport
 * numbers stay out.
 */
export function loggerOptions(config: Pick<Config, "LOG_LEVEL">) {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      censor: "[redacted]",
    },
    serializers: {
      err: safeError,
      req: (req: { method: string; url: string; ip?: string; id: string }) => ({
        id: req.id,
        method: req.method,
        url: loggablePath(req.url),
        ip: req.ip,
      }),
    },
  };
}
