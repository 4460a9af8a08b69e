import { ANSWER_FAILED_ITS_SCHEMA_LOG } from "../../src/http/error-handler";

/**
 * Every answer a test app built and its own response schema refused ("GET /api/x/:id: field.path"), from the app's
 * log, until the end of the test takes them: `fail-on-answer-schema.ts` fails the test that caused one.
 */
const failures: string[] = [];

/** Reads one line the test app logged and keeps it when it is such a failure. */
export function noteLoggedLine(line: string) {
  if (!line.includes(ANSWER_FAILED_ITS_SCHEMA_LOG)) return;
  const entry = JSON.parse(line) as { msg?: string; route?: string; fields?: string[] };
  if (entry.msg === ANSWER_FAILED_ITS_SCHEMA_LOG) failures.push(`${entry.route}: ${entry.fields?.join(", ")}`);
}

/** The failures noted since the last call; a test that provokes one on purpose takes it before the check runs. */
export function takeAnswerSchemaFailures(): string[] {
  return failures.splice(0);
}
