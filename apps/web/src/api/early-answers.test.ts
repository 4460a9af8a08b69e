import { EARLY_ANSWERS_ELEMENT_ID } from "@pp/domain/routing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "./client";
import { forgetEarlyAnswers } from "./early-answers";

const fromServer = { policyNo: "BP-2026-000001", state: "due" };
const fromNetwork = { policyNo: "BP-2026-000001", state: "renewed" };

/** The page as the server sent it: its answers in a JSON data block. */
function pageWith(block: string) {
  document.head.innerHTML = `<script type="application/json" id="${EARLY_ANSWERS_ELEMENT_ID}">${block}</script>`;
  forgetEarlyAnswers();
}

// The browser's fetch stands in for the network: each call is counted and answers what the server would now say.
const fetchSpy = vi.fn(async () => new Response(JSON.stringify(fromNetwork), { status: 200 }));
beforeEach(() => {
  fetchSpy.mockClear();
  vi.stubGlobal("fetch", fetchSpy);
  // The page opened a second ago: a test worker's own clock may be far past the answers' age on a loaded machine.
  vi.spyOn(performance, "now").mockReturnValue(1_000);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = "";
});

describe("a page's first reads use the answers the server sent with it", () => {
  it("the first GET of a path takes the answer and asks no one; the next read asks the server", async () => {
    pageWith(JSON.stringify({ "/api/renewals/current": fromServer }));
    expect(await apiRequest("/api/renewals/current")).toEqual(fromServer);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await apiRequest("/api/renewals/current")).toEqual(fromNetwork);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("a read of another path goes to the server, and after a write no answer sent with the page is used", async () => {
    pageWith(JSON.stringify({ "/api/renewals/current": fromServer, "/api/renewals/questions": fromServer }));
    await apiRequest("/api/renewals/current/review");
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(await apiRequest("/api/renewals/questions")).toEqual(fromServer);
    await apiRequest("/api/renewals/current", { method: "PUT", body: { memberIds: [1] } });
    expect(await apiRequest("/api/renewals/current")).toEqual(fromNetwork);
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it("an answer not taken while the page opened is no longer used", async () => {
    pageWith(JSON.stringify({ "/api/renewals/current": fromServer }));
    vi.spyOn(performance, "now").mockReturnValue(60_000);
    expect(await apiRequest("/api/renewals/current")).toEqual(fromNetwork);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("a page without the block, or with one that cannot be read, reads everything itself", async () => {
    for (const block of ["", "{not json", "[1,2]", "null", '"text"']) {
      pageWith(block);
      expect(await apiRequest("/api/renewals/current"), block).toEqual(fromNetwork);
    }
    document.head.innerHTML = "";
    forgetEarlyAnswers();
    expect(await apiRequest("/api/renewals/current")).toEqual(fromNetwork);
    expect(fetchSpy).toHaveBeenCalledTimes(6);
  });
});
