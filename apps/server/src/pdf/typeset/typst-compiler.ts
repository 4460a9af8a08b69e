import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler";
import { woffToSfnt } from "../woff-to-sfnt";

/**
 * The documents' fonts, shipped with the app (no system font, no network): IBM Plex Sans for Latin text and IBM Plex
 * Sans Arabic for Arabic, regular and semi-bold. Only the Arabic half of Plex Sans Arabic is loaded: its Latin half
 * carries the same family name, and Typst picks one file per family, so the Latin letters come from their own family.
 * Not the web's Noto Sans Arabic: Noto draws dotted letters as a dotless letter plus dots that map to no character,
 * so text copied from a PDF would carry junk between the letters.
 */
const require = createRequire(import.meta.url);
const filesOf = (pkg: string) => path.join(path.dirname(require.resolve(pkg)), "files");
const FONT_FILES = [
  path.join(filesOf("@fontsource/ibm-plex-sans"), "ibm-plex-sans-latin-400-normal.woff"),
  path.join(filesOf("@fontsource/ibm-plex-sans"), "ibm-plex-sans-latin-600-normal.woff"),
  path.join(filesOf("@fontsource/ibm-plex-sans-arabic"), "ibm-plex-sans-arabic-arabic-400-normal.woff"),
  path.join(filesOf("@fontsource/ibm-plex-sans-arabic"), "ibm-plex-sans-arabic-arabic-600-normal.woff"),
];

/** How many compilations a cached layout result may go unused before Typst drops it (its advice for a tool). */
const CACHE_MAX_AGE = 10;

let compiler: NodeCompiler | undefined;

/**
 * The thread's Typst compiler, made at its first document: the fonts are unwrapped from WOFF (Typst reads OpenType)
 * and parsed once, which costs about 70 ms; every later document reuses them and Typst's layout cache.
 */
function compilerOfThisThread(): NodeCompiler {
  compiler ??= NodeCompiler.create({
    fontArgs: [{ fontBlobs: FONT_FILES.map((file) => woffToSfnt(readFileSync(file))) }],
  });
  return compiler;
}

/**
 * Typesets `source` (a Typst document that reads its data with `json(bytes(sys.inputs.data))`) with `data` into a PDF.
 * The data travels as JSON, never as markup, so no name or address can inject Typst code.
 */
export function typesetPdf(source: string, data: unknown): Buffer {
  const typst = compilerOfThisThread();
  const compiled = typst.compile({ mainFileContent: source, inputs: { data: JSON.stringify(data) } });
  const error = compiled.takeError();
  if (error || !compiled.result) {
    const messages = error ? typst.fetchDiagnostics(error).map((d) => JSON.stringify(d)) : ["no document"];
    throw new Error(`Typst could not typeset the document: ${messages.join("; ")}`);
  }
  const pdf = typst.pdf(compiled.result, { creationTimestamp: Math.floor(Date.now() / 1000) });
  typst.evictCache(CACHE_MAX_AGE);
  return pdf;
}
