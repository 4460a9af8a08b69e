import type { AnswerCheck, AnswerChecked } from "./answer-messages";
import type { AnswerModuleName } from "./answer-modules";

/** What the page's answers' worker said of one answer; `undefined` when there is no worker to ask. */
type Outcome = Exclude<AnswerChecked["outcome"], "checked"> | { value: unknown };

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, (outcome: Outcome | undefined) => void>();

/**
 * The page's one answers' worker, started with the query cache's code or the first answer to check. A browser that
 * cannot start it (no module workers, a script that did not load) leaves every answer to the page: each waiting answer
 * and every later one is then checked on the main thread as before, never lost.
 */
function answerWorker(): Worker | null {
  if (worker !== undefined) return worker;
  let started: Worker;
  try {
    started = new Worker(new URL("../answer-worker.ts", import.meta.url), { type: "module", name: "answers" });
  } catch {
    worker = null;
    return worker;
  }
  worker = started;
  started.addEventListener("message", (event: MessageEvent<AnswerChecked>) => {
    const { id, ...said } = event.data;
    const settle = waiting.get(id);
    waiting.delete(id);
    settle?.(said.outcome === "checked" ? { value: (said as { value: unknown }).value } : said.outcome);
    // A browser may keep a module that failed to load as failed for the rest of the worker's life: the next answer is
    // checked by a new worker, which asks for the module afresh (a lost connection, then "try again").
    if (said.outcome === "unloaded") stop(started, undefined);
  });
  started.addEventListener("error", () => stop(started, null));
  return worker;
}

/** Stops `stopped`; `next` is what comes after it: a new worker with the next answer, or none. */
function stop(stopped: Worker, next: null | undefined) {
  stopped.terminate();
  if (worker !== stopped) return;
  worker = next;
  for (const settle of waiting.values()) settle(undefined);
  waiting.clear();
}

/** Starts the answers' worker ahead of the first answer, where the browser can. */
export function startAnswerWorker() {
  answerWorker();
}

/** Starts loading `module` in the worker while the request it checks the answer of is on its way. */
export function loadAnswerModule(module: AnswerModuleName) {
  answerWorker()?.postMessage({ module } satisfies AnswerCheck);
}

/**
 * Checks `value` with the export `schema` of `module` in the answers' worker. Resolves `undefined` when there is no
 * worker (the page checks the answer itself).
 */
export function checkAnswer(module: AnswerModuleName, schema: string, value: unknown): Promise<Outcome | undefined> {
  const checker = answerWorker();
  if (!checker) return Promise.resolve(undefined);
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    checker.postMessage({ module, id, schema, value } satisfies AnswerCheck);
  });
}

/**
 * The name of the export a schema picker (`(answers) => answers.xResponseSchema`) picks, found by handing it a stand-in
 * of the module; `undefined` for a picker that does more than pick one export (the page then checks the answer itself).
 */
export function pickedExport(pick: (schemas: never) => unknown): string | undefined {
  const picked: { name?: string } = {};
  const standIn = new Proxy(
    {},
    {
      get: (_, key) => {
        if (typeof key === "string") picked.name ??= key;
        return picked;
      },
    },
  );
  try {
    return pick(standIn as never) === picked ? picked.name : undefined;
  } catch {
    return undefined;
  }
}
