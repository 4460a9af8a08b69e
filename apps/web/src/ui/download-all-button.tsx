import { useState } from "react";
import { useText } from "../i18n/use-text";
import styles from "./download-all-button.module.css";
import { Alert } from "./plain/alert";
import { AnchorButton, Button } from "./plain/button";

/** The file name the server gave in its Content-Disposition, or a plain one. */
function attachmentName(disposition: string | null): string {
  const name = disposition?.match(/filename="?([^";]+)"?/)?.[1];
  return name ?? "documents.zip";
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
 * "Download all documents": the page fetches the ZIP itself, so that a server that cannot make it (a document still
 * being generated, a storage outage) or a phone that lost its connection ends in the page's own message with a way
 * forward, instead of the browser's bare "Failed – server problem" in its download bar. The link's address stays on
 * the button, so "Save link as" and a middle click still work.
 */
export function DownloadAllButton({ href }: { href: string }) {
  const { t } = useText();
  const [state, setState] = useState<"idle" | "preparing" | "failed">("idle");

  const download = async () => {
    setState("preparing");
    try {
      const response = await fetch(href, { credentials: "same-origin" });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      saveFile(await response.blob(), attachmentName(response.headers.get("content-disposition")));
      setState("idle");
    } catch {
      setState("failed");
    }
  };

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
