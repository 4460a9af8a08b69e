import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * A screen's catalog loads with its route (decision 065): a route names the catalogs of every journey folder whose
 * components its page renders. A catalog a route forgets is not an error anywhere else — Lingui falls back to the
 * English written in the code — so an Arabic page would show English without a test failing. This reads each route's
 * `lazyNamed(() => import(…), …, { texts: [...] })` (or `lazyPage(() => import(…).then(…), { texts: [...] })` for a
 * page that takes props), follows the page's imports (static, and dynamic ones the page itself makes) and asks for
 * the catalog of each folder on the catalogs whose words they write.
 */

const SRC = path.join(import.meta.dirname, "..");
const files = new Set(
  readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)),
);
/** The journey folders on the catalogs: each has `locales/en.po` and names its catalog `<FOLDER>_TEXTS`. */
const foldersOnCatalogs = new Set(
  readdirSync(path.join(SRC, "features"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((folder) => {
      try {
        return readFileSync(path.join(SRC, "features", folder, "locales/en.po")).length > 0;
      } catch {
        return false;
      }
    }),
);
const catalogName = (folder: string) => `${folder.toUpperCase().replace(/-/g, "_")}_TEXTS`;

const resolve = (from: string, specifier: string) => {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => files.has(candidate));
};
const read = (file: string) => readFileSync(path.join(SRC, file), "utf8");

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

  it("name the catalog of every journey folder on the catalogs whose components the page renders", () => {
    const missing = all.flatMap((route) => {
      // A folder's catalog holds its written words (`/*i18n*/ {…}`): a module that writes none (a path, the wizard's
      // storage) needs no catalog, so a page reaching only such modules of a folder names none.
      const folders = new Set(
        [...reached(route.module)]
          .filter((file) => read(file).includes("/*i18n*/"))
          .flatMap((file) => /^features\/([\w-]+)\//.exec(file)?.[1] ?? []),
      );
      return [...folders]
        .filter((folder) => foldersOnCatalogs.has(folder) && !route.texts.includes(catalogName(folder)))
        .map((folder) => `${route.file} ${route.page}: ${catalogName(folder)}`);
    });
    expect(missing).toEqual([]);
  });
});
