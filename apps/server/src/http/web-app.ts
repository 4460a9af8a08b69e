import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built React app. Hashed assets are cached for a year; index.html never,
 * so a deploy reaches users on their next navigation. Unknown non-API paths get index.html
 * (history fallback) and the router decides.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, "index.html");
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Otherwise the file sender's own "public, max-age=0" replaces the header set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
    app.get("/", (_req, reply) => reply.header("cache-control", "no-cache").sendFile("index.html"));
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === "GET" && !request.url.startsWith("/api/") && !path.extname(request.url.split("?")[0]!);
    if (isPage && built) return reply.header("cache-control", "no-cache").sendFile("index.html");
    if (isPage) return reply.status(503).type("text/plain").send("The web app is not built. Run `npm run build`.");
    return reply.status(404).send({ message: "Not found." });
  });
}
