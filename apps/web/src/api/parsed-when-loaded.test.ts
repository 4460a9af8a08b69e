import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, parsedWhenLoaded } from "./client";

const answerSchemas = { rowSchema: z.object({ policyNo: z.string() }) };

describe("an answer parsed with a schema loaded with its request", () => {
  it("is the answer as its schema reads it", async () => {
    const parsed = await parsedWhenLoaded(
      Promise.resolve({ policyNo: "BP-2026-000001", extra: 1 }),
      async () => answerSchemas,
      (schemas) => schemas.rowSchema,
    );
    expect(parsed).toEqual({ policyNo: "BP-2026-000001" });
  });

  it("fails as a lost connection when the schema's module cannot load, not in the browser's words", async () => {
    const failing = parsedWhenLoaded(
      Promise.resolve({ policyNo: "BP-2026-000001" }),
      () => Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/x.js")),
      (schemas: typeof answerSchemas) => schemas.rowSchema,
    );
    await expect(failing).rejects.toBeInstanceOf(ApiError);
    await expect(failing).rejects.toMatchObject({
      status: 0,
      message: "We could not reach the server. Check your connection and try again.",
    });
  });

  it("fails as the server's fault when its schema refuses the answer, not with the schema's issues", async () => {
    const failing = parsedWhenLoaded(
      Promise.resolve({ policyNo: 42 }),
      async () => answerSchemas,
      (schemas) => schemas.rowSchema,
    );
    await expect(failing).rejects.toMatchObject({
      status: 500,
      message: "Something went wrong on our side. Please try again.",
    });
  });

  it("fails as the request did when the request fails, whatever the schema's module does", async () => {
    const refused = new ApiError(404, "Policy not found.");
    const failing = parsedWhenLoaded(
      Promise.reject(refused),
      async () => answerSchemas,
      (schemas) => schemas.rowSchema,
    );
    await expect(failing).rejects.toBe(refused);
  });
});
