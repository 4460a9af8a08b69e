import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "../../src/pdf/woff-to-sfnt";

const require = createRequire(import.meta.url);
const fontkit = require("fontkit") as {
  create(data: Buffer): {
    numGlyphs: number;
    directory: { tables: Record<string, unknown> };
    layout(text: string): { glyphs: { id: number }[]; positions: { xAdvance: number }[] };
  };
};
const FILES = path.join(path.dirname(require.resolve("@fontsource/ibm-plex-sans-arabic")), "files");

describe("a WOFF font unwrapped once", () => {
  it.each(["arabic-400", "arabic-600", "latin-400"])("is the same font as the WOFF (%s)", (face) => {
    const woff = readFileSync(path.join(FILES, `ibm-plex-sans-arabic-${face}-normal.woff`));
    const sfnt = woffToSfnt(woff);
    const [wrapped, unwrapped] = [fontkit.create(woff), fontkit.create(sfnt)];
    expect(sfnt.readUInt32BE(0)).not.toBe(0x774f4646);
    expect(unwrapped.numGlyphs).toBe(wrapped.numGlyphs);
    expect(Object.keys(unwrapped.directory.tables).sort()).toEqual(Object.keys(wrapped.directory.tables).sort());
    // Shaped alike: the same glyphs at the same advances, ligatures and joining forms included.
    const text = face.startsWith("arabic") ? "لا إله إلا الله، وثيقة التأمين ١٢٣" : "Policy (No. 123): AED 1,234.50";
    const [a, b] = [wrapped.layout(text), unwrapped.layout(text)];
    expect(b.glyphs.map((g) => g.id)).toEqual(a.glyphs.map((g) => g.id));
    expect(b.positions.map((p) => p.xAdvance)).toEqual(a.positions.map((p) => p.xAdvance));
  });

  it("refuses a file that is not a WOFF 1.0 font", () => {
    expect(() => woffToSfnt(Buffer.from("wOF2 not this one, nor anything else"))).toThrow(/not a WOFF 1.0 font/);
  });
});
