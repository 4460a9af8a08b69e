import type { InjectOptions } from "fastify";
import type { TestApp } from "./test-app";

type Sent = Omit<InjectOptions, "payload"> & { payload?: unknown };

/**
 * The shared journey helpers (journey.ts, quotation-fixtures.ts) drive `t.app.inject`; this answers the same calls
 * over real HTTP to a server running in another process, so a crash test walks the very same journey. Only `app.inject`
 * and `config.gateway` are there: the helpers use nothing else.
 */
export function overHttp(base: string, gatewaySecretKey: string): TestApp {
  const inject = async (options: Sent) => {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    let body: string | Buffer | undefined;
    if (Buffer.isBuffer(options.payload) || typeof options.payload === "string") body = options.payload;
    else if (options.payload !== undefined) {
      body = JSON.stringify(options.payload);
      headers["content-type"] ??= "application/json";
    }
    const res = await fetch(`${base}${options.url}`, {
      method: options.method as string,
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
    const raw = Buffer.from(await res.arrayBuffer());
    const text = raw.toString("utf8");
    const cookies = res.headers.getSetCookie().map((line) => {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      return { name: pair!.slice(0, at), value: pair!.slice(at + 1) };
    });
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers),
      body: text,
      rawPayload: raw,
      cookies,
      json: () => JSON.parse(text),
    };
  };
  return { app: { inject }, config: { gateway: { secretKey: gatewaySecretKey } } } as unknown as TestApp;
}
