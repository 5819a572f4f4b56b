import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../lib/http-error.js";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** index.html with the configured product name (DECISIONS.md 1) in its title and meta tag. */
export function brandIndexHtml(html: string, appName: string): string {
  const name = escapeHtml(appName);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
    .replace(/(<meta name="application-name" content=")[^"]*(")/, `$1${name}$2`)
    .replace(/(<meta name="apple-mobile-web-app-title" content=")[^"]*(")/, `$1${name}$2`);
}

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET outside /api so the client router can show its own pages (and 404).
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { webRoot: string | undefined; appName: string }) => {
  const indexFile = options.webRoot ? join(options.webRoot, "index.html") : undefined;
  const indexHtml =
    indexFile && existsSync(indexFile) ? brandIndexHtml(readFileSync(indexFile, "utf8"), options.appName) : undefined;

  if (options.webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      index: false,
      wildcard: true,
      setHeaders: (res, path) => {
        const hashed = path.includes("/assets/");
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !path.startsWith("/api/");
    if (!wantsPage || !indexHtml) throw new HttpError(404, `Not found: ${request.method} ${path}`);
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(indexHtml);
  });
});
