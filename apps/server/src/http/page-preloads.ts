import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Language } from "@pp/domain";

/**
 * The web app's modules whose chunks every signed-in page loads beside the entry's: the signed-in shell with the table
 * of its pages, and the query cache (decision 066).
 */
const SHELL_MODULES = ["src/app/routes/signed-in-routes.tsx", "src/app/query-root.tsx"];

/**
 * The catalogs a page cannot show itself without, in its language (apps/web/src/i18n/i18n.ts): every page of the app
 * the first pages' (in Arabic with the domain's sign-in words); a screen beyond the sign-in page (the shell's, the
 * customer's) the app's common one too (in Arabic with the domain's other words). The app asks for them only once its
 * entry has run; named in the page, they arrive with the entry, and the first paint no longer waits a round trip more.
 * They are named first: over HTTP/1.1 a browser fetches six files at a time, in the order the page names them, and the
 * first paint waits for the texts, not for every chunk of the shell.
 */
const FIRST_TEXTS: Record<Language, string[]> = {
  en: ["src/i18n/locales/first/en.ts"],
  ar: ["src/i18n/locales/first/ar.ts", "src/i18n/arabic-first-pages.ts"],
};
const SCREEN_TEXTS: Record<Language, string[]> = {
  en: ["src/i18n/locales/common/en.ts"],
  ar: ["src/i18n/locales/common/ar.ts", "../../packages/domain/src/i18n/locales/ar.ts"],
};

/** A chunk of a build as its chunk graph lists it (apps/web/scripts/chunk-graph-plugin.ts). */
type Chunk = { file: string; isEntry: boolean; modules: string[]; imports: string[] };

/** The `<link rel="modulepreload">` elements of each kind of page, in each language. */
export type PagePreloads = Record<"portal" | "shell" | "customer", Record<Language, string>>;

/**
 * What each page is sent with to load beside its entry: the chunks holding `modules` and those they import, but for
 * what the entry loads itself. The portal's pages (the sign-in pages) name their first texts; the signed-in shell's
 * pages the shell's chunks and the screens' texts too; the customer's app (its own build and graph) its texts.
 * Nothing when the build has no chunk graph or a module is not in it.
 */
export function pagePreloads(distDir: string): PagePreloads {
  const portal = chunkGraph(distDir, "chunk-graph.json");
  const customer = chunkGraph(distDir, "customer-chunk-graph.json") ?? portal;
  const each = (links: (language: Language) => string) => ({ en: links("en"), ar: links("ar") });
  return {
    portal: each((language) => preloadLinks(portal, FIRST_TEXTS[language])),
    shell: each((language) =>
      preloadLinks(portal, [...FIRST_TEXTS[language], ...SCREEN_TEXTS[language], ...SHELL_MODULES]),
    ),
    customer: each((language) => preloadLinks(customer, [...FIRST_TEXTS[language], ...SCREEN_TEXTS[language]])),
  };
}

function chunkGraph(distDir: string, file: string): Chunk[] | undefined {
  const graphFile = path.join(distDir, ".vite", file);
  return existsSync(graphFile) ? (JSON.parse(readFileSync(graphFile, "utf8")) as Chunk[]) : undefined;
}

function preloadLinks(chunks: Chunk[] | undefined, modules: string[]): string {
  if (!chunks) return "";
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const collect = (chunk: Chunk | undefined, into: Set<string>) => {
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const file of chunk.imports) collect(byFile.get(file), into);
  };
  const entry = new Set<string>();
  for (const chunk of chunks.filter((c) => c.isEntry)) collect(chunk, entry);
  const wanted = new Set<string>();
  for (const module of modules)
    collect(
      chunks.find((c) => c.modules.includes(module)),
      wanted,
    );
  return [...wanted]
    .filter((file) => !entry.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("");
}
