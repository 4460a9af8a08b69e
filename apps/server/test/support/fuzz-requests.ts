import fc from "fast-check";
import { signFields } from "../../src/payments/secure-acceptance";
import { pngBytes } from "./files";
import type { JsonSchema, Operation } from "./openapi";

/*
 * Generated requests for one operation of the OpenAPI document: path values, query strings, headers and bodies that
 * are sometimes right and mostly wrong — wrong types, huge or empty strings, NUL, lone surrogates and other controls,
 * deep nesting, arrays for objects and objects for arrays, duplicated fields, wrong content types, broken JSON, junk
 * multipart, forged and junk-but-signed gateway answers.
 */
export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** Real values the generators mix in, so that requests also get past "not found" into the handlers. */
export type KnownValues = {
  /** By path parameter name (id, memberId, token, transactionId, policyNo, number, documentId...). */
  path: Record<string, string[]>;
  /** By header name (x-api-key, idempotency-key). */
  headers: Record<string, string[]>;
  /** Plausible text a field of a real form holds (dates, numbers, names, e-mail). */
  text: string[];
  /** Valid bodies by operation ("POST /api/quotations"), which the generator sends as they are or with a field junked. */
  examples: Record<string, Record<string, unknown>>;
  /** Text fields of real uploads (flag, memberSno, documentType, number, note). */
  uploadFields: Record<string, string>[];
  /** Fields of payment requests the server really started, for answers signed with the gateway's key. */
  paymentRequests: Record<string, string>[];
  gatewaySecret: string;
};

// ---- Leaves ---------------------------------------------------------------------------------------------------

const HUGE = "A".repeat(1_100_000);
const CONTROL_STRINGS = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "x\ud83dy",
  "\u0007",
  "\u001b[2J",
  "\u007f",
  "\u0085",
  "\u2028",
  "\t",
  "\r\n",
  "\u000b",
];
const NASTY_STRINGS = [
  "",
  " ",
  "%00",
  "%",
  "%zz",
  "../../etc/passwd",
  "' or '1'='1",
  '"; drop table policies; --',
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a log4shell probe, not a template
  "${jndi:ldap://x}",
  "{{7*7}}",
  "😀",
  "مرحبا بكم",
  "\ufeff",
  "\u202eevil",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x1f",
  "9".repeat(40),
  "-1",
  "0",
  "2147483648",
  "9007199254740993",
  "true",
  "null",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "2026-02-30",
  "0000-00-00",
  "9999-12-31",
  "+275760-09-13",
  "A".repeat(10_000),
  "é".repeat(5_000),
];
const JUNK_NUMBERS = [
  0,
  -1,
  1.5,
  -0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER,
];

const utf16Unit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));
const junkString = fc.oneof(
  { arbitrary: fc.constantFrom(...CONTROL_STRINGS), weight: 3 },
  { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: utf16Unit, maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...CONTROL_STRINGS), fc.string({ maxLength: 10 }))
      .map((parts) => parts.join("")),
    weight: 2,
  },
);
const junkNumber = fc.oneof(
  fc.constantFrom(...JUNK_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const junkKey = fc.oneof(fc.constantFrom("__proto__", "constructor", "prototype", "", "a.b", "0"), junkString);

const { junk: junkValue } = fc.letrec<{ junk: unknown }>((tie) => ({
  junk: fc.oneof(
    { depthSize: "small", maxDepth: 4 },
    { arbitrary: junkString, weight: 4 },
    { arbitrary: junkNumber, weight: 2 },
    { arbitrary: fc.boolean(), weight: 1 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: fc.array(tie("junk"), { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.dictionary(junkKey, tie("junk"), { maxKeys: 4 }), weight: 1 },
  ),
}));

/** JSON texts no generator of values writes: broken, deeply nested, prototype-poisoning, over the body limit. */
const RAW_JSON = [
  "{",
  '{"a":',
  "[1,2",
  "nul",
  "\u0000",
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  "1e999999",
  `${"[".repeat(10_000)}${"]".repeat(10_000)}`,
  `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`,
  JSON.stringify({ a: HUGE }),
];

// ---- Values shaped by a schema ------------------------------------------------------------------------------

function patternOf(schema: JsonSchema): RegExp | undefined {
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)].filter(
    (p): p is string => typeof p === "string" && !p.includes("\\p{"),
  );
  for (const p of patterns.reverse()) {
    try {
      const re = new RegExp(p, "u");
      fc.sample(fc.stringMatching(re), { numRuns: 1 });
      return re;
    } catch {
      // A pattern fast-check cannot generate from: plausible and junk text still cover the field.
    }
  }
  return undefined;
}

/** A string of a format the document names (JSON Schema's `format`), or undefined for a format it leaves free. */
function formattedString(format: string | undefined, known: KnownValues): fc.Arbitrary<string> | undefined {
  if (format === "email") {
    const emails = known.text.filter((x) => /^[^@\s]+@[^@\s]+\.[a-z]+$/i.test(x));
    return fc.oneof(
      fc.constantFrom(...emails),
      fc.tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/), fc.domain()).map(([l, d]) => `${l}@${d}`),
    );
  }
  if (format === "uuid") return fc.uuid();
  if (format === "date-time")
    return fc
      .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2090-01-01T00:00:00Z"), noInvalidDate: true })
      .map((d) => d.toISOString());
  return undefined;
}

/** A value the schema accepts as far as its types, enums, patterns and bounds go (rules across fields aside). */
export function validValue(schema: JsonSchema | undefined, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return junkValue;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (branches.length > 0) return fc.oneof(...branches.map((b) => validValue(b, known, depth + 1)));
  const type = [schema.type ?? []].flat().find((t) => t !== "null");
  if (type === "string") {
    const formatted = formattedString(schema.format, known);
    if (formatted) return formatted;
    const re = patternOf(schema);
    // A field may have several patterns (allOf): what is generated from one must match them all.
    const all = [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)]
      .filter((p): p is string => typeof p === "string")
      .map((p) => new RegExp(p));
    const min = schema.minLength ?? 0;
    const max = Math.max(min, Math.min(schema.maxLength ?? 40, 60));
    // JSON Schema counts a string's length in code points (as zod does), not UTF-16 units.
    const length = (x: string) => [...x].length;
    const matchesAll = (x: string) =>
      all.every((p) => p.test(x)) && length(x) >= min && length(x) <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
    const matching = re ? known.text.filter((x) => re.test(x) && matchesAll(x)) : [];
    // A pattern alone rarely makes a string as long as a minimum asks: strings of the right length that match it too.
    const generated = re
      ? fc
          .oneof(fc.stringMatching(re), fc.string({ minLength: min, maxLength: max, unit: "grapheme" }))
          .filter(matchesAll)
      : undefined;
    if (generated && matching.length > 0)
      return fc.oneof({ arbitrary: fc.constantFrom(...matching), weight: 3 }, generated);
    if (generated) return generated;
    const fits = known.text.filter((x) => x.length >= min && x.length <= max);
    const free = fc.string({ minLength: min, maxLength: max, unit: "grapheme-ascii" });
    return fits.length > 0
      ? fc.oneof({ arbitrary: fc.constantFrom(...fits), weight: 3 }, { arbitrary: free, weight: 1 })
      : free;
  }
  if (type === "integer" || type === "number") {
    const exclusive = (schema as { exclusiveMinimum?: number | boolean }).exclusiveMinimum;
    const min = typeof exclusive === "number" ? exclusive + 1 : (schema.minimum ?? 0) + (exclusive === true ? 1 : 0);
    const max = Math.min(schema.maximum ?? 1000, 2 ** 31 - 1);
    return type === "integer" ? fc.integer({ min, max: Math.max(min, max) }) : fc.double({ min, max, noNaN: true });
  }
  if (type === "boolean") return fc.boolean();
  if (type === "array") {
    const minLength = schema.minItems ?? 0;
    return fc.array(validValue(schema.items, known, depth + 1), {
      minLength,
      maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
    });
  }
  if (type === "object") {
    const shape = Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, s]) => [k, validValue(s, known, depth + 1)]),
    );
    return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in shape) });
  }
  return schema.type === "null" ? fc.constant(null) : junkValue;
}

/** A valid object with, now and then, one of its fields junked or left out. */
function withAFieldJunked(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(base, fc.nat(), junkValue, fc.nat(3)).map(([value, pick, junk, how]) => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    if (keys.length === 0 || how === 0) return value;
    const key = keys[pick % keys.length]!;
    const copy: Record<string, unknown> = { ...value };
    if (how === 1) delete copy[key];
    else copy[key] = junk;
    return copy;
  });
}

/** A value of the schema's shape, where each part is right, plausible or junk. */
export function shapedValue(schema: JsonSchema | undefined, known: KnownValues, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return junkValue;
  const plausibleText = fc.constantFrom(...known.text);
  const choices: fc.Arbitrary<unknown>[] = [];
  if (schema.enum) choices.push(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) choices.push(fc.constant(schema.const));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    choices.push(shapedValue(branch, known, depth + 1));
  for (const type of [schema.type ?? []].flat()) {
    if (type === "string") {
      const re = patternOf(schema);
      choices.push(re ? fc.stringMatching(re) : fc.string({ maxLength: schema.maxLength ?? 40 }), plausibleText);
    } else if (type === "integer" || type === "number") {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 100_000;
      choices.push(type === "integer" ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true }));
    } else if (type === "boolean") choices.push(fc.boolean());
    else if (type === "null") choices.push(fc.constant(null));
    else if (type === "array") choices.push(fc.array(shapedValue(schema.items, known, depth + 1), { maxLength: 4 }));
    else if (type === "object") {
      const shape = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, shapedValue(s, known, depth + 1)]),
      );
      const required = (schema.required ?? []).filter((k) => k in shape);
      choices.push(
        fc.record(shape, { requiredKeys: required }),
        fc.record(shape, { requiredKeys: [] }),
        fc
          .tuple(fc.record(shape, { requiredKeys: required }), fc.dictionary(junkKey, junkValue, { maxKeys: 3 }))
          .map(([a, b]) => ({ ...b, ...a })),
      );
      if (schema.additionalProperties && typeof schema.additionalProperties === "object") {
        choices.push(
          fc.dictionary(fc.string({ maxLength: 20 }), shapedValue(schema.additionalProperties, known, depth + 1)),
        );
      }
    }
  }
  if (choices.length === 0) return junkValue;
  // A right or plausible part most of the time, so requests get deep; junk the rest, and junk for junk's sake.
  return fc.oneof({ arbitrary: fc.oneof(...choices), weight: 3 }, { arbitrary: junkValue, weight: 1 });
}

// ---- Encodings ------------------------------------------------------------------------------------------------

/** Percent-encodes any UTF-16 string, lone surrogates included (as the bytes a careless client would send). */
export function percentEncode(text: string): string {
  let out = "";
  for (const ch of text) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    } else out += encodeURIComponent(ch);
  }
  return out;
}

const asText = (value: unknown): string =>
  typeof value === "string" ? value : value === undefined ? "" : (JSON.stringify(value) ?? "");

/** name=value pairs; a value that is an array repeats the name, as form posts and query strings do. */
function formEncode(value: unknown): string {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return percentEncode(asText(value));
  return Object.entries(value)
    .flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map((item) => `${percentEncode(k)}=${percentEncode(asText(item))}`),
    )
    .join("&");
}

const RAW_QUERIES = [
  "a[b]=1",
  "q=1&q=2",
  "%zz=1",
  "=&=",
  "&&&",
  "q=%00",
  "q=%ED%A0%80",
  "q=%C0%AF",
  `q=${"x".repeat(20_000)}`,
];

function multipartBody(fields: Record<string, string>, file: { name: string; bytes: Buffer } | null, boundary: string) {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="uploadedFiles"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

const TOO_BIG_FILE = Buffer.concat([pngBytes(), Buffer.alloc(2048 * 1024 + 10)]);

const multipartJunk = (known: KnownValues) =>
  fc
    .record({
      fields: fc.oneof(
        withAFieldJunked(fc.constantFrom(...known.uploadFields)).map((f) => f as Record<string, unknown>),
        fc.dictionary(
          fc.oneof(fc.constantFrom("flag", "memberSno", "documentType", "number", "note"), junkString),
          fc.oneof(fc.constantFrom("sponsor", "D", "W", "emirates_id", "visa", "Other", ...known.text), junkString),
          { maxKeys: 5 },
        ),
      ),
      file: fc.option(
        fc.record({
          name: fc.oneof(fc.constantFrom("id.png", "x.pdf", "a.exe", "", "😀".repeat(90)), junkString),
          bytes: fc.oneof(
            fc.constant(pngBytes()),
            fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)),
            fc.constant(TOO_BIG_FILE),
          ),
        }),
        { nil: null },
      ),
      boundary: fc.constantFrom("pp-fuzz-boundary", "x"),
      declared: fc.constantFrom("same", "other", "none"),
      cut: fc.boolean(),
    })
    .map(({ fields, file, boundary, declared, cut }) => {
      const body = multipartBody(
        Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/["\r\n]/g, ""), asText(v)])),
        file ? { name: file.name.replace(/["\r\n]/g, ""), bytes: file.bytes } : null,
        boundary,
      );
      const type =
        declared === "none"
          ? "multipart/form-data"
          : `multipart/form-data; boundary=${declared === "same" ? boundary : "other-boundary"}`;
      return { contentType: type, payload: cut ? body.subarray(0, Math.floor(body.length / 2)) : body };
    });

/** Answers posted as if from the gateway: unsigned, badly signed, or signed with its key over junk values. */
function gatewayAnswers(known: KnownValues) {
  const fieldValue = fc.oneof(
    fc.constantFrom("ACCEPT", "DECLINE", "REVIEW", "ERROR", "CANCEL", "100", "AED"),
    junkString,
  );
  const fields = fc.dictionary(
    fc.oneof(
      fc.constantFrom("decision", "req_amount", "req_currency", "transaction_id", "message", "reason_code"),
      junkKey,
    ),
    fieldValue,
    { maxKeys: 6 },
  );
  const request: fc.Arbitrary<Record<string, string>> =
    known.paymentRequests.length > 0 ? fc.constantFrom(...known.paymentRequests) : fc.constant({});
  return fc
    .record({
      request,
      extra: fields,
      decision: fc.constantFrom("ACCEPT", "DECLINE", "REVIEW", "HOLD"),
      sign: fc.nat(3),
    })
    .map(({ request, extra, decision, sign }) => {
      const answer: Record<string, string> = {
        decision,
        transaction_id: `9${Math.abs(JSON.stringify(extra).length * 7919)}`,
        req_reference_number: request.reference_number ?? "",
        req_transaction_uuid: request.transaction_uuid ?? "",
        req_amount: request.amount ?? "",
        req_currency: request.currency ?? "",
        ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])),
      };
      if (sign === 0) return answer;
      const signed = signFields(answer, known.gatewaySecret);
      return sign === 1 ? { ...signed, signature: "Zm9yZ2Vk" } : signed;
    });
}

// ---- Requests -------------------------------------------------------------------------------------------------

const JSON_TYPES = ["application/json", "application/json; charset=utf-8", "APPLICATION/JSON"];
const OTHER_TYPES = [
  "text/plain",
  "application/xml",
  "application/octet-stream",
  "application/json; charset=utf-16le",
  "application/merge-patch+json",
  "multipart/form-data",
];
const SAFE_HEADER_CHAR = fc.oneof(
  fc.integer({ min: 0x20, max: 0x7e }),
  fc.constant(0x09),
  fc.integer({ min: 0x80, max: 0xff }),
);
/** Junk a real HTTP parser would let through in a header value: printable ASCII, tab and obs-text bytes. */
const headerJunk = fc.string({ unit: SAFE_HEADER_CHAR.map((c) => String.fromCharCode(c)), maxLength: 60 });

type Body = { contentType?: string; payload?: string | Buffer };

function bodies(op: Operation, known: KnownValues): fc.Arbitrary<Body> {
  const schema = op.body["application/json"] ?? Object.values(op.body)[0];
  const example = known.examples[`${op.method} ${op.path}`];
  const valid = withAFieldJunked(example ? fc.constant(example) : validValue(schema, known));
  const value = fc.oneof(valid, shapedValue(schema, known));
  const asJson = (v: fc.Arbitrary<unknown>) =>
    fc
      .tuple(fc.constantFrom(...JSON_TYPES), v)
      .map(([contentType, x]): Body => ({ contentType, payload: JSON.stringify(x) ?? "null" }));
  const options: { arbitrary: fc.Arbitrary<Body>; weight: number }[] = [
    { arbitrary: asJson(valid), weight: 6 },
    { arbitrary: asJson(shapedValue(schema, known)), weight: 4 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...JSON_TYPES), junkValue)
        .map(([contentType, v]) => ({ contentType, payload: JSON.stringify(v) ?? "null" })),
      weight: 3,
    },
    {
      arbitrary: fc.constantFrom(...RAW_JSON).map((payload) => ({ contentType: "application/json", payload })),
      weight: 2,
    },
    {
      arbitrary: fc
        .oneof(value, junkValue)
        .map((v) => ({ contentType: "application/x-www-form-urlencoded", payload: formEncode(v) })),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...OTHER_TYPES), fc.oneof(junkString, value.map(asText)))
        .map(([contentType, payload]) => ({ contentType, payload })),
      weight: 2,
    },
    { arbitrary: multipartJunk(known), weight: op.method === "POST" ? 4 : 1 },
    { arbitrary: fc.constant({}), weight: 1 },
    { arbitrary: fc.constant({ contentType: "application/json", payload: "" }), weight: 1 },
  ];
  if (op.path.startsWith("/api/payments/") || op.path.startsWith("/sandbox-gateway/")) {
    options.push({
      arbitrary: gatewayAnswers(known).map((fields) => ({
        contentType: "application/x-www-form-urlencoded",
        payload: new URLSearchParams(fields).toString(),
      })),
      weight: 6,
    });
    options.push({
      arbitrary: gatewayAnswers(known).map((fields) => ({
        contentType: "application/x-www-form-urlencoded",
        payload: `${new URLSearchParams(fields)}&decision=ACCEPT`,
      })),
      weight: 1,
    });
  }
  return fc.oneof(...options);
}

function pathValue(name: string, schema: JsonSchema | undefined, known: KnownValues): fc.Arbitrary<string> {
  const real = known.path[name] ?? [];
  const right = validValue(schema, known).map((v) => percentEncode(asText(v)));
  const junk = fc
    .oneof(
      junkString.map(percentEncode),
      fc.constantFrom("%", "%zz", "%2F", "%00", "a%2Fb", "%ED%A0%80", "%C0%80", "x".repeat(5_000)),
      junkNumber.map((n) => String(n)),
    )
    // "." and ".." are resolved by URL parsing before any request is made: they never reach a route.
    .filter((segment) => !/^(?:\.|%2e){1,2}$/i.test(segment));
  return fc.oneof(
    { arbitrary: real.length > 0 ? fc.constantFrom(...real) : right, weight: 4 },
    { arbitrary: right, weight: 1 },
    { arbitrary: junk, weight: 2 },
  );
}

function queryString(op: Operation, known: KnownValues): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === "query");
  const shape = Object.fromEntries(params.map((p) => [p.name, shapedValue(p.schema, known)]));
  const valid = validValue(
    {
      type: "object",
      properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
      required: params.filter((p) => p.required).map((p) => p.name),
    },
    known,
  );
  return fc.oneof(
    { arbitrary: withAFieldJunked(valid).map(formEncode), weight: 5 },
    { arbitrary: fc.record(shape, { requiredKeys: [] }).map(formEncode), weight: 3 },
    {
      arbitrary: fc
        .tuple(fc.record(shape, { requiredKeys: [] }), fc.dictionary(junkKey, junkValue, { maxKeys: 3 }))
        .map(([a, b]) => formEncode({ ...b, ...a })),
      weight: 2,
    },
    { arbitrary: fc.constantFrom(...RAW_QUERIES), weight: 1 },
    { arbitrary: fc.constant(""), weight: 1 },
  );
}

function headers(op: Operation, known: KnownValues, cookie: string | undefined): fc.Arbitrary<Record<string, string>> {
  const headerValue = (name: string) => {
    const real = known.headers[name] ?? [];
    return real.length > 0
      ? fc.oneof({ arbitrary: fc.constantFrom(...real), weight: 3 }, { arbitrary: headerJunk, weight: 1 })
      : headerJunk;
  };
  const declared = op.parameters.filter((p) => p.in === "header").map((p) => p.name);
  const cookieValue = fc.oneof(
    { arbitrary: fc.constant(cookie), weight: 8 },
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: headerJunk.map((v) => `pp_session=${v}; pp_renewal=${v}`), weight: 1 },
  );
  // Origin and Sec-Fetch-Site junk mostly ends at the cross-site guard, so it comes rarely.
  const others = fc.oneof(
    {
      arbitrary: fc.constantFrom("idempotency-key", "x-api-key", "accept", "user-agent", "x-forwarded-for"),
      weight: 9,
    },
    { arbitrary: fc.constantFrom("origin", "sec-fetch-site"), weight: 1 },
  );
  return fc
    .record({
      cookie: cookieValue,
      declared: fc.record(Object.fromEntries(declared.map((name) => [name, headerValue(name)])), { requiredKeys: [] }),
      extra: fc.dictionary(others, headerJunk, { maxKeys: 2 }),
    })
    .map(({ cookie: c, declared: d, extra }) => {
      const all: Record<string, string> = { ...extra, ...(d as Record<string, string>) };
      if (c) all.cookie = c;
      return all;
    });
}

/** Requests for one operation, signed in as `cookie` (or not). */
export function requestsFor(op: Operation, known: KnownValues, cookie: string | undefined): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const path = fc
    .record(Object.fromEntries(pathParams.map((p) => [p.name, pathValue(p.name, p.schema, known)])))
    .map((values) =>
      op.path.replace(/\{(\w+)\}/g, (_m, name: string) => (values as Record<string, string>)[name] ?? ""),
    );
  const sendsBody = op.method !== "GET";
  return fc
    .record({
      path,
      query: queryString(op, known),
      headers: headers(op, known, cookie),
      body: sendsBody
        ? bodies(op, known)
        : fc.oneof({ arbitrary: fc.constant<Body>({}), weight: 9 }, { arbitrary: bodies(op, known), weight: 1 }),
    })
    .map(({ path: p, query, headers: h, body }) => ({
      method: op.method,
      url: query ? `${p}?${query}` : p,
      headers: body.contentType ? { ...h, "content-type": body.contentType } : h,
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    }));
}

/** A document-valid body for an operation, in the first media type it reads: JSON, a form, or multipart with a file. */
function allowedBody(op: Operation, known: KnownValues): fc.Arbitrary<Body> {
  const [type] = op.consumes;
  if (!type) return fc.constant({});
  const value = validValue(op.body[type], known);
  if (type === "application/json")
    return value.map((v) => ({ contentType: type, payload: JSON.stringify(v) ?? "null" }));
  if (type === "application/x-www-form-urlencoded")
    return value.map((v) => ({ contentType: type, payload: formEncode(v) }));
  return value.map((v) => {
    const fields = Object.fromEntries(
      Object.entries((v ?? {}) as Record<string, unknown>)
        .filter(([, x]) => typeof x !== "object" || x === null)
        .map(([k, x]) => [k, asText(x)]),
    );
    const boundary = "pp-fuzz-boundary";
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: multipartBody(fields, { name: "id.png", bytes: pngBytes() }, boundary),
    };
  });
}

/**
 * Requests the document allows: every path parameter a real value (or, where the fixtures have none, one its schema
 * accepts), a query of the named parameters, each valid by its schema, and a body valid by the operation's request
 * schema in the first media type it reads.
 */
export function allowedRequestsFor(op: Operation, known: KnownValues, cookie: string): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const path = fc
    .record(
      Object.fromEntries(
        pathParams.map((p) => {
          // Real values of a parameter of that name, where the document's schema for it takes them.
          const pattern = p.schema.pattern ? new RegExp(p.schema.pattern) : undefined;
          const real = (known.path[p.name] ?? []).filter((v) => !pattern || pattern.test(v));
          const value = real.length > 0 ? fc.constantFrom(...real) : validValue(p.schema, known).map(asText);
          return [p.name, value.map(percentEncode)];
        }),
      ),
    )
    .map((values) =>
      op.path.replace(/\{(\w+)\}/g, (_m, name: string) => (values as Record<string, string>)[name] ?? ""),
    );
  const params = op.parameters.filter((p) => p.in === "query");
  const query = validValue(
    {
      type: "object",
      properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
      required: params.filter((p) => p.required).map((p) => p.name),
    },
    known,
  ).map(formEncode);
  const body = op.method === "GET" ? fc.constant<Body>({}) : allowedBody(op, known);
  // A declared header (an API key, an idempotency key) gets a real value where the fixtures hold one.
  const declared = fc.record(
    Object.fromEntries(
      op.parameters
        .filter((p) => p.in === "header")
        .map((p) => {
          const real = known.headers[p.name] ?? [];
          return [p.name, real.length > 0 ? fc.constantFrom(...real) : validValue(p.schema, known).map(asText)];
        }),
    ),
  );
  return fc.record({ path, query, body, declared }).map(({ path: p, query: q, body: b, declared: d }) => ({
    method: op.method,
    url: q ? `${p}?${q}` : p,
    headers: { ...(d as Record<string, string>), cookie, ...(b.contentType ? { "content-type": b.contentType } : {}) },
    ...(b.payload === undefined ? {} : { payload: b.payload }),
  }));
}

/** What a failure report shows: enough to replay the request, cut to a readable size. */
export function describeRequest(r: FuzzRequest): string {
  const cut = (s: string) => (s.length > 600 ? `${s.slice(0, 600)}… (${s.length} characters)` : s);
  const payload =
    r.payload === undefined
      ? ""
      : Buffer.isBuffer(r.payload)
        ? `<${r.payload.length} bytes>`
        : JSON.stringify(cut(r.payload));
  return `${r.method} ${cut(r.url)}\nheaders: ${JSON.stringify(r.headers)}\nbody: ${payload}`;
}
