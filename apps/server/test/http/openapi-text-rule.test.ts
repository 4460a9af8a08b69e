import { SINGLE_LINE_TEXT } from "@pp/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type JsonSchema, operationsOf, routesOf } from "../support/openapi";
import { createTestApp, type TestApp } from "../support/test-app";

/*
 * Fails when a route takes text without the domain's text rule. Every schema takes its text from the domain's
 * builders, whose regex shows as the field's `pattern` in the OpenAPI document; a string field whose patterns all
 * let a NUL, a lone surrogate or another control character through, a field of any type, or an object that keeps
 * keys nobody declared, is a route that forgot the rule. (The server's text guard would still refuse such text at
 * run time; this test makes the gap visible where it was written.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONTROLS = ["\u0000", "\ud800", "\udc00", "\u0001", "\u0007", "\u001b", "\u007f", "\u0085", "\u009f"];
const CONTEXTS = ["", "1", "A", "a", "BQ-2026-1", "a@b.ae"];
/** Every control in front of, behind and inside text a pattern could be written for. */
const PROBES = CONTROLS.flatMap((c) => CONTEXTS.flatMap((x) => [c + x, x + c, x + c + x]));

function compile(pattern: string) {
  try {
    return new RegExp(pattern, "u");
  } catch {
    return new RegExp(pattern);
  }
}

const refusesControls = (pattern: string) => {
  const re = compile(pattern);
  return PROBES.every((probe) => !re.test(probe));
};

/** Paths (with why) of every place in `schema` where text outside the rule would be accepted. */
function uncheckedText(schema: JsonSchema | boolean | undefined, at: string): string[] {
  if (schema === undefined || schema === false) return [];
  if (schema === true || Object.keys(schema).length === 0) return [`${at}: accepts anything`];
  const found: string[] = [];
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) found.push(...uncheckedText(branch, at));
  const types = [schema.type ?? []].flat();
  if (types.includes("string") && schema.enum === undefined && schema.const === undefined) {
    const patterns = [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)].filter(
      (p): p is string => typeof p === "string",
    );
    if (!patterns.some(refusesControls)) found.push(`${at}: text without the rule`);
  }
  if (types.includes("array")) found.push(...uncheckedText(schema.items ?? true, `${at}[]`));
  if (types.includes("object")) {
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      found.push(...uncheckedText(property, `${at}.${name}`));
    }
    if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
      found.push(...uncheckedText(schema.additionalProperties, `${at}.*`));
      found.push(...uncheckedText(schema.propertyNames ?? { type: "string" }, `${at} (key)`));
    }
  }
  if (types.length === 0 && !schema.anyOf && !schema.oneOf && schema.enum === undefined && schema.const === undefined)
    found.push(`${at}: accepts anything`);
  return found;
}

describe("every route holds its text input to the domain's text rule", () => {
  it("the OpenAPI document lists every route the server answers, so no route escapes these checks", () => {
    const documented = new Set(operationsOf(t).map((o) => `${o.method} ${o.path}`));
    const undocumented = routesOf(t).filter((r) => !r.includes(" /api/docs") && !documented.has(r));
    expect(undocumented).toEqual([]);
    expect(documented.size).toBeGreaterThan(50);
  });

  it("every text field of every path, query, header and body schema carries the rule", () => {
    const gaps: string[] = [];
    let fields = 0;
    for (const op of operationsOf(t)) {
      const name = `${op.method} ${op.path}`;
      for (const p of op.parameters.filter((p) => p.in !== "cookie")) {
        fields++;
        gaps.push(...uncheckedText(p.schema, `${name} ${p.in} ${p.name}`));
      }
      for (const [type, schema] of Object.entries(op.body)) {
        fields++;
        gaps.push(...uncheckedText(schema, `${name} body (${type})`));
      }
    }
    expect(gaps).toEqual([]);
    expect(fields).toBeGreaterThan(50);
  });

  it("this check finds a field that forgot the rule", () => {
    expect(uncheckedText({ type: "object", properties: { note: { type: "string", maxLength: 500 } } }, "x")).toEqual([
      "x.note: text without the rule",
    ]);
    expect(uncheckedText({ type: "string", pattern: "^\\S+$" }, "x")).toEqual(["x: text without the rule"]);
    expect(uncheckedText({ type: "object", additionalProperties: {} }, "x")).toEqual([
      "x.*: accepts anything",
      "x (key): text without the rule",
    ]);
    expect(uncheckedText({ type: "string", pattern: SINGLE_LINE_TEXT.source }, "x")).toEqual([]);
  });
});
