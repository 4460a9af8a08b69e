import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";

/**
 * The embedded database, taking turns with the requests. PGlite runs each query on the event loop's own thread and
 * answers without any I/O, so a request's queries ran back to back as one stretch: the reads of a 100-member
 * schedule, or the twenty batches of a 10,000-row export, held every other request (a health probe included) for as
 * long as all of them together. Each query here first lets the I/O already due run (decision 040), so the loop is
 * held for one query at most, never for a request's whole chain of them.
 */
export class TurnTakingPGlite extends PGlite {
  override _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T> {
    return super._runExclusiveQuery(async () => {
      await nextTurn();
      return run();
    });
  }
}
