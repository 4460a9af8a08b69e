import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { placeholdersOf } from "@pp/domain";
import { describe, expect, it } from "vitest";
import { localizeMessage } from "../../src/i18n/localize-answer";
import { SERVER_MESSAGES_AR } from "../../src/i18n/messages.ar";

const SRC = path.join(import.meta.dirname, "../../src");
/**
 * What the server writes that is not an answer to a request in a language: e-mails and PDFs (written in both
 * languages on their own), command-line tools, start-up configuration errors and low-level internals.
 */
const NOT_ANSWERS = [
  /mail/,
  /pdf\//,
  /pdf-service\.ts$/,
  /page-html\.ts$/,
  /cli\.ts$/,
  /config\.ts$/,
  /^db\//,
  /^security\//,
  /^storage\//,
  /paths\.ts$/,
];

const files = readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts") && !NOT_ANSWERS.some((rule) => rule.test(file.replaceAll(path.sep, "/"))))
  .map((file) => ({ file, source: readFileSync(path.join(SRC, file), "utf8") }));

/** A message with an id (decision 065): the catalogs' own test holds its translations. */
const DESCRIPTOR_MESSAGE = /\/\*i18n\*\/\s*\(?\{\s*id:\s*"[^"]*",\s*message:\s*"(?:[^"\\]|\\.)*"/g;

/**
 * Sentences a route, a service or an error writes ("…." in quotes or backticks, values as "7"), not log lines nor
 * messages with ids.
 */
function answerMessages() {
  const found = new Map<string, string>();
  for (const { file, source } of files) {
    const code = source.replace(/log\.(?:info|warn|error|debug)\([^)]*\)/g, "").replace(DESCRIPTOR_MESSAGE, "");
    for (const m of code.matchAll(/"([A-Z][^"\n]{8,}[.!?])"/g)) found.set(m[1] as string, file);
    for (const m of code.matchAll(/`([A-Z][^`]{8,}[.!?])`/g))
      found.set((m[1] as string).replace(/\$\{[^}]*\}/g, "7"), file);
  }
  return found;
}

describe("the server's Arabic catalog", () => {
  it("translates every message the server answers with", () => {
    const missing = [...answerMessages()]
      .filter(([message]) => localizeMessage(message, "ar") === message)
      .map(([message, file]) => `${file}: ${message}`);
    expect(missing).toEqual([]);
  });

  it("carries the same values into each translation", () => {
    const mismatched = Object.entries(SERVER_MESSAGES_AR).filter(
      ([english, arabic]) => placeholdersOf(english).join() !== placeholdersOf(arabic).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
