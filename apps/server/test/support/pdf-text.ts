import { createRequire } from "node:module";
import path from "node:path";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

const fontsDir = `${path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

const open = (bytes: Buffer) =>
  getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: fontsDir, verbosity: 0 }).promise;

/** Arabic vowel marks (harakat): optional in print, and read apart from their letter (see `readLines`). */
const ARABIC_MARKS = /[\u064b-\u065f\u0670]/g;
const ARABIC_MARK = /[\u064b-\u065f\u0670]/;
const ARABIC_LETTER = /[\u0620-\u064a\u066e-\u06d3\ufb50-\ufdff\ufe70-\ufefc]/;

/** A text as `readLines` gives it back: without Arabic vowel marks. */
export const withoutMarks = (text: string) => text.replace(ARABIC_MARKS, "");

/** The text a reader would see in a PDF (every document is typeset by Typst): lines in reading order, pages joined. */
export async function pdfText(bytes: Buffer) {
  return (await readLines(bytes)).map((page) => page.join("\n")).join("\n");
}

/**
 * A run of glyphs drawn from one point: its glyphs' texts in drawing order, whether they run right to left, and the
 * height of its font on the page.
 */
type Run = { x: number; y: number; end: number; texts: string[]; rtl: boolean; size: number };

/**
 * The lines of each page of a PDF typeset by Typst, as a person reads them: top to bottom, and within a line each
 * stretch (a column, parted from the next by a gap) in its own direction, so Arabic reads right to left with any
 * number or Latin word inside it left to right. pdf.js's own text content cannot be used for Arabic: it ignores the
 * /ReversedChars marks Typst puts around right-to-left runs and orders each word on its own, so the words of an
 * Arabic line come out last to first and a ligature's letters backwards. Read glyph by glyph here instead. Vowel
 * marks are dropped: Typst gives a letter with its mark one text, which pdf.js attaches to both glyphs.
 */
export async function readLines(bytes: Buffer): Promise<string[][]> {
  return (await readStretches(bytes)).map((page) =>
    page.map((line) =>
      line
        .map((s) => s.text)
        .filter(Boolean)
        .join("  "),
    ),
  );
}

/**
 * A stretch of a line and where it is drawn, in points from the page's bottom left corner: from `left` to `right`,
 * from `bottom` (below the baseline, where descenders and the dots under Arabic letters end) to `top` (above it,
 * where capitals and Arabic ascenders end).
 */
export type Stretch = { text: string; left: number; right: number; bottom: number; top: number };

/** What `readLines` reads, each line as its stretches (columns) with their boxes: to check what overlaps what. */
export async function readStretches(bytes: Buffer): Promise<Stretch[][][]> {
  const pdf = await open(bytes);
  const pages: Stretch[][][] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const page = await pdf.getPage(p);
    pages.push(linesOf(runsOf(await page.getOperatorList())));
  }
  return pages;
}

/** Whether two stretches' boxes share any point. */
export const overlap = (a: Stretch, b: Stretch) =>
  a.left < b.right && b.left < a.right && a.bottom < b.top && b.bottom < a.top;

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

type Glyph = { unicode: string; width: number } | number | null;

function runsOf(list: { fnArray: number[]; argsArray: unknown[][] }): Run[] {
  const runs: Run[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const saved: Matrix[] = [];
  let tm: Matrix = [1, 0, 0, 1, 0, 0];
  let size = 10;
  const marks: string[] = [];
  list.fnArray.forEach((fn, i) => {
    const args = list.argsArray[i] ?? [];
    if (fn === OPS.save) saved.push(ctm);
    else if (fn === OPS.restore) ctm = saved.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.beginText) tm = [1, 0, 0, 1, 0, 0];
    else if (fn === OPS.setTextMatrix) tm = args as Matrix;
    else if (fn === OPS.setFont) size = Number(args[1]);
    else if (fn === OPS.beginMarkedContent) marks.push((args[0] as { name: string }).name);
    else if (fn === OPS.beginMarkedContentProps) marks.push(String(args[0]));
    else if (fn === OPS.endMarkedContent) marks.pop();
    else if (fn === OPS.showText) {
      const at = multiply(ctm, tm);
      let advance = 0;
      const texts: string[] = [];
      for (const g of args[0] as Glyph[]) {
        if (typeof g === "number") advance -= (g / 1000) * size;
        else if (g) {
          texts.push(g.unicode);
          advance += (g.width / 1000) * size;
        }
      }
      runs.push({
        x: at[4],
        y: at[5],
        end: at[4] + advance * at[0],
        texts,
        rtl: marks.includes("ReversedChars"),
        size: size * Math.abs(at[3]),
      });
      tm = [tm[0], tm[1], tm[2], tm[3], tm[4] + advance, tm[5]];
    }
  });
  return runs;
}

/** Runs closer than this (in points) belong to one stretch of text; a wider gap parts columns. */
const COLUMN_GAP = 4;

/**
 * Runs without the vowel marks Typst places on their own: such a mark is one glyph drawn from the point its letter
 * is drawn from, just before it, and carries the text of the first letter it was drawn on.
 */
function withoutStrayMarks(runs: Run[]): Run[] {
  const stray = (run: Run, i: number) =>
    run.texts.length === 1 &&
    ARABIC_MARK.test(run.texts[0]!) &&
    runs.slice(i + 1).some((later) => Math.abs(later.x - run.x) < 0.01);
  const kept = runs.filter((run, i) => !stray(run, i));
  return kept.map((run) => ({ ...run, texts: run.texts.map((t) => t.replace(ARABIC_MARKS, "")) }));
}

/** How far a line's ink reaches below and above its baseline, in font sizes (IBM Plex Sans and its Arabic). */
const DESCENT = 0.3;
const ASCENT = 0.8;

function stretchOf(runs: Run[]): Stretch {
  return {
    text: readStretch(runs),
    left: Math.min(...runs.map((r) => r.x)),
    right: Math.max(...runs.map((r) => r.end)),
    bottom: Math.min(...runs.map((r) => r.y - DESCENT * r.size)),
    top: Math.max(...runs.map((r) => r.y + ASCENT * r.size)),
  };
}

function linesOf(all: Run[]): Stretch[][] {
  const runs = withoutStrayMarks(all);
  const rows: Run[][] = [];
  for (const run of [...runs].sort((a, b) => b.y - a.y)) {
    const row = rows.find((r) => Math.abs(r[0]!.y - run.y) < 2.5);
    if (row) row.push(run);
    else rows.push([run]);
  }
  return rows.map((row) => {
    const sorted = row.sort((a, b) => a.x - b.x);
    const stretches: Run[][] = [];
    for (const run of sorted) {
      const last = stretches.at(-1);
      if (last && run.x - Math.max(...last.map((r) => r.end)) < COLUMN_GAP) last.push(run);
      else stretches.push([run]);
    }
    return stretches.map(stretchOf).map((s) => ({ ...s, text: s.text.replace(/ {3,}/g, "  ").trim() }));
  });
}

type Direction = "L" | "R" | "N";
const MIRRORED: Record<string, string> = { "(": ")", ")": "(", "[": "]", "]": "[", "<": ">", ">": "<" };
const STRONG_LEFT = /[A-Za-z0-9%\u00c0-\u024f]/;

/** A glyph's direction: a right-to-left run's glyphs are Arabic; else by its text (brackets, spaces: neutral). */
function directionOf(text: string, reversed: boolean): Direction {
  if (reversed || ARABIC_LETTER.test(text)) return "R";
  return STRONG_LEFT.test(text) ? "L" : "N";
}

/**
 * A stretch's glyphs, left to right as drawn, in reading order, by the bidirectional algorithm's main rules: the
 * stretch runs in the direction most of its letters have; a neutral (space, bracket, comma) between two glyphs of the
 * other direction takes theirs, else the stretch's; each run of the other direction is read in its own.
 */
function readStretch(runs: Run[]): string {
  const glyphs = runs.flatMap((run) => run.texts.map((text) => ({ text, dir: directionOf(text, run.rtl) })));
  const count = (dir: Direction) => glyphs.filter((g) => g.dir === dir).length;
  const base: Direction = count("R") >= count("L") ? "R" : "L";
  const other: Direction = base === "R" ? "L" : "R";
  const strongAround = (i: number, step: number) => {
    for (let j = i + step; j >= 0 && j < glyphs.length; j += step) if (glyphs[j]!.dir !== "N") return glyphs[j]!.dir;
    return base;
  };
  const resolved = glyphs.map((g, i) =>
    g.dir !== "N" ? g : { ...g, dir: strongAround(i, -1) === other && strongAround(i, 1) === other ? other : base },
  );
  const groups: (typeof resolved)[] = [];
  for (const g of resolved) {
    const last = groups.at(-1);
    if (last && last[0]!.dir === g.dir) last.push(g);
    else groups.push([g]);
  }
  // A bracket in right-to-left text is drawn mirrored, and its glyph names the mirrored bracket.
  const read = (group: typeof resolved) =>
    group[0]!.dir === "R"
      ? [...group]
          .reverse()
          .map((g) => MIRRORED[g.text] ?? g.text)
          .join("")
      : group.map((g) => g.text).join("");
  return (base === "R" ? groups.reverse() : groups).map(read).join("");
}
