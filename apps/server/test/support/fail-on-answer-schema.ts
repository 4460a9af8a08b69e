import { afterAll, afterEach } from "vitest";
import { takeAnswerSchemaFailures } from "./answer-schema-failures";

/**
 * Set up for every server test file (vitest.config.ts): a test during which the app answered something its own
 * response schema refused fails, naming the route and the fields, whatever the test itself checked.
 */
function failOnAnswerSchemaFailures() {
  const failures = takeAnswerSchemaFailures();
  if (failures.length > 0) {
    throw new Error(`The app answered what its own response schema refuses:\n${failures.join("\n")}`);
  }
}

afterEach(failOnAnswerSchemaFailures);
afterAll(failOnAnswerSchemaFailures);
