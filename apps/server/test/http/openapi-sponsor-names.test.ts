import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * The spec's spellings of the sponsor's fields and its packed entity type are not part of any call this server
 * answers: the sponsor has one name per field, and planfor and the sponsor type are two fields (decision 057).
 */
const SPEC_SPELLINGS = ["Spoonser_employer_namer", "sponosor_email", "dhpo_entity_type_sno"];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Schema = { properties?: Record<string, unknown>; required?: string[] };

function jsonBody(operation: unknown): Schema {
  const body = (operation as { requestBody: { content: Record<string, { schema: Schema }> } }).requestBody;
  return body.content["application/json"]!.schema;
}

describe("the sponsor in the OpenAPI document", () => {
  it("names none of the spec's spellings anywhere", () => {
    const document = JSON.stringify(t.app.swagger());
    expect(SPEC_SPELLINGS.filter((name) => document.includes(`"${name}"`))).toEqual([]);
  });

  it.each([
    ["post", "/api/quotations"],
    ["put", "/api/quotations/{id}/sponsor"],
  ] as const)("%s %s takes the sponsor under its own names, planfor and the sponsor type apart", (method, path) => {
    const paths = t.app.swagger().paths as Record<string, Record<string, unknown>>;
    const schema = jsonBody(paths[path]![method]);
    expect(Object.keys(schema.properties ?? {})).toEqual(
      expect.arrayContaining(["planfor", "documentType", "sponsorName", "sponsorEmail"]),
    );
    expect(schema.required).toEqual(expect.arrayContaining(["planfor", "sponsorName", "sponsorEmail"]));
  });
});
