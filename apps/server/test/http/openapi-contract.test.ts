import fastifySwagger from "@fastify/swagger";
import { errorResponses } from "@pp/domain";
import Fastify, { type FastifyReply } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { checkAnswersAgainstDocument } from "../support/openapi-contract";
import { createTestApp, type TestApp } from "../support/test-app";

/* The check every API test's answers go through (support/openapi-contract.ts) lets the truth through and finds a lie. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A small app whose routes answer what their documents do not say. */
async function lyingApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, {
    openapi: { openapi: "3.1.0", info: { title: "x", version: "1" } },
    transform: jsonSchemaTransform,
  });
  const answer = z.object({ id: z.number().int(), name: z.string() });
  app.get(
    "/thing",
    { schema: { response: { 200: answer, ...errorResponses(404) } } },
    async (request, reply: FastifyReply) => {
      const how = (request.query as { how?: string }).how;
      if (how === "teapot") return reply.status(418).send({ message: "I am a teapot." });
      if (how === "html") return reply.status(200).type("text/html").send("<p>hello</p>");
      // Sent as text, so the server's own serializer does not stop it: only the document check sees it.
      return reply.type("application/json").send(JSON.stringify({ id: "7", name: "x" }));
    },
  );
  const check = checkAnswersAgainstDocument(app, {});
  await app.ready();
  return { app, check };
}

describe("answers held to the OpenAPI document", () => {
  it("lets the real app's documented answers through", async () => {
    expect((await t.app.inject({ url: "/api/health/live" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/session" })).statusCode).toBe(401);
    expect(t.contractViolations).toEqual([]);
  });

  it("finds an undocumented status, an undocumented content type and a body that breaks its schema", async () => {
    const { app, check } = await lyingApp();
    await app.inject({ url: "/thing?how=teapot" });
    await app.inject({ url: "/thing?how=html" });
    await app.inject({ url: "/thing" });
    expect(check.violations).toEqual([
      "GET /thing → 418: status 418 is not documented (request /thing?how=teapot)",
      'GET /thing → 200: content type "text/html" is not one of application/json (request /thing?how=html)',
      'GET /thing → 200: body/id: must be integer {"type":"integer"} (request /thing)',
    ]);
    await app.close();
  });
});
