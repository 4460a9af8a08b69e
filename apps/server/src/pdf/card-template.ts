import { TYPST_ISOLATES } from "./typeset/typst-isolates";

/**
 * The member card's Typst layout (decision 045): one ID-1 page (85.6 × 54 mm, a bank card's size) a member, printed
 * at its real size or kept on a phone. It reads `{ title, author, cardTitle, emergency, scan, cards }` as JSON, each
 * card with its facts (`rows`) and its QR code as SVG. The band at the top grows with the insurer's name, so a long
 * name wraps above the card's title instead of running over it; Typst shapes and orders the Arabic.
 */
export const CARD_TEMPLATE = `
#let d = json(bytes(sys.inputs.data))
#let brand = rgb("#0b4f8a")
#let muted = rgb("#4b5563")
#let ink = rgb("#111827")
#set document(title: d.title, author: d.author)
#set page(width: 85.6mm, height: 54mm, margin: 0pt)
#set text(font: ("IBM Plex Sans", "IBM Plex Sans Arabic"), size: 5.5pt, fill: ink, lang: "en")
#set par(leading: 0.3em, spacing: 0pt)
${TYPST_ISOLATES}

// Arabic text: right to left, right-aligned in its box.
#let ar(body, ..style) = align(right, text(lang: "ar", dir: rtl, ..style, body))
// English at the left, Arabic at the right, on one line (each wraps in its own half).
#let bilingual(t, ..style) = grid(columns: (1fr, 1fr), column-gutter: 6pt, text(..style, t.en), ar(t.ar, ..style))

#let band(c) = block(
  width: 100%,
  fill: brand,
  radius: (top-left: 6pt, top-right: 6pt),
  inset: (x: 9pt, top: 5pt, bottom: 4.5pt),
  spacing: 0pt,
  stack(
    spacing: 3pt,
    bilingual(c.insurer, size: 6.5pt, weight: 600, fill: white),
    bilingual(d.cardTitle, size: 5.5pt, fill: rgb("#dbeafe")),
  ),
)

// A fact: its label in both languages on one line, its value under it (one in both languages: English left, Arabic right).
#let fact(r) = stack(
  spacing: 1.6pt,
  grid(columns: (1fr, auto), column-gutter: 4pt, text(size: 4.3pt, fill: muted, r.label.en), ar(r.label.ar, size: 4.3pt, fill: muted)),
  if type(r.value) == str { text(size: 5.8pt, weight: 600, r.value) } else {
    grid(columns: (1fr, 1fr), column-gutter: 4pt, text(size: 5.8pt, weight: 600, r.value.en), ar(r.value.ar, size: 5.8pt, weight: 600))
  },
)

#let card(c) = {
  place(rect(width: 100%, height: 100%, radius: 6pt, stroke: 0.5pt + rgb("#d1d5db")))
  band(c)
  block(inset: (x: 9pt, top: 5pt, bottom: 0pt), spacing: 0pt, grid(
    columns: (1fr, 54pt),
    column-gutter: 8pt,
    stack(spacing: 4.2pt, text(size: 9pt, weight: 600, c.name), ..c.rows.map(fact)),
    align(center, stack(
      spacing: 2.5pt,
      v(8pt),
      image(bytes(c.qr), format: "svg", width: 50pt),
      text(size: 3.8pt, fill: muted, d.scan.en),
      text(size: 3.8pt, fill: muted, lang: "ar", dir: rtl, d.scan.ar),
    )),
  ))
  v(1fr)
  block(inset: (x: 9pt, bottom: 6pt), spacing: 0pt, grid(
    columns: (1fr, auto),
    column-gutter: 6pt,
    text(size: 5.5pt, weight: 600, fill: rgb("#b91c1c"), d.emergency.en + ": " + c.emergencyPhone),
    ar(d.emergency.ar, size: 5.5pt, weight: 600, fill: rgb("#b91c1c")),
  ))
}

#for (i, c) in d.cards.enumerate() {
  if i > 0 { pagebreak() }
  card(c)
}
`;
