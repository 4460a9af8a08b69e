import { EARLY_ANSWERS_ELEMENT_ID } from "@pp/domain/routing";

/**
 * How long after the page began to load an answer sent with it still stands for a fresh read: the page makes its
 * first reads within a few seconds even on a slow phone; a read made later (after a retry, on another screen) asks the
 * server again.
 */
const EARLY_ANSWER_MAX_AGE_MS = 15_000;

let answers: Map<string, unknown> | undefined;

/** The answers the server sent with the page (a JSON data block), by API path; none when the block is absent or bad. */
function readAnswers() {
  const text = document.getElementById(EARLY_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return new Map<string, unknown>();
  try {
    const parsed: unknown = JSON.parse(text);
    return new Map(parsed && typeof parsed === "object" && !Array.isArray(parsed) ? Object.entries(parsed) : []);
  } catch {
    return new Map<string, unknown>();
  }
}

/** Whether the server sent the page with answers (so what parses them is wanted as soon as the page's code). */
export function hasEarlyAnswers() {
  answers ??= readAnswers();
  return answers.size > 0;
}

/**
 * The server's answer to a GET of `path` sent with the page, taken once: the first read of that path while the page
 * opens uses it, and every other read asks the server. The caller parses it as it would a fetched answer.
 */
export function takeEarlyAnswer(path: string): { answer: unknown } | undefined {
  answers ??= readAnswers();
  if (!answers.has(path)) return undefined;
  const answer = answers.get(path);
  answers.delete(path);
  return performance.now() <= EARLY_ANSWER_MAX_AGE_MS ? { answer } : undefined;
}

/** After a write, no answer sent with the page stands any more: what it changed is read from the server. */
export const dropEarlyAnswers = () => {
  answers = new Map();
};

/** Tests only: read the page's block again. */
export const forgetEarlyAnswers = () => {
  answers = undefined;
};
