import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "../../src/http/logger";

const EMIRATES_ID = "784-1980-1234567-8";
const PASSPORT = "N1234567";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino(loggerOptions({ LOG_LEVEL: "info" }), stream), lines };
}

describe("error logs", () => {
  it("keep a failed query's text and the database's code but never its parameters or detail", () => {
    const pgError = Object.assign(new Error("duplicate key value violates unique constraint"), {
      code: "23505",
      detail: `Key (emirates_id)=(${EMIRATES_ID}) already exists.`,
    });
    const err = new DrizzleQueryError(
      'insert into "quotation_members" ("emirates_id", "passport_no") values ($1, $2)',
      [EMIRATES_ID, PASSPORT],
      pgError,
    );
    const { log, lines } = capture();
    log.error({ err }, "request failed");
    const line = lines.join("");
    expect(line).not.toContain(EMIRATES_ID);
    expect(line).not.toContain(PASSPORT);
    const logged = JSON.parse(line).err;
    expect(logged.message).toContain('insert into "quotation_members"');
    expect(logged.message).toContain("params: [redacted]");
    expect(logged.stack).toContain("at ");
    expect(logged.cause).toMatchObject({ code: "23505", message: "duplicate key value violates unique constraint" });
  });
});
