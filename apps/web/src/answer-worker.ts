/// <reference lib="webworker" />
// zod never probes for eval here either: the worker's script is under the same content security policy.
import "./app/zod-jitless";
import type { AnswerCheck, AnswerChecked } from "./api/answer-messages";
import { type AnswerModuleName, answerModules } from "./api/answer-modules";
import { retryableImport } from "./ui/plain/retryable-import";

/**
 * The answers' worker: builds the domain's schemas (tens of milliseconds per module on a phone) and checks each answer
 * of the server with its schema, so that neither holds the page's main thread, where a press or a key waits behind them.
 * A module is loaded once, on the first message that names it; one that failed to load is tried again by the next.
 */
const modules: Record<AnswerModuleName, () => Promise<Record<string, unknown>>> = answerModules;
const load = Object.fromEntries(
  Object.entries(modules).map(([name, loader]) => [name, retryableImport(loader)]),
) as typeof modules;

/**
 * Answers the page. An answer that cannot be sent (a schema that made something a message cannot carry) is handed back
 * to the page to check itself, so that no answer is left waiting.
 */
function reply(message: AnswerChecked) {
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  try {
    scope.postMessage(message);
  } catch {
    scope.postMessage({ id: message.id, outcome: "unknown" } satisfies AnswerChecked);
  }
}

self.addEventListener("message", (event: MessageEvent<AnswerCheck>) => {
  const message = event.data;
  if (!Object.hasOwn(answerModules, message.module)) {
    if (message.id !== undefined) reply({ id: message.id, outcome: "unknown" });
    return;
  }
  const module = load[message.module]();
  if (message.id === undefined) {
    // Asked ahead of the answer: the module loads while the request is on its way.
    module.catch(() => undefined);
    return;
  }
  const { id, schema, value } = message;
  module.then(
    (schemas) => {
      const checker = schemas[schema ?? ""] as { safeParse?: (value: unknown) => { success: boolean; data?: unknown } };
      if (typeof checker?.safeParse !== "function") return reply({ id, outcome: "unknown" });
      let result: { success: boolean; data?: unknown };
      try {
        result = checker.safeParse(value);
      } catch {
        // A schema's own step (a transform, a refinement) threw on this answer: refused like any answer it rejects.
        return reply({ id, outcome: "refused" });
      }
      reply(result.success ? { id, outcome: "checked", value: result.data } : { id, outcome: "refused" });
    },
    () => reply({ id, outcome: "unloaded" }),
  );
});
