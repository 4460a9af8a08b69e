import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * A screen's catalog loads with its route (decision 065): a route names the catalogs holding the words of every module
 * its page renders — a journey folder's, or one part of a folder cut by page (the wizard's step 1 and its later steps,
 * lingui.config.ts). A catalog a route forgets is not an error anywhere else — Lingui falls back to the English written
 * in the code — so an Arabic page would show English without a test failing; one it names for words it never says is
 * weight loaded before it shows. This reads each route's `lazyNamed(() => import(…), …, { texts: [...] })` (or
 * `lazyPage(() => import(…).then(…), { texts: [...] })` for a page that takes props), follows the page's imports
 * (static, and dynamic ones the page itself makes) and asks for the catalogs whose PO file cites a module they reach.
 */

const SRC = path.join(import.meta.dirname, "..");
const files = new Set(
  readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)),
);
const read = (file: string) => readFileSync(path.join(SRC, file), "utf8");

/**
 * The journeys' catalogs, as `npm run i18n` wrote them (lingui.config.ts decides which code each holds: a folder's, or
 * part of one cut by page): each `*-texts.ts` of features/ names one or more (`QUOTATION_TEXTS: Catalog = { en: () =>
 * import("./locales/en"), … }`), and its `en.po` cites every file whose words it holds.
 */
const catalogs = [...files]
  .filter((file) => file.startsWith("features/") && file.endsWith("-texts.ts"))
  .flatMap((textsFile) =>
    [...read(textsFile).matchAll(/export const (\w+_TEXTS): Catalog = \{\s*en: \(\) => import\("([^"]+)\/en"\)/g)].map(
      ([, name = "", locales = ""]) => {
        const po = readFileSync(path.join(SRC, path.dirname(textsFile), locales, "en.po"), "utf8");
        return { name, cites: new Set([...po.matchAll(/^#: apps\/web\/src\/(\S+)$/gm)].map((m) => m[1])) };
      },
    ),
  );

const resolve = (from: string, specifier: string) => {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => files.has(candidate));
};
/**
 * The app's modules a page's module brings: its imports (not `import type`) and the `import()`s a feature makes
 * itself (app/'s own are routes, checked on their own). A folder's `*-texts.ts` only names its catalog.
 */
function reached(start: string) {
  const found = new Set<string>();
  const pending = [start];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (found.has(file) || /\/locales\/|-texts\.ts$/.test(file)) continue;
    found.add(file);
    const code = read(file);
    const specifiers = [
      ...[...code.matchAll(/^import\s+(?!type\s)(?:[^;]*?\sfrom\s+)?["'](\.[^"']+)["']/gm)].map((m) => m[1]),
      ...(file.startsWith("app/") ? [] : [...code.matchAll(/\bimport\(\s*["'](\.[^"']+)["']\s*\)/g)].map((m) => m[1])),
    ];
    for (const specifier of specifiers) {
      const target = specifier === undefined ? undefined : resolve(file, specifier);
      if (target) pending.push(target);
    }
  }
  return found;
}

type Route = { file: string; page: string; module: string; texts: string[] };

/**
 * Every `lazyNamed(() => import("…"), "Name", { texts })` and `lazyPage(() => import("…").then(…), { texts })` of app/:
 * the module it loads and the catalogs it names.
 */
function routes(): Route[] {
  const found: Route[] = [];
  for (const file of [...files].filter((f) => f.startsWith("app/"))) {
    const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      const callee = ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? node.expression.text : "";
      if (ts.isCallExpression(node) && (callee === "lazyNamed" || callee === "lazyPage")) {
        // lazyPage names no export: the page is the one its loader's `.then` picks.
        const [load, name, options] =
          callee === "lazyNamed" ? node.arguments : [node.arguments[0], node.arguments[0], node.arguments[1]];
        const imports: string[] = [];
        const findImports = (inner: ts.Node) => {
          if (
            ts.isCallExpression(inner) &&
            inner.expression.kind === ts.SyntaxKind.ImportKeyword &&
            inner.arguments[0] &&
            ts.isStringLiteral(inner.arguments[0])
          )
            imports.push(inner.arguments[0].text);
          ts.forEachChild(inner, findImports);
        };
        if (load) findImports(load);
        const texts: string[] = [];
        if (options && ts.isObjectLiteralExpression(options)) {
          for (const property of options.properties) {
            if (
              ts.isPropertyAssignment(property) &&
              property.name.getText(source) === "texts" &&
              ts.isArrayLiteralExpression(property.initializer)
            )
              texts.push(...property.initializer.elements.map((element) => element.getText(source)));
          }
        }
        // The page's own module is the last import its loader makes (one before it may start something beside it).
        const module = imports.at(-1) === undefined ? undefined : resolve(file, imports.at(-1) ?? "");
        const page =
          callee === "lazyNamed"
            ? (name?.getText(source) ?? "")
            : (/\.(\w+)\)$/.exec(name?.getText(source) ?? "")?.[1] ?? "");
        if (module) found.push({ file, page, module, texts });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe("a route's catalogs", () => {
  const all = routes();

  it("are found for every page of the app", () => {
    expect(all.length).toBeGreaterThan(20);
    expect(all.find((route) => route.page === '"TeamPage"')?.texts).toContain("TEAM_TEXTS");
    expect(all.find((route) => route.page === "PolicyListPage")?.module).toBe(
      "features/backoffice/policies/policy-list-page.tsx",
    );
  });

  it("are each journey's catalogs, every one named", () => {
    expect(catalogs.map((catalog) => catalog.name)).toEqual(expect.arrayContaining(["TEAM_TEXTS", "QUOTATION_TEXTS"]));
    // Every journey's catalog (`features/*/locales/en.po`, `…/locales/<part>/en.po`) is named by a `*-texts.ts`.
    const poFiles = [...readdirSync(path.join(SRC, "features"), { recursive: true, encoding: "utf8" })].filter((file) =>
      /(^|[\\/])locales[\\/](?:[\w-]+[\\/])?en\.po$/.test(file),
    );
    expect(catalogs).toHaveLength(poFiles.length);
  });

  it("name every catalog holding words that the modules the page reaches write, and no other", () => {
    const wrong = all.flatMap((route) => {
      // A catalog holds the written words (`/*i18n*/ {…}`) of the files it cites: a module that writes none (a path,
      // the wizard's storage) needs no catalog, so a page reaching only such modules of a folder names none.
      const writers = [...reached(route.module)].filter((file) => read(file).includes("/*i18n*/"));
      const needed = new Set(
        catalogs.filter((catalog) => writers.some((file) => catalog.cites.has(file))).map((catalog) => catalog.name),
      );
      const journeys = new Set(catalogs.map((catalog) => catalog.name));
      return [
        ...[...needed]
          .filter((name) => !route.texts.includes(name))
          .map((name) => `${route.file} ${route.page}: ${name}`),
        // A catalog no reached module needs is weight the page loads before it shows, for words it never says.
        ...route.texts
          .filter((name) => journeys.has(name) && !needed.has(name))
          .map((name) => `${route.file} ${route.page}: not ${name}`),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it("cut the new business journey by page: step 1 loads its own texts, not the later steps'", () => {
    const texts = (page: string) => all.find((route) => route.page === page)?.texts;
    expect(texts('"SponsorDetailsPage"')).toEqual(["QUOTATION_TEXTS"]);
    expect(texts('"MemberDetailsPage"')).toEqual(["QUOTATION_TEXTS", "QUOTATION_STEPS_TEXTS"]);
  });

  it("cut the back office by page: a list loads the lists' texts, not a record's", () => {
    const texts = (page: string) => all.find((route) => route.page === page)?.texts;
    expect(texts("PolicyListPage")).toEqual(["BACKOFFICE_TEXTS"]);
    expect(texts("QuotationListRoute")).toEqual(["BACKOFFICE_TEXTS"]);
    expect(texts("PolicyDetailPage")).toEqual(["BACKOFFICE_TEXTS", "BACKOFFICE_RECORDS_TEXTS"]);
  });
});
