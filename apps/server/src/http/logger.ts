import type { Config } from "../config";

/**
 * Structured JSON logs. Cookies, authorization headers and query strings (reset tokens, search numbers)
 * never reach them; bodies are never logged, so passwords, Emirates ID and passport numbers stay out.
 */
export function loggerOptions(config: Pick<Config, "LOG_LEVEL">) {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      censor: "[redacted]",
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; id: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.split("?")[0],
        ip: req.ip,
      }),
    },
  };
}
