import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

type OpenApiOperation = { responses?: Record<string, { description?: string; content?: Record<string, unknown> }> };
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/**
 * Routes whose success is not a JSON body, with the media types the document must show for it (decision 041):
 * everything else answers JSON, and must declare it.
 */
const NOT_JSON: Record<string, string[]> = {
  "GET /api/tpa/{tpa}/benefits": ["text/html"],
  "GET /api/tpa/{tpa}/network": ["text/html"],
  "GET /api/documents/{documentId}": ["application/pdf", "image/png", "image/jpeg"],
  "GET /api/underwriting/cases/{id}/documents/{documentId}": ["application/pdf", "image/png", "image/jpeg"],
  "POST /api/payments/return": [],
  "GET /api/renewals/payments/{transactionId}/receipt.pdf": ["application/pdf"],
  "GET /api/renewals/payments/{transactionId}/tax-invoice.pdf": ["application/pdf"],
  "GET /api/renewals/payments/{transactionId}/member-cards.pdf": ["application/pdf"],
  "GET /api/renewals/payments/{transactionId}/documents.zip": ["application/zip"],
  "GET /api/policies/{policyNo}/receipt.pdf": ["application/pdf"],
  "GET /api/policies/{policyNo}/schedule.pdf": ["application/pdf"],
  "GET /api/policies/{policyNo}/tax-invoice.pdf": ["application/pdf"],
  "GET /api/policies/{policyNo}/member-cards.pdf": ["application/pdf"],
  "GET /api/policies/{policyNo}/documents.zip": ["application/zip"],
  "GET /api/policies/{policyNo}/tax-documents/{number}": ["application/pdf"],
  "GET /api/quotations/{id}/quotation.pdf": ["application/pdf"],
  "GET /api/quotations/{id}/plans/comparison.pdf": ["application/pdf"],
  "GET /pay/{token}": ["text/html"],
  "POST /pay/{token}/start": ["text/html"],
  "GET /pay/result": ["text/html"],
  "GET /api/backoffice/quotations/export.csv": ["text/csv"],
  "GET /api/backoffice/policies/export.csv": ["text/csv"],
  "GET /api/commission/statements/{id}/statement.csv": ["text/csv"],
  "GET /api/commission/statements/{id}/statement.pdf": ["application/pdf"],
  "GET /api/census/template.csv": ["text/csv"],
  "GET /api/census/template.xlsx": ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
  "GET /invite/{token}": ["text/html"],
  "GET /renew/{token}": ["text/html"],
  "GET /marketing/stop/{token}": ["text/html"],
  "POST /marketing/stop/{token}": ["text/html"],
  "GET /gateway-assets/auto-submit.js": ["text/javascript"],
  "GET /api/config/insurer-logo": ["image/png", "image/jpeg", "image/svg+xml"],
  "POST /sandbox-gateway/pay": ["text/html"],
  "POST /sandbox-gateway/charge": ["text/html"],
  "GET /card/{token}": ["text/html"],
  "GET /api/policies/{policyNo}/members/{memberId}/card.png": ["image/png"],
  "POST /sandbox-gateway/refund": ["application/x-www-form-urlencoded"],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const operations = () => {
  const doc = t.app.swagger() as unknown as OpenApiDocument;
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );
};

const successes = (op: OpenApiOperation) =>
  Object.entries(op.responses ?? {}).filter(([code]) => /^[23]\d\d$/.test(code));

/**
 * A success the route itself declared. fastify-swagger writes a bare "200: Default Response" for a route that declared
 * none; a declared 204 has no body and so no content either.
 */
const declaresSuccess = (op: OpenApiOperation) =>
  successes(op).some(([code, r]) => code !== "200" || r.content !== undefined || r.description !== "Default Response");

describe("every route's contract", () => {
  it("declares its successful answer, so the OpenAPI document shows every response", () => {
    const missing = operations()
      .filter(({ op }) => !declaresSuccess(op))
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it("documents a file, page or redirect with its media types, and no JSON for it", () => {
    const byKey = new Map(operations().map(({ key, op }) => [key, op]));
    for (const [key, types] of Object.entries(NOT_JSON)) {
      expect(byKey.has(key), key).toBe(true);
      const documented = successes(byKey.get(key) ?? {}).flatMap(([, r]) => Object.keys(r.content ?? {}));
      expect(documented, key).toEqual(types);
    }
  });

  it("documents every other success as JSON", () => {
    const others = operations().filter(({ key }) => !(key in NOT_JSON));
    const notJson = others
      .filter(({ op }) => successes(op).some(([code, r]) => code !== "204" && !r.content?.["application/json"]))
      .map(({ key }) => key);
    expect(notJson).toEqual([]);
  });
});

const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src");

describe("where the schemas of a route live", () => {
  it("in packages/domain: no route file builds its own zod object or array", () => {
    const routeFiles = readdirSync(sourceDir, { recursive: true, encoding: "utf8" }).filter((f) =>
      f.endsWith("-routes.ts"),
    );
    expect(routeFiles.length).toBeGreaterThan(20);
    const local = routeFiles.filter((f) =>
      /\bz\.(object|array|strictObject)\(/.test(readFileSync(path.join(sourceDir, f), "utf8")),
    );
    expect(local).toEqual([]);
  });
});
