import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * Every word a screen shows goes through `t`/`tNodes` (or `translateMessage`), so an Arabic page has no
 * English left in it. This reads every component and lists the words written straight into JSX: text between tags,
 * a text attribute (a label, a title, an aria-label, a hint…), and the words of a template or string shown as a child.
 * The end-to-end tests check the screens they walk in Arabic; this checks every screen, walked or not.
 */

const SRC = path.join(import.meta.dirname, "..");

/** Attributes whose value a person reads (on screen or from a screen reader). */
const READ_ATTRIBUTES = new Set([
  "label",
  "title",
  "aria-label",
  "placeholder",
  "helperText",
  "alt",
  "description",
  "message",
  "caption",
  "hint",
  "noun",
  "continueLabel",
  "saveLabel",
  "emptyMessage",
  "searchHint",
  "keepLabel",
  "loadingLabel",
  "term",
  "pendingText",
  "dateLabel",
  "subtitle",
  "confirmLabel",
  // A confirmation's explanation, and what a send form says it sent.
  "text",
  "sent",
]);
/** Written the same in every language: a date format, a web address. */
const SAME_IN_EVERY_LANGUAGE = new Set(["DD/MM/YYYY", "sanadak.gov.ae"]);

const hasWords = (text: string) => /[A-Za-z]{2}/.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());
/** The words a template writes itself (not what its `${…}` fill in). */
const literalPartsOf = (node: ts.Expression) =>
  ts.isTemplateExpression(node)
    ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ")
    : ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
      ? node.text
      : "";

const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
const isComparedWith = (node: ts.Node) =>
  ts.isBinaryExpression(node.parent) && COMPARISONS.has(node.parent.operatorToken.kind);

/** An object marked `/*i18n*\/` for Lingui's extractor: words with an id, translated from the catalogs. */
const isWordsDescriptor = (node: ts.Node) =>
  ts.isObjectLiteralExpression(node) &&
  node.getSourceFile().text.slice(node.getFullStart(), node.getStart()).includes("/*i18n*/");

function hardCodedTexts(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`);
  /**
   * Strings inside a JSX child expression, not inside a call (`t("…")`, `formatAed(…)`) or a nested element, nor one
   * compared with (`stage === "answers"`: a state's name, not a word shown).
   */
  const stringsShownBy = (node: ts.Node, out: ts.Expression[] = []) => {
    if (isComparedWith(node)) return out;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
      out.push(node);
    else if (ts.isElementAccessExpression(node)) stringsShownBy(node.expression, out);
    else if (!ts.isCallExpression(node) && !ts.isJsxElement(node) && !ts.isJsxSelfClosingElement(node))
      ts.forEachChild(node, (child) => void stringsShownBy(child, out));
    return out;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && stringsShownBy(value).some((shown) => hasWords(literalPartsOf(shown)))) report(node, node.getText());
    }
    // A label handed over in an object ({ label: "…", to: … }, an option's { value, label }); not a descriptor's
    // message (`/*i18n*/ { id, message }`), which the catalogs hold.
    if (
      ts.isPropertyAssignment(node) &&
      !isWordsDescriptor(node.parent) &&
      /^(label|title|message|description)$/.test(node.name.getText()) &&
      hasWords(literalPartsOf(node.initializer))
    )
      report(node, node.getText());
    // A label and its value, as the lists of facts on a record are written: ["Mobile number", sponsor.mobile].
    if (ts.isArrayLiteralExpression(node) && node.elements.length === 2) {
      const [label] = node.elements;
      if (label && ts.isStringLiteral(label) && /^[A-Z][a-z]/.test(label.text) && hasWords(label.text))
        report(label, label.getText());
    }
    // A table's column headings.
    if (ts.isJsxAttribute(node) && node.name.getText() === "headers" && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : undefined;
      if (value && ts.isArrayLiteralExpression(value))
        for (const heading of value.elements)
          if (ts.isStringLiteral(heading) && hasWords(heading.text)) report(heading, heading.getText());
    }
    // A sentence kept in state to be shown (`setDone(\`The call with ${name} was cancelled.\`)`): words of two or more.
    if (ts.isCallExpression(node) && /^set[A-Z]/.test(node.expression.getText()))
      for (const argument of node.arguments)
        for (const shown of stringsShownBy(argument))
          if (/[A-Za-z]{2,} [A-Za-z]{2,}/.test(literalPartsOf(shown))) report(shown, shown.getText());
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      for (const shown of stringsShownBy(node.expression))
        if (hasWords(literalPartsOf(shown))) report(shown, shown.getText());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...new Set(found)];
}

/** The plain strings of a domain module's label tables (`…_LABELS = { key: "Label" }`), which a screen shows as they are. */
function plainLabels(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      /_LABELS$/.test(node.name.getText()) &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    )
      for (const property of node.initializer.properties)
        if (ts.isPropertyAssignment(property) && hasWords(literalPartsOf(property.initializer)))
          found.push(
            `${file}:${source.getLineAndCharacterOfPosition(property.getStart()).line + 1}: ${property.getText()}`,
          );
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the screens' texts", () => {
  it("are all translatable: no words written straight into a component", () => {
    const components = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx"),
    );
    expect(components.length).toBeGreaterThan(100);
    const found = components.flatMap((file) => hardCodedTexts(file, readFileSync(path.join(SRC, file), "utf8")));
    expect(found).toEqual([]);
  });

  it("are all translatable in the domain's label tables too: each label is words, not an English string", () => {
    const domain = path.join(SRC, "../../../packages/domain/src");
    const modules = readdirSync(domain, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.includes("locales"),
    );
    expect(modules.length).toBeGreaterThan(50);
    const found = modules.flatMap((file) => plainLabels(file, readFileSync(path.join(domain, file), "utf8")));
    expect(found).toEqual([]);
    expect(
      plainLabels(
        "sample.ts",
        'export const STATUS_LABELS = { sent: say(/*i18n*/ { id: "s", message: "Sent" }), done: "Completed" };',
      ),
    ).toEqual(['sample.ts:1: done: "Completed"']);
  });

  it("finds words between tags, in a read attribute and in a template shown as a child", () => {
    const sample = [
      "const a = <p>Policy issued</p>;",
      'const b = <Field label="First name" className="wide" />;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test, not a template
      "const c = <p>{`${count} members`}</p>;",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test, not a template
      'const d = <p>{t("Fine")} {`${first}: ${second}`} {ok ? t("Yes") : "DD/MM/YYYY"}</p>;',
      'const e = <p>{stage === "answers" ? t("Answers") : null}</p>;',
      'const f = [["Mobile number", mobile], [t("E-mail"), email]];',
      'const g = <Table headers={["Policy", t("Status")]} />;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test, not a template
      'const h = { label: "Back to the list", to: "/", value: errors[`${path}.name`] };',
      'const i = <p title={t(/*i18n*/ { id: "x.title", message: "Policy issued" })} />;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test, not a template
      'const j = () => setDone(ok ? `Sent to ${email}.` : t(/*i18n*/ { id: "x.no", message: "Not sent" }));',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test, not a template
      "const k = <Confirm text={`The link e-mailed to ${email} stops working.`} sent={sentTo && `Sent to ${sentTo}.`} />;",
      'const l = () => setTempStatus("Next");',
    ].join("\n");
    expect(hardCodedTexts("sample.tsx", sample)).toEqual([
      "sample.tsx:1: Policy issued",
      'sample.tsx:2: label="First name"',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test, not a template
      "sample.tsx:3: `${count} members`",
      'sample.tsx:6: "Mobile number"',
      'sample.tsx:7: "Policy"',
      'sample.tsx:8: label: "Back to the list"',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test, not a template
      "sample.tsx:10: `Sent to ${email}.`",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test, not a template
      "sample.tsx:11: text={`The link e-mailed to ${email} stops working.`}",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test, not a template
      "sample.tsx:11: sent={sentTo && `Sent to ${sentTo}.`}",
    ]);
  });
});
