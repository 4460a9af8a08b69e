import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiError as ApiErrorType, checkedAnswer as checkedAnswerType } from "./client";

/**
 * The answers' worker and the page's side of it, in one realm: the page's `Worker` is a stand-in that hands each
 * message (cloned, as a real one is) to the worker's own handler on `self`, and hands the worker's replies back. The
 * worker loads the domain's real modules and checks with their real schemas.
 */
let page: EventTarget | undefined;
let workersStarted = 0;
class InProcessWorker extends EventTarget {
  constructor() {
    super();
    page = this;
    workersStarted += 1;
  }
  postMessage(data: unknown) {
    queueMicrotask(() => self.dispatchEvent(new MessageEvent("message", { data: structuredClone(data) })));
  }
  terminate() {
    page = undefined;
  }
}

let checkedAnswer: typeof checkedAnswerType;
let ApiError: typeof ApiErrorType;
const links = [{ benefitsLink: "https://tpa.example/benefits", networkLink: "https://tpa.example/network" }];
/** The page's own loader of the module: a call that used it would not have been checked in the worker. */
const pageLoad = vi.fn(() => import("@pp/domain/tpa-api"));

beforeEach(async () => {
  vi.resetModules();
  pageLoad.mockClear();
  vi.stubGlobal("Worker", InProcessWorker);
  vi.spyOn(self, "postMessage").mockImplementation((data: unknown) => {
    queueMicrotask(() => page?.dispatchEvent(new MessageEvent("message", { data: structuredClone(data) })));
  });
  // Each test's worker is a fresh copy of its module; the one before it stops listening.
  const listens = vi.spyOn(self, "addEventListener");
  await import("../answer-worker");
  workerListeners = listens.mock.calls.map(([type, listener]) => [type, listener] as const);
  listens.mockRestore();
  ({ checkedAnswer, ApiError } = await import("./client"));
});

let workerListeners: (readonly [string, EventListenerOrEventListenerObject | null])[] = [];

afterEach(() => {
  for (const [type, listener] of workerListeners) (self as EventTarget).removeEventListener(type, listener);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.doUnmock("@pp/domain/tpa-api");
});

describe("an answer checked in the answers' worker", () => {
  it("is the answer as its schema reads it, checked without the page loading the schemas", async () => {
    const answer = Promise.resolve([{ ...links[0], extra: "dropped" }]);
    const checked = await checkedAnswer(answer, "tpa-api", pageLoad, (answers) => answers.tpaLinksResponseSchema);
    expect(checked).toEqual(links);
    expect(pageLoad).not.toHaveBeenCalled();
  });

  it("fails as the server's fault when its schema refuses the answer", async () => {
    const answer = Promise.resolve([{ benefitsLink: 42 }]);
    const failing = checkedAnswer(answer, "tpa-api", pageLoad, (answers) => answers.tpaLinksResponseSchema);
    await expect(failing).rejects.toBeInstanceOf(ApiError);
    await expect(failing).rejects.toMatchObject({
      status: 500,
      message: "Something went wrong on our side. Please try again.",
    });
    expect(pageLoad).not.toHaveBeenCalled();
  });

  it("fails as the server's fault when a step of its schema throws on the answer, rather than never settling", async () => {
    vi.doMock("@pp/domain/tpa-api", () => ({
      tpaLinksResponseSchema: {
        safeParse: () => {
          throw new RangeError("a transform met what it did not expect");
        },
      },
    }));
    const failing = checkedAnswer(Promise.resolve(links), "tpa-api", pageLoad, (a) => a.tpaLinksResponseSchema);
    await expect(failing).rejects.toMatchObject({ status: 500 });
    expect(pageLoad).not.toHaveBeenCalled();
  });

  it("fails as a lost connection when the worker cannot load the schemas' module", async () => {
    vi.doMock("@pp/domain/tpa-api", () => {
      throw new TypeError("Failed to fetch dynamically imported module: /assets/tpa-api.js");
    });
    const failing = checkedAnswer(Promise.resolve(links), "tpa-api", pageLoad, (a) => a.tpaLinksResponseSchema);
    await expect(failing).rejects.toMatchObject({
      status: 0,
      message: "We could not reach the server. Check your connection and try again.",
    });
    expect(pageLoad).not.toHaveBeenCalled();
  });

  it("is checked by a new worker once a module did not load, which asks for the module afresh", async () => {
    vi.doMock("@pp/domain/tpa-api", () => {
      throw new TypeError("Failed to fetch dynamically imported module: /assets/tpa-api.js");
    });
    const failing = checkedAnswer(Promise.resolve(links), "tpa-api", pageLoad, (a) => a.tpaLinksResponseSchema);
    await expect(failing).rejects.toMatchObject({ status: 0 });
    vi.doUnmock("@pp/domain/tpa-api");
    const started = workersStarted;
    const checked = await checkedAnswer(Promise.resolve(links), "tpa-api", pageLoad, (a) => a.tpaLinksResponseSchema);
    expect(checked).toEqual(links);
    expect(workersStarted).toBe(started + 1);
    expect(pageLoad).not.toHaveBeenCalled();
  });

  it("fails as the request did when the request fails", async () => {
    const refused = new ApiError(404, "Not found.");
    const failing = checkedAnswer(Promise.reject(refused), "tpa-api", pageLoad, (a) => a.tpaLinksResponseSchema);
    await expect(failing).rejects.toBe(refused);
  });

  it("is checked by the page when the worker fails, the answers waiting on it included", async () => {
    vi.spyOn(self, "postMessage").mockImplementation(() => {
      queueMicrotask(() => page?.dispatchEvent(new Event("error")));
    });
    const checked = await checkedAnswer(Promise.resolve(links), "tpa-api", pageLoad, (a) => a.tpaLinksResponseSchema);
    expect(checked).toEqual(links);
    expect(pageLoad).toHaveBeenCalled();
  });

  it("is checked by the page when the browser has no worker to start", async () => {
    vi.resetModules();
    vi.stubGlobal("Worker", undefined);
    ({ checkedAnswer } = await import("./client"));
    const checked = await checkedAnswer(Promise.resolve(links), "tpa-api", pageLoad, (a) => a.tpaLinksResponseSchema);
    expect(checked).toEqual(links);
    expect(pageLoad).toHaveBeenCalled();
  });

  it("is checked by the page when the worker does not know the module (a name from an older page, say)", async () => {
    const unknown = "toString" as "tpa-api";
    const checked = await checkedAnswer(Promise.resolve(links), unknown, pageLoad, (a) => a.tpaLinksResponseSchema);
    expect(checked).toEqual(links);
    expect(pageLoad).toHaveBeenCalled();
  });

  it("is checked by the page when the picker does more than pick one export", async () => {
    const checked = await checkedAnswer(Promise.resolve(links[0]), "tpa-api", pageLoad, (a) => a.tpaLinkSchema.check());
    expect(checked).toEqual(links[0]);
    expect(pageLoad).toHaveBeenCalled();
  });
});
