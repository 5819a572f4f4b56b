import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import { AppError } from "../lib/app-error.js";

/**
 * docs/product.md#charts: the TradingView widget is a script from its CDN that opens its chart in a frame. Exactly
 * those origins are allowed, nothing broader.
 */
export const TRADINGVIEW_SCRIPT_ORIGIN = "https://s3.tradingview.com";
export const TRADINGVIEW_FRAME_ORIGINS = ["https://www.tradingview-widget.com", "https://*.tradingview.com"];

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The request's authority is a signed token in its own URL and it reads no session, so a post from any site
     * is as good as one from ours: a mail client's one-click unsubscribe (RFC 8058) is a form post with no Origin.
     */
    signedLink?: true;
    /**
     * Made to be shown on other sites (docs/product.md#track-record): "frame", a page any site may put in an iframe;
     * "image", an image any site may show. Either may be loaded cross-origin; the rest of the app may not.
     */
    embeddable?: "frame" | "image";
  }
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const CROSS_SITE_MESSAGE = "Cross-site request refused";

/**
 * A state-changing request must come from our own origin. Browsers always send Origin on such
 * requests; a request without one is a non-browser client, allowed unless it carries a form body
 * (the one thing a cross-site page can make a browser send without CORS).
 */
function isSameSiteRequest(request: FastifyRequest, publicOrigin: string): boolean {
  if (request.headers["sec-fetch-site"] === "cross-site") return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === publicOrigin;
  const type = request.headers["content-type"] ?? "";
  return !/^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)/i.test(type);
}

export const securityPlugin = fp(async (app: FastifyInstance, options: { publicUrl: string; secure: boolean }) => {
  const directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", TRADINGVIEW_SCRIPT_ORIGIN],
    frameSrc: TRADINGVIEW_FRAME_ORIGINS,
    // Inline styles only: toasts and Radix position elements with style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(options.secure ? { upgradeInsecureRequests: [] } : {}),
  };
  const everywhere: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: options.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
  };
  // An embeddable route loosens exactly what it must.
  const crossOrigin: HelmetOptions = { ...everywhere, crossOriginResourcePolicy: { policy: "cross-origin" } };
  // Helmet's middleware is built once per kind of route: @fastify/helmet built it again on every request, which
  // cost more than a session lookup (docs/performance.md).
  const headersFor = {
    app: helmet(everywhere),
    image: helmet(crossOrigin),
    frame: helmet({
      ...crossOrigin,
      frameguard: false,
      contentSecurityPolicy: { useDefaults: false, directives: { ...directives, frameAncestors: ["*"] } },
    }),
  };
  app.addHook("onRequest", (request, reply, done) => {
    headersFor[request.routeOptions.config.embeddable ?? "app"](request.raw, reply.raw, (error) => {
      done(error instanceof Error ? error : undefined);
    });
  });

  app.addHook("onRequest", async (request) => {
    if (request.routeOptions.config.signedLink) return;
    if (STATE_CHANGING.has(request.method) && !isSameSiteRequest(request, options.publicUrl)) {
      throw new AppError("forbidden", CROSS_SITE_MESSAGE);
    }
  });
});
