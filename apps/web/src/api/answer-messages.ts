import type { AnswerModuleName } from "./answer-modules";

/** To the answers' worker: load `module` (no `id`), or check `value` with its export `schema` and answer to `id`. */
export type AnswerCheck = { module: AnswerModuleName; id?: number; schema?: string; value?: unknown };

/**
 * From the answers' worker: the answer as its schema reads it (`checked`), refused by its schema, its module not loaded
 * (a lost connection), or a module or schema the worker does not know (the page checks the answer itself).
 */
export type AnswerChecked =
  | { id: number; outcome: "checked"; value: unknown }
  | { id: number; outcome: "refused" | "unloaded" | "unknown" };
