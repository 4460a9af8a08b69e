import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

type OpenApiOperation = { responses?: Record<string, { description?: string; content?: Record<string, unknown> }> };
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

/**
 * Routes whose success is not a JSON body, so no response schema describes it; each with what it answers instead.
 * Everything else must declare its answer.
 */
const NOT_JSON: Record<string, string> = {
  "GET /api/tpa/{tpa}/benefits": "an HTML page of the TPA's table of benefits",
  "GET /api/tpa/{tpa}/network": "an HTML page of the TPA's medical network",
  "GET /api/documents/{documentId}": "the uploaded file itself",
  "GET /api/underwriting/cases/{id}/documents/{documentId}": "the uploaded file itself",
  "POST /api/payments/return": "a redirect to the payment result page",
  "GET /api/renewals/payments/{transactionId}/receipt.pdf": "a PDF",
  "GET /api/renewals/payments/{transactionId}/tax-invoice.pdf": "a PDF",
  "GET /api/renewals/payments/{transactionId}/member-cards.pdf": "a PDF",
  "GET /api/policies/{policyNo}/{kind}": "a PDF",
  "GET /api/quotations/{id}/quotation.pdf": "a PDF",
  "GET /api/quotations/{id}/plans/comparison.pdf": "a PDF",
  "GET /pay/{token}": "an HTML page for the customer",
  "POST /pay/{token}/start": "an HTML page that posts to the payment gateway",
  "GET /pay/result": "an HTML page for the customer",
  "GET /api/backoffice/quotations/export.csv": "a CSV file",
  "GET /api/backoffice/policies/export.csv": "a CSV file",
  "GET /api/census/template.csv": "a CSV file",
  "GET /api/census/template.xlsx": "an Excel workbook",
  "GET /invite/{token}": "a redirect to where the invitation leads",
  "GET /renew/{token}": "a redirect to the renewal search of the reminder's policy",
  "GET /marketing/stop/{token}": "an HTML page for the customer",
  "POST /marketing/stop/{token}": "an HTML page for the customer",
  "GET /gateway-assets/auto-submit.js": "a script",
  "GET /api/config/insurer-logo": "the insurer's logo image",
  "POST /sandbox-gateway/pay": "the sandbox gateway's HTML card page",
  "POST /sandbox-gateway/charge": "the sandbox gateway's HTML answer page",
  "GET /card/{token}": "an HTML page for whoever scans a member's card",
  "GET /api/policies/{policyNo}/members/{memberId}/card.png": "a PNG image",
  "POST /sandbox-gateway/refund": "the sandbox gateway's signed form fields, as the gateway answers",
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
      .filter(({ key, op }) => !(key in NOT_JSON) && !declaresSuccess(op))
      .map(({ key }) => key);
    expect(missing).toEqual([]);
  });

  it("lists as not JSON only routes that exist and declare no JSON answer", () => {
    const byKey = new Map(operations().map(({ key, op }) => [key, op]));
    for (const key of Object.keys(NOT_JSON)) {
      expect(byKey.has(key), key).toBe(true);
      const json = successes(byKey.get(key) ?? {}).some(([, r]) => r.content?.["application/json"]);
      expect(json, key).toBe(false);
    }
  });
});

const featuresDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src/features");

describe("where the schemas of a route live", () => {
  it("in packages/domain: no route file builds its own zod object or array", () => {
    const routeFiles = readdirSync(featuresDir, { recursive: true, encoding: "utf8" }).filter((f) =>
      f.endsWith("-routes.ts"),
    );
    expect(routeFiles.length).toBeGreaterThan(20);
    const local = routeFiles.filter((f) =>
      /\bz\.(object|array|strictObject)\(/.test(readFileSync(path.join(featuresDir, f), "utf8")),
    );
    expect(local).toEqual([]);
  });
});
