import { CONTROL_CHARS_MESSAGE } from "@pp/domain";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { registerErrorHandler } from "../../src/http/error-handler";
import { findUnsafeText, registerTextInputGuard } from "../../src/http/text-input-guard";

/*
 * The guard is the net under the route schemas. Every route of the portal passes the text rule through its schema
 * (openapi-text-rule.test.ts), so here it gets routes that forgot: one whose schema takes any string, one without a
 * schema at all. What they would have stored is refused with a 400 that names the field, and the gap is logged.
 */
const logs: string[] = [];
const app = Fastify({
  logger: { level: "warn", stream: { write: (line: string) => void logs.push(line) } },
}).withTypeProvider<ZodTypeProvider>();
const stored: unknown[] = [];

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextInputGuard(app);
  app.post("/forgot/:id", { schema: { params: z.object({ id: z.string() }), body: z.looseObject({}) } }, (req) => {
    stored.push(req.body);
    return { ok: true };
  });
  app.get("/no-schema", (req) => {
    stored.push(req.query);
    return { ok: true };
  });
  await app.ready();
});
afterAll(() => app.close());

describe("the text guard", () => {
  it.each([
    ["a NUL in a field", { note: "a\u0000b" }, "note"],
    ["a lone surrogate deep inside", { a: [{ b: [[{ c: "\ud800" }]] }] }, "a.0.b.0.0.c"],
    ["a control character in a key", { "ke\u0007y": "v" }, "ke?y"],
  ])("refuses %s in a body the schema let through, naming the field", async (_name, payload, field) => {
    const res = await app.inject({ method: "POST", url: "/forgot/1", payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ [field]: [CONTROL_CHARS_MESSAGE] });
    expect(logs.at(-1)).toContain("text outside the domain rule reached a route");
    expect(stored).toEqual([]);
  });

  it("refuses it in a path value and in a query without a schema", async () => {
    expect((await app.inject({ method: "POST", url: "/forgot/%00", payload: {} })).statusCode).toBe(400);
    const res = await app.inject({ url: "/no-schema?q=%C2%85" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ q: [CONTROL_CHARS_MESSAGE] });
    expect(stored).toEqual([]);
  });

  it("lets what people type through, line breaks included (each field's own schema decides on those)", async () => {
    const payload = { name: "محمد", note: "first line\r\n\tsecond 😀", list: ["Zoë", 1, null, true] };
    const res = await app.inject({ method: "POST", url: "/forgot/1", payload });
    expect(res.statusCode).toBe(200);
    expect(stored.at(-1)).toEqual(payload);
  });

  it("walks any depth without recursion", () => {
    let deep: unknown = "end\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).toBe(`${"0.".repeat(100_000)}`.slice(0, -1));
    expect(findUnsafeText({ a: 1, b: [true, null, { c: "fine" }] })).toBeUndefined();
  });
});
