import type { TestApp } from "./test-app";

/** The parts of the app's OpenAPI 3.0 document the input tests read. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  required?: string[];
  $ref?: string;
};
export type Parameter = {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema: JsonSchema;
};
export type Operation = {
  method: string;
  /** OpenAPI form: /api/quotations/{id} */
  path: string;
  parameters: Parameter[];
  /** Content type → schema, for operations that declare a body. */
  body: Record<string, JsonSchema>;
  consumes: string[];
};

type Doc = {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
};

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** Every operation of the document the app serves at /api/docs/json. */
export function operationsOf(t: TestApp): Operation[] {
  const doc = t.app.swagger() as unknown as Doc;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: Object.fromEntries(Object.entries(content).map(([type, c]) => [type, c.schema])),
        consumes: Object.keys(content),
      });
    }
  }
  return operations;
}

/** The routes Fastify serves, from its own routing table, as "METHOD /path/{param}"; HEAD and OPTIONS left out. */
export function routesOf(t: TestApp): string[] {
  const routes: string[] = [];
  const trail: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    trail.length = depth;
    trail.push(match[2]!);
    const path = trail.join("").replace(/:(\w+)/g, "{$1}");
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD" && method !== "OPTIONS") routes.push(`${method} ${path}`);
    }
  }
  return routes;
}
