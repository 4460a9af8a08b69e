import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { threadId } from "node:worker_threads";
import { woffToSfnt } from "./woff-to-sfnt";

/**
 * The families SVG drawings name. Latin text in IBM Plex Sans (the documents' font); Arabic text in Noto Sans Arabic,
 * a family of its own, so a full stop or a digit inside Arabic falls back to the Latin family (the SVG renderer falls
 * back between families, never between two files of one).
 */
export const SVG_FONT_FAMILY = "IBM Plex Sans Arabic";
export const SVG_ARABIC_FONT_FAMILY = "Noto Sans Arabic";

const require = createRequire(import.meta.url);
const filesOf = (pkg: string) => path.join(path.dirname(require.resolve(pkg)), "files");
const SOURCES = [
  [filesOf("@fontsource/ibm-plex-sans-arabic"), "ibm-plex-sans-arabic-latin-400-normal.woff"],
  [filesOf("@fontsource/ibm-plex-sans-arabic"), "ibm-plex-sans-arabic-latin-600-normal.woff"],
  [filesOf("@fontsource/noto-sans-arabic"), "noto-sans-arabic-arabic-400-normal.woff"],
  [filesOf("@fontsource/noto-sans-arabic"), "noto-sans-arabic-arabic-600-normal.woff"],
] as const;

let files: string[] | undefined;

/**
 * The fonts as files the SVG renderer can load (it reads TrueType, not the WOFF the app ships): unwrapped once per
 * thread into the process's private temporary folder. Each thread of the CPU pool writes under a name of its own and
 * renames, so no thread ever loads a file another is still writing.
 */
export function svgFontFiles(): string[] {
  if (!files) {
    const dir = path.join(tmpdir(), `partner-portal-fonts-${process.pid}`);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    files = SOURCES.map(([folder, name]) => {
      const file = path.join(dir, name.replace(/\.woff$/, ".ttf"));
      const partial = `${file}.${threadId}.part`;
      writeFileSync(partial, woffToSfnt(readFileSync(path.join(folder, name))));
      renameSync(partial, file);
      return file;
    });
  }
  return files;
}
