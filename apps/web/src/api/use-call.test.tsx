import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./client";
import { useCall } from "./use-call";

afterEach(cleanup);

/** A server call the test answers when it chooses. */
function deferredCall() {
  const answers: { resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const call = vi.fn(
    (_input: string) =>
      new Promise<string>((resolve, reject) => {
        answers.push({ resolve, reject });
      }),
  );
  return { call, answers };
}

describe("a call a page makes without TanStack Query", () => {
  it("is idle, then pending, then holds the answer and tells the caller", async () => {
    const { call, answers } = deferredCall();
    const { result } = renderHook(() => useCall(call));
    expect(result.current.isIdle).toBe(true);
    const onSuccess = vi.fn();
    act(() => result.current.mutate("input", { onSuccess }));
    expect(call).toHaveBeenCalledWith("input");
    expect(result.current.isPending).toBe(true);
    await act(async () => answers[0]?.resolve("answer"));
    expect(result.current.isSuccess).toBe(true);
    expect(result.current.data).toBe("answer");
    expect(onSuccess).toHaveBeenCalledWith("answer");
  });

  it("holds the error with its message and tells the caller", async () => {
    const { call, answers } = deferredCall();
    const { result } = renderHook(() => useCall(call));
    const onError = vi.fn();
    act(() => result.current.mutate("input", { onError }));
    const refused = new ApiError(401, "The user ID or password is incorrect.");
    await act(async () => answers[0]?.reject(refused));
    expect(result.current.isPending).toBe(false);
    expect(result.current.error).toBe(refused);
    expect(onError).toHaveBeenCalledWith(refused);
  });

  it("ignores a second call while the first is pending (no double submit), and takes one after it", async () => {
    const { call, answers } = deferredCall();
    const { result } = renderHook(() => useCall(call));
    act(() => result.current.mutate("first"));
    act(() => result.current.mutate("second"));
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => answers[0]?.reject(new Error("lost")));
    act(() => result.current.mutate("again"));
    expect(call).toHaveBeenLastCalledWith("again");
    expect(result.current.isPending).toBe(true);
    expect(result.current.error).toBeNull();
  });

  it("fails a call that throws before returning a promise, and takes the next one", async () => {
    let calls = 0;
    const call = vi.fn((_input: string): Promise<string> => {
      calls += 1;
      if (calls === 1) throw new Error("could not start");
      return Promise.resolve("answer");
    });
    const { result } = renderHook(() => useCall(call));
    const onError = vi.fn();
    await act(async () => result.current.mutate("input", { onError }));
    expect(result.current.error?.message).toBe("could not start");
    expect(onError).toHaveBeenCalledOnce();
    await act(async () => result.current.mutate("again"));
    expect(call).toHaveBeenCalledTimes(2);
    expect(result.current.data).toBe("answer");
  });

  it("forgets a call that reset replaced: its answer neither shows nor calls back", async () => {
    const { call, answers } = deferredCall();
    const { result } = renderHook(() => useCall(call));
    const onSuccess = vi.fn();
    act(() => result.current.mutate("input", { onSuccess }));
    act(() => result.current.reset());
    expect(result.current.isIdle).toBe(true);
    await act(async () => answers[0]?.resolve("late"));
    expect(result.current.isIdle).toBe(true);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("calls nothing back once the page is gone", async () => {
    const { call, answers } = deferredCall();
    const { result, unmount } = renderHook(() => useCall(call));
    const onError = vi.fn();
    act(() => result.current.mutate("input", { onError }));
    unmount();
    await act(async () => answers[0]?.reject(new Error("lost")));
    expect(onError).not.toHaveBeenCalled();
  });
});
