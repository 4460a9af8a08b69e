import { useState } from "react";
import { useText } from "../i18n/use-text";
import styles from "./download-all-button.module.css";
import { ErrorAlert } from "./error-alert";
import { AnchorButton, Button } from "./plain/button";

/** The file name the server gave in its Content-Disposition, or `fallback`. */
function attachmentName(disposition: string | null, fallback: string): string {
  const name = disposition?.match(/filename="?([^";]+)"?/)?.[1];
  return name ?? fallback;
}

/** Hands the browser a file already in memory, as a download. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click returns; the address is released a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A file the page fetches itself and then hands to the browser, so that a server that cannot make it (a document
 * still being generated, a render stopped for taking too long, a storage outage) or a phone that lost its connection
 * ends in the page's own message with a way forward, instead of the browser's bare "Failed – server problem" in its
 * download bar. The caller keeps the address on its link, so "Save link as" and a middle click still work.
 */
export function useFileDownload(href: string, fallbackName: string) {
  const [state, setState] = useState<"idle" | "preparing" | "failed">("idle");
  // What the server said of a file it could not make (a statement's PDF points to its CSV), in the page's language.
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const download = async () => {
    setState("preparing");
    setServerMessage(null);
    try {
      const response = await fetch(href, { credentials: "same-origin" });
      if (!response.ok) {
        setServerMessage(await messageOf(response));
        throw new Error(`HTTP ${response.status}`);
      }
      saveFile(await response.blob(), attachmentName(response.headers.get("content-disposition"), fallbackName));
      setState("idle");
    } catch {
      setState("failed");
    }
  };
  return { state, serverMessage, download };
}

/** The `message` of an API error answer; null for an answer that is not one (a proxy's page, a cut connection). */
async function messageOf(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === "string" ? message : null;
  } catch {
    return null;
  }
}

/**
 * Under a file the page could not get: what went wrong in the page's words, then the server's own when it gave one,
 * and Try again, which fetches the file anew.
 */
export function FileDownloadFailed({
  text,
  serverMessage,
  onRetry,
}: {
  text: string;
  serverMessage: string | null;
  onRetry: () => void;
}) {
  return (
    <div className={styles.failed}>
      <ErrorAlert onRetry={onRetry}>
        {text}
        {serverMessage && ` ${serverMessage}`}
      </ErrorAlert>
    </div>
  );
}

/**
 * "Download all documents": the page fetches the ZIP itself (`useFileDownload`), and a ZIP it could not get ends in
 * the page's own message, with Try again and the documents' own links below.
 */
export function DownloadAllButton({ href }: { href: string }) {
  const { t } = useText();
  const { state, serverMessage, download } = useFileDownload(href, "documents.zip");

  return (
    <>
      {state === "preparing" ? (
        <Button size="large" loading loadingPosition="start">
          {t(/*i18n*/ { id: "ui.downloadAllButton.preparingDocuments", message: "Preparing your documents..." })}
        </Button>
      ) : (
        <AnchorButton
          size="large"
          href={href}
          download
          onClick={(event) => {
            event.preventDefault();
            void download();
          }}
        >
          {t(/*i18n*/ { id: "ui.downloadAllButton.downloadAllDocuments", message: "Download all documents" })}
        </AnchorButton>
      )}
      {state === "failed" && (
        <FileDownloadFailed
          text={t(
            /*i18n*/ {
              id: "ui.downloadAllButton.documentsCouldNotPut",
              message: "Your documents could not be put together just now. Try again, or download each one below.",
            },
          )}
          serverMessage={serverMessage}
          onRetry={() => void download()}
        />
      )}
    </>
  );
}
