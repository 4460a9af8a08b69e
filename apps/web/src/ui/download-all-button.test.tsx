import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DownloadAllButton } from "./download-all-button";

const HREF = "/api/policies/BP-2026-000014/documents.zip";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The network as the browser sees it: each call answers with the next of `answers` (a Response or a lost connection). */
function network(...answers: (Response | Error)[]) {
  const fetch = vi.fn(async () => {
    const answer = answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? new Error("no answer");
    return answer;
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("Download all documents", () => {
  it("says so, keeps each document's own link as the way forward, and tries again on request", async () => {
    const saved = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:documents");
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const fetch = network(
      new Response(JSON.stringify({ code: "DOCUMENT_UNAVAILABLE" }), { status: 503 }),
      new Response(new Blob(["PK"]), {
        status: 200,
        headers: { "content-disposition": 'attachment; filename="BP-2026-000014-documents.zip"' },
      }),
    );
    render(<DownloadAllButton href={HREF} />);
    const button = screen.getByRole("link", { name: "Download all documents" });
    // The address stays on the link: "Save link as" and a middle click still reach the ZIP.
    expect(button.getAttribute("href")).toBe(HREF);

    fireEvent.click(button);
    expect(
      await screen.findByText(
        "Your documents could not be put together just now. Try again, or download each one below.",
      ),
    ).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith(HREF, { credentials: "same-origin" });
    expect(screen.queryByRole("alert")).toBeNull();
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("BP-2026-000014-documents.zip");
    expect(link.href).toBe("blob:documents");
  });

  it("says so when the phone lost its connection", async () => {
    network(new TypeError("Failed to fetch"));
    render(<DownloadAllButton href={HREF} />);
    fireEvent.click(screen.getByRole("link", { name: "Download all documents" }));
    expect((await screen.findByRole("alert")).textContent).toContain("could not be put together");
    expect(screen.getByRole("link", { name: "Download all documents" })).toBeTruthy();
  });
});
