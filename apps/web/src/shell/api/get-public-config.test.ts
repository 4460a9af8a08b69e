import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from "@pp/domain";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { embeddedPublicConfig } from "./get-public-config";

const CONFIG: PublicConfig = {
  version: "1.2.3",
  insurer: { name: "Gulf Insurance", nameAr: "الخليج للتأمين", logoUrl: null },
  disclosure: {
    insurerLegalName: "Gulf Insurance PJSC",
    insurerLegalNameAr: "الخليج للتأمين ش.م.ع",
    insurerRegistrationNo: "12",
    insurerAddress: "Dubai",
    insurerAddressAr: "دبي",
  },
  meetingHosts: ["meet.example.com"],
  contactPhone: "800 123",
  contactEmail: "care@example.com",
  links: { hplusRenewals: "h", paSite: "p", termSite: "t", healthInformation: "i", feedback: "f" },
};

function embed(text: string) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = PUBLIC_CONFIG_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
});

describe("the public configuration written into the page", () => {
  it("is read on the first render, with what the server escaped restored", () => {
    const written = JSON.stringify({
      ...CONFIG,
      insurer: { name: "A < B", nameAr: "أ < ب", logoUrl: null },
    }).replaceAll("<", "\\u003c");
    expect(written).not.toContain("<");
    embed(written);
    expect(embeddedPublicConfig()).toEqual({ ...CONFIG, insurer: { name: "A < B", nameAr: "أ < ب", logoUrl: null } });
  });

  it("is absent on the dev server, and ignored when it is not the configuration's JSON, so the page fetches /api/config", () => {
    expect(embeddedPublicConfig()).toBeUndefined();
    embed("{not json");
    expect(embeddedPublicConfig()).toBeUndefined();
    document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
    embed(JSON.stringify({ version: 1 }));
    expect(embeddedPublicConfig()).toBeUndefined();
    document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
    embed("null");
    expect(embeddedPublicConfig()).toBeUndefined();
  });
});

describe("the public configuration the pages read", () => {
  // A fresh module per test: the configuration is read once for the whole app.
  let usePublicConfig: typeof import("./get-public-config").usePublicConfig;
  beforeEach(async () => {
    vi.resetModules();
    ({ usePublicConfig } = await import("./get-public-config"));
  });

  const answering = (...answers: Response[]) => {
    const fetch = vi.fn(async () => answers.shift() ?? Response.json(CONFIG));
    vi.stubGlobal("fetch", fetch);
    return fetch;
  };

  it("is the embedded one from the first render, asking the server nothing", () => {
    embed(JSON.stringify(CONFIG));
    const fetch = answering();
    const { result } = renderHook(() => usePublicConfig());
    expect(result.current.data).toEqual(CONFIG);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("is fetched once for every page part that asks, when the page carries none", async () => {
    const fetch = answering(Response.json(CONFIG));
    const footer = renderHook(() => usePublicConfig());
    const mark = renderHook(() => usePublicConfig());
    expect(footer.result.current.data).toBeUndefined();
    await vi.waitFor(() => expect(mark.result.current.data).toEqual(CONFIG));
    expect(footer.result.current.data).toEqual(CONFIG);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith("/api/config", expect.objectContaining({ method: "GET" }));
  });

  it("is tried twice more when the server fails, and asked again by the next page after that", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const busy = () => Response.json({ message: "busy" }, { status: 503 });
    const fetch = answering(busy(), busy(), busy());
    const first = renderHook(() => usePublicConfig());
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(first.result.current.data).toBeUndefined();
    const next = renderHook(() => usePublicConfig());
    await act(() => vi.advanceTimersByTimeAsync(0));
    await vi.waitFor(() => expect(next.result.current.data).toEqual(CONFIG));
    expect(first.result.current.data).toEqual(CONFIG);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("is not tried again at once when the server refused it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const fetch = answering(Response.json({ message: "no" }, { status: 404 }));
    const { result } = renderHook(() => usePublicConfig());
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(fetch).toHaveBeenCalledOnce();
    expect(result.current.data).toBeUndefined();
  });
});
