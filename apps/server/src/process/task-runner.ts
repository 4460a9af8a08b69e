import { sayAgain, type Words, wordsSaidWithValuesIn } from "@pp/domain";
import { Piscina } from "piscina";
import type { CpuTaskTable, TaskAnswer } from "./cpu-pool";

/*
 * What a thread of the CPU pool does with the table of tasks its entry (src/cpu-worker.ts) hands it: runs the named
 * task and moves the Buffers of its answer to the main thread instead of copying them (the answer itself, or its
 * properties one level down). The domain's strings said with values cross with the input and the answer, so that each
 * thread can translate what the other said (a plan's title on a card, a census row's error).
 */
export function taskRunner(tasks: CpuTaskTable) {
  return async function runTask({ task, input, said }: { task: keyof CpuTaskTable; input: unknown; said?: Words[] }) {
    const run = tasks[task] as ((input: unknown) => unknown) | undefined;
    if (!run) throw new Error(`no CPU task named ${String(task)}`);
    sayAgain(said ?? []);
    const answer = await run(input);
    return movable(answer, wordsSaidWithValuesIn(answer));
  };
}

function movable(value: unknown, said: Words[]) {
  const moved: ArrayBuffer[] = [];
  const own = (bytes: Uint8Array) => {
    // A small Buffer shares Node's 8 kB slab with others: it is copied to a buffer of its own before moving.
    const alone =
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
    moved.push(alone.buffer as ArrayBuffer);
    return alone;
  };
  let out = value;
  if (value instanceof Uint8Array) out = own(value);
  else if (isPlainObject(value))
    out = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v instanceof Uint8Array ? own(v) : v]));
  const taskAnswer: TaskAnswer = { answer: out, said };
  if (moved.length === 0) return taskAnswer;
  // Piscina's own shape of a value with the buffers that travel with it (its typings name only its own classes).
  const answer = { [Piscina.transferableSymbol]: moved, [Piscina.valueSymbol]: taskAnswer };
  return Piscina.move(answer as unknown as Parameters<typeof Piscina.move>[0]);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
