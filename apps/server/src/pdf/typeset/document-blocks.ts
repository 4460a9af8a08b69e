import type { DocumentDisclosure } from "../document-disclosure";
import { disclosureNotes } from "../document-disclosure";
import { type Bilingual, DOCUMENT_FRAME } from "../document-labels";
import { DOCUMENT_TEMPLATE } from "./document-template";
import { typesetPdf } from "./typst-compiler";

/** A cell holds a value (a name, a date, an amount) or a text in both languages. */
export type Cell = string | Bilingual;
export type Pair = { label: Bilingual; value: Cell };

/** What a document is made of, top to bottom; the layout of each kind is the template's. */
export type Block =
  | { kind: "pairs"; rows: Pair[] }
  | { kind: "heading"; text: Bilingual }
  /**
   * Widths are shares of the page's width; `numeric` names the columns aligned right (amounts); `unbroken` the columns
   * whose values never break across lines (an identity number at its hyphens, an amount at its space).
   */
  | { kind: "table"; headers: Cell[]; widths: number[]; numeric: number[]; unbroken?: number[]; rows: Cell[][] }
  /** The amounts that close a document: kept together on one page, each with its label. */
  | { kind: "totals"; rows: Pair[] }
  | { kind: "note"; text: Bilingual };

/**
 * A document in English and Arabic, typeset by Typst: the insurer at the top, the title, the blocks, and what the
 * insurer must disclose with the rule that the Arabic text prevails.
 */
export function typesetDocument(title: Bilingual, disclosure: DocumentDisclosure, blocks: Block[]): Promise<Buffer> {
  const { insurer } = disclosure;
  return Promise.resolve(
    typesetPdf(DOCUMENT_TEMPLATE, {
      title,
      author: insurer.legalName,
      insurer: { en: insurer.legalName, ar: insurer.legalNameAr },
      tagline: DOCUMENT_FRAME.tagline,
      blocks,
      disclosure: disclosureNotes(disclosure),
    }),
  );
}

/** A titled table of the plan's benefits: what a policy schedule and a quotation print for a product sold by plan. */
export function benefitsBlocks(benefits: readonly { label: Cell; value: Cell }[]): Block[] {
  if (benefits.length === 0) return [];
  return [
    { kind: "heading", text: DOCUMENT_FRAME.benefitsHeading },
    {
      kind: "table",
      headers: [DOCUMENT_FRAME.benefit, DOCUMENT_FRAME.cover],
      widths: [1, 2],
      numeric: [],
      rows: benefits.map((b) => [b.label, b.value]),
    },
  ];
}
