import type { Words } from "@pp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requestLanguage } from "../i18n/request-language";
import type { DisclosureConfig } from "../pdf/document-disclosure";
import { customerPage } from "./customer-page";
import { isFileAnswer, MEDIA } from "./file-answers";

/** The words of a document's error page (decision 065). */
const DOCUMENT_ERROR = {
  title: /*i18n*/ { id: "page.documentError.title", message: "This document could not be opened" },
  next: /*i18n*/ {
    id: "page.documentError.next",
    message:
      "Go back to the page you came from and try again in a moment. If it keeps happening, contact customer relations: the details are below.",
  },
} satisfies Record<string, Words>;

/**
 * The browser opened the address itself, in a tab (a document's link), rather than a page's script asking for it:
 * every browser the portal supports says so in Sec-Fetch-Dest. An API client or a page's fetch never sends "document".
 */
const opensInTab = (request: FastifyRequest) =>
  (request.method === "GET" || request.method === "HEAD") && request.headers["sec-fetch-dest"] === "document";

/** A route whose answer is a file (a PDF, a ZIP, a picture, a spreadsheet), not a page or JSON. */
export function answersAFile(schema: { response?: unknown } | undefined): boolean {
  const ok = (schema?.response as Record<string, unknown> | undefined)?.[200];
  return isFileAnswer(ok) && Object.keys(ok.content ?? {}).some((type) => type !== MEDIA.html);
}

const messageOf = (payload: string) => {
  try {
    const answer: unknown = JSON.parse(payload);
    const message = (answer as { message?: unknown } | null)?.message;
    return typeof message === "string" ? message : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A document opened in a tab that cannot be given (gone, not this partner's, still being made, a fault) answers a page
 * in the visitor's language that says so and what to do next, under the insurer's name and with customer relations'
 * details, instead of the bare JSON error a script would read. Registered before the JSON answers are translated, so
 * the page translates the message itself.
 */
export function registerDocumentErrorPages(app: FastifyInstance, site: DisclosureConfig) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== "string" || !opensInTab(request)) return payload;
    if (!answersAFile(request.routeOptions.schema)) return payload;
    const contentType = reply.getHeader("content-type");
    if (typeof contentType !== "string" || !contentType.startsWith("application/json")) return payload;
    reply.type("text/html; charset=utf-8");
    const message = messageOf(payload);
    return customerPage(request, requestLanguage(request), site, {
      title: DOCUMENT_ERROR.title,
      // The JSON answer's message, in English: translated as the answers are.
      ...(message ? { error: { answer: message } } : {}),
      paragraphs: [DOCUMENT_ERROR.next],
      // A file's address refuses `?lang=`: the page is in the language the visitor chose in the portal.
      languageSwitch: false,
    });
  });
}
