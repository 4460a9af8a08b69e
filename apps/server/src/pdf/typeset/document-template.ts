import { TYPST_ISOLATES } from "./typst-isolates";

/**
 * The one Typst layout of every typeset document (decision 045). It reads a `TypesetDocument` (document-blocks.ts)
 * as JSON and lays it out on A4: the insurer and the title in both languages, then the blocks, then the disclosure.
 * Typst shapes and orders the Arabic itself; a table repeats its header row on every page; a heading never ends a
 * page (sticky); a table row never breaks across pages; the totals are one unbreakable block, so a total never leaves
 * its label or the other totals.
 */
export const DOCUMENT_TEMPLATE = `
#let d = json(bytes(sys.inputs.data))
#let brand = rgb("#0b4f8a")
#let muted = luma(85)
#set document(title: d.title.en + " / " + d.title.ar, author: d.author)
#set page(
  paper: "a4",
  margin: (x: 1.7cm, top: 1.5cm, bottom: 1.8cm),
  footer: context align(center, text(size: 7pt, fill: muted, counter(page).display("1 / 1", both: true))),
)
#set text(font: ("IBM Plex Sans", "IBM Plex Sans Arabic"), size: 9pt, lang: "en")
#set par(leading: 0.55em, spacing: 0.8em)

// A value never breaks across lines and keeps its own direction in Arabic text: one box each for a value set between
// Unicode isolates (an Arabic sentence's policy number, date, name or amount: U+2066–U+2068 … U+2069, which Typst's
// bidi keeps whole and ordered inside the line), a reference ("BP-2026-000014", "TI-0000009", a date "27/11/2026",
// which would otherwise break after a hyphen or a slash) and an amount ("AED 1,250.00", which would break at its space).
${TYPST_ISOLATES}
#show regex("[A-Z0-9]+(?:[-/][A-Z0-9]+)+"): it => box(it)
#show regex("AED [0-9][0-9,.]*"): it => box(it)

// Arabic text: right to left, right-aligned in its box.
#let ar(body, ..style) = align(right, text(lang: "ar", dir: rtl, ..style, body))
// A cell holds a value (a name, a date, an amount), or a text in both languages: English, then Arabic under it. A value
// of one word (an e-mail address, a mobile number, a policy number) is one box: never broken across lines.
#let cell(c, ..style) = if type(c) == str { if c.contains(" ") { text(..style, c) } else { box(text(..style, c)) } } else {
  stack(spacing: 0.4em, text(..style, c.en), ar(c.ar, ..style))
}
// English at the left, Arabic at the right, on one line.
#let bilingual-line(t, ..style) = grid(columns: (1fr, 1fr), column-gutter: 1.5em, text(..style, t.en), ar(t.ar, ..style))

#let heading-of(t) = block(sticky: true, above: 1.3em, below: 0.7em, bilingual-line(t, size: 11pt, weight: 600))

// Rows of English label, value, Arabic label.
#let pairs(rows, size: 9pt) = grid(
  columns: (32%, 1fr, 28%),
  column-gutter: 0.8em,
  row-gutter: 0.65em,
  ..rows.map(r => (text(size: size, weight: 600, r.label.en), cell(r.value, size: size), ar(r.label.ar, size: size, weight: 600))).flatten(),
)

// A row never breaks across pages: its English line and the Arabic under it stay together.
#set table.cell(breakable: false)
#let data-table(b) = table(
  columns: b.widths.map(w => w * 1fr),
  stroke: (x, y) => if y == 0 { (bottom: 0.7pt + luma(110)) } else { (bottom: 0.3pt + luma(200)) },
  inset: (x: 3pt, y: 4pt),
  align: (x, y) => if b.numeric.contains(x) { right } else { left },
  table.header(..b.headers.map(h => cell(h, weight: 600))),
  ..b.rows.map(r => r.enumerate().map(((x, c)) => {
    // A value of an unbroken column is one box: it never wraps at a hyphen or a space.
    if type(c) == str and b.at("unbroken", default: ()).contains(x) { box(c) } else { cell(c) }
  })).flatten(),
)

#let note(t) = block(above: 0.9em, {
  set text(size: 7.5pt, fill: muted)
  par(t.en)
  ar(t.ar)
})

#bilingual-line(d.insurer, size: 14pt, weight: 600, fill: brand)
#v(-0.3em)
#bilingual-line(d.tagline, size: 8.5pt, fill: muted)
#v(0.9em)
#bilingual-line(d.title, size: 16pt, weight: 600)
#v(0.6em)

#for b in d.blocks {
  if b.kind == "pairs" { block(above: 0.9em, pairs(b.rows)) }
  else if b.kind == "heading" { heading-of(b.text) }
  else if b.kind == "table" { data-table(b) }
  else if b.kind == "totals" { block(breakable: false, above: 1.2em, pairs(b.rows, size: 10pt)) }
  else if b.kind == "note" { note(b.text) }
}

#v(1.2em)
#for t in d.disclosure { note(t) }
`;
