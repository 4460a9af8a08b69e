import { useState } from "react";
import { useText } from "../i18n/use-text";
import styles from "./download-all-button.module.css";
import { Alert } from "./plain/alert";
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
  const download = async () => {
    setState("preparing");
    try {
      const response = await fetch(href, { credentials: "same-origin" });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      saveFile(await response.blob(), attachmentName(response.headers.get("content-disposition"), fallbackName));
      setState("idle");
    } catch {
      setState("failed");
    }
  };
  return { state, download };
}

/**
 * "Download all documents": the page fetches the ZIP itself (`useFileDownload`), and a ZIP it could not get ends in
 * the page's own message, with Try again and the documents' own links below.
 */
export function DownloadAllButton({ href }: { href: string }) {
  const { t } = useText();
  const { state, download } = useFileDownload(href, "documents.zip");

  return (
    <>
      {state === "preparing" ? (
        <Button size="large" loading loadingPosition="start">
          {t("Preparing your documents...")}
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
          {t("Download all documents")}
        </AnchorButton>
      )}
      {state === "failed" && (
        <Alert
          severity="error"
          className={styles.failed}
          action={
            <Button variant="text" inheritColor size="small" onClick={() => void download()}>
              {t("Try again")}
            </Button>
          }
        >
          {t("Your documents could not be put together just now. Try again, or download each one below.")}
        </Alert>
      )}
    </>
  );
}
