import type { I18n } from "@lingui/core";

type CompiledMessage = ReturnType<Parameters<I18n["setMessagesCompiler"]>[0]>;

/**
 * Turns "Policy {number} is renewed." into Lingui's compiled form (["Policy ", ["number"], " is renewed."]). Messages
 * here have named values only: where a count would change the words (Arabic has six plural forms), the texts are
 * written so that it does not ("Members: {count}"). Lingui's own compiler parses all of ICU and weighs 7 kB more on
 * the first page.
 */
export function compileMessage(message: string): CompiledMessage {
  return message
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? [part] : part))
    .filter((part) => part !== "") as CompiledMessage;
}
