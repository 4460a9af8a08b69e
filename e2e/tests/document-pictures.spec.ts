import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { domesticWorker, paidPolicyThroughApi, quotationThroughApi } from "../support/api-setup";
import { expect } from "../support/fixtures";
import { test } from "../support/worker-fixtures";

/*
 * A picture of the first page of every document the portal hands over, at the width of a common laptop screen
 * (1366 px), attached to the run: what a reviewer looks at to see the papers as a customer does. Each page is drawn
 * by pdf.js in Chromium, as a browser's PDF viewer would, and must hold more than a blank page.
 */

const PICTURE_WIDTH = 1366;
const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"));
// A page of our own beside the portal, answered by the test, not the server: pdf.js loads from it as modules.
const VIEWER = "/__document-pictures/";
/** Where the pictures stay after the run: e2e/document-pictures/. */
const PICTURES_DIR = fileURLToPath(new URL("../document-pictures/", import.meta.url));

async function openViewer(page: Page) {
  await page.route(`**${VIEWER}**`, (route) => {
    const file = new URL(route.request().url()).pathname.slice(VIEWER.length);
    if (file === "") return route.fulfill({ contentType: "text/html", body: "<!doctype html><body style=margin:0>" });
    return route.fulfill({ path: path.join(pdfjsDir, "build", path.basename(file)), contentType: "text/javascript" });
  });
  await page.setViewportSize({ width: PICTURE_WIDTH, height: 900 });
  await page.goto(VIEWER);
}

/** Draws the PDF's first page PICTURE_WIDTH wide; answers the share of its pixels that are not white. */
async function drawFirstPage(page: Page, pdf: Buffer) {
  return page.evaluate(
    async ({ base64, width, viewer }) => {
      const pdfjs = await import(`${viewer}pdf.min.mjs`);
      pdfjs.GlobalWorkerOptions.workerSrc = `${viewer}pdf.worker.min.mjs`;
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const doc = await pdfjs.getDocument({ data }).promise;
      const first = await doc.getPage(1);
      const viewport = first.getViewport({ scale: width / first.getViewport({ scale: 1 }).width });
      document.body.replaceChildren();
      const canvas = document.body.appendChild(document.createElement("canvas"));
      canvas.width = width;
      canvas.height = Math.ceil(viewport.height);
      const context = canvas.getContext("2d")!;
      await first.render({ canvasContext: context, viewport }).promise;
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let inked = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 200 || pixels[i + 1]! < 200) inked++;
      return inked / (pixels.length / 4);
    },
    { base64: pdf.toString("base64"), width: PICTURE_WIDTH, viewer: VIEWER },
  );
}

async function pdfOf(api: APIRequestContext, url: string) {
  const answer = await api.get(url);
  expect(answer.status(), `${url}: ${answer.status()}`).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/pdf");
  return answer.body();
}

const uaeToday = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);

test("The first page of every document, drawn 1366 px wide, is attached to the run", async ({ agentApi, page }) => {
  test.setTimeout(180_000);
  const { quotation, policyNo } = await paidPolicyThroughApi(agentApi, {}, [domesticWorker(), domesticWorker()]);
  // Plans are compared for a product sold by plans (H+), while its quotation is being made.
  const hplus = await quotationThroughApi(agentApi, [domesticWorker(), domesticWorker()], { productCategory: 2 });
  const documents: [string, string][] = [
    ["quotation", `/api/quotations/${quotation.id}/quotation.pdf`],
    ["plan comparison", `/api/quotations/${hplus.id}/plans/comparison.pdf?plans=silver,gold`],
    ["policy schedule", `/api/policies/${policyNo}/schedule.pdf`],
    ["payment receipt", `/api/policies/${policyNo}/receipt.pdf`],
    ["tax invoice", `/api/policies/${policyNo}/tax-invoice.pdf`],
    ["member cards", `/api/policies/${policyNo}/member-cards.pdf`],
  ];
  // A cancellation refunds the unused cover and issues a tax credit note against the invoice.
  const bytes = new Map<string, Buffer>();
  for (const [name, url] of documents) bytes.set(name, await pdfOf(agentApi, url));
  const cancelled = await agentApi.post(`/api/policies/${policyNo}/cancellation`, {
    data: { effectiveDate: uaeToday(), reason: "Customer left the UAE" },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(201);
  const detail = (await (await agentApi.get(`/api/backoffice/policies/${policyNo}`)).json()) as {
    taxDocuments: { number: string; kind: string }[];
  };
  const creditNote = detail.taxDocuments.find((d) => d.kind === "credit_note");
  expect(creditNote, "the cancellation's credit note").toBeTruthy();
  bytes.set("tax credit note", await pdfOf(agentApi, `/api/policies/${policyNo}/tax-documents/${creditNote!.number}`));

  await openViewer(page);
  for (const [name, pdf] of bytes) {
    const inked = await drawFirstPage(page, pdf);
    // A blank or failed drawing holds next to nothing; a typeset first page holds text, rules and tables.
    expect(inked, `${name}: share of the page drawn`).toBeGreaterThan(0.01);
    // Kept as a file (Playwright empties a passed test's output folder) as well as attached to the report.
    const file = path.join(PICTURES_DIR, `${name.replaceAll(" ", "-")}.png`);
    const picture = await page.locator("canvas").screenshot({ path: file });
    expect(picture.readUInt32BE(16), `${name}: picture width`).toBe(PICTURE_WIDTH);
    await test.info().attach(`${name} — first page at ${PICTURE_WIDTH} px`, { path: file, contentType: "image/png" });
  }
});
