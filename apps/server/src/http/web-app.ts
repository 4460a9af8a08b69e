import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { firstReadsOf, isCustomerAppPage, PARTNER_API, type PublicConfig } from "@pp/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { answerFor } from "../i18n/answer-text";
import { requestLanguage } from "../i18n/request-language";
import { earlyAnswers } from "./early-answers";
import { CLIENT_ERROR_ANSWERS } from "./generic-answers";
import type { AnswerWrongMethod } from "./method-not-allowed";
import { pageHtml, withEarlyAnswers } from "./page-html";
import { type PagePreloads, pagePreloads } from "./page-preloads";

/**
 * Serves the built React app. Hashed assets are cached for a year; the pages never, so a deploy reaches users on their
 * next navigation. The customer's pages get customer.html (their own app); every other non-API path, unknown ones too,
 * gets index.html (history fallback) and the router decides. Both carry the public configuration (`pageHtml`). An
 * /api address asked with a method it does not serve is answered 405 (`answerWrongMethod`), an unknown one 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  publicConfig: PublicConfig,
  answerWrongMethod: AnswerWrongMethod,
) {
  const indexFile = path.join(distDir, "index.html");
  const built = existsSync(indexFile);
  const portal = pagesOf(built ? readFileSync(indexFile, "utf8") : "", publicConfig);
  // The customer's pages have an app of their own, cut for them alone (fewer, larger files on a phone's connection). A
  // build without it (an older one) sends them the portal's, which holds every page.
  const customerFile = path.join(distDir, "customer.html");
  const customerPages = existsSync(customerFile) ? pagesOf(readFileSync(customerFile, "utf8"), publicConfig) : portal;
  // Each page names the chunks it cannot show itself without, which then load beside the entry (`pagePreloads`): its
  // texts, and on a page of the signed-in shell the shell's chunks.
  const preloads = built ? pagePreloads(distDir) : undefined;
  const withLinks = (pages: typeof portal, kind: keyof PagePreloads) => ({
    en: withPreloads(pages.en, preloads?.[kind].en ?? ""),
    ar: withPreloads(pages.ar, preloads?.[kind].ar ?? ""),
  });
  const shell = withLinks(portal, "shell");
  const customer = withLinks(customerPages, "customer");
  const portalPages = withLinks(portal, "portal");
  // The page is in the visitor's language from its first paint (lang, dir), so it must not be cached across them. A
  // customer's page comes with the answers of its first reads: one round trip less on a phone, and a page that holds
  // their renewal or application is not stored anywhere.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const address = pathOf(request.url);
    const html = isCustomerAppPage(address) ? customer : isShellAddress(address) ? shell : portalPages;
    const page = html[requestLanguage(request)];
    const answers = await earlyAnswers(app, request);
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", answers ? "no-store" : "no-cache")
      .header("vary", "cookie, accept-language")
      .send(answers ? withEarlyAnswers(page, answers) : page);
  };
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes each script and stylesheet compressed at the strongest levels (`.br`, `.gz`): they are sent as
      // they are, smaller than compressing per request can afford to make them, and without the work on every request.
      preCompressed: true,
      // Otherwise the file sender's own "public, max-age=0" replaces the header set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        // The same address answers in Brotli, gzip or plain by what the browser accepts: a cache keeps them apart.
        res.setHeader("vary", "accept-encoding");
        res.setHeader(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
    // The portal's first page, not an operation of the API: the document leaves it out, as it does the built files.
    app.get("/", { schema: { hide: true } }, (request, reply) => sendPage(request, reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === "GET" && !request.url.startsWith("/api/") && !path.extname(pathOf(request.url));
    if (isPage && built) return sendPage(request, reply);
    if (isPage) return reply.status(503).type("text/plain").send("The web app is not built. Run `npm run build`.");
    if (answerWrongMethod(pathOf(request.url), reply)) return reply;
    return reply.status(404).send({ message: answerFor(request, CLIENT_ERROR_ANSWERS[404]!) });
  });
}

/** An address the signed-in shell shows (its first reads are the session's): every one no public page claims. */
const isShellAddress = (address: string) => firstReadsOf(address).includes(PARTNER_API.session);

/** A page with `links` at the end of its head. */
const withPreloads = (html: string, links: string) => (links ? html.replace("</head>", `  ${links}\n  </head>`) : html);

/** A request's path, without its query. */
const pathOf = (url: string) => url.split("?")[0] ?? "";

/** A built HTML page with the public configuration, in each language. */
function pagesOf(html: string, publicConfig: PublicConfig) {
  return { en: pageHtml(html, publicConfig, "en"), ar: pageHtml(html, publicConfig, "ar") };
}
