import type { IncomingMessage, ServerResponse } from "node:http";
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

/**
 * The headers helmet's middleware sets for `options`, recorded once from a response that only takes headers. Helmet
 * sets each from its options alone; one that came to need the request would not be recorded, and this throws.
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  let finished = false;
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error("helmet's middleware did not finish at once");
  return [...headers];
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Answered in the visitor's language (the `lang` cookie or Accept-Language: no session is read yet). */
export const CROSS_SITE_MESSAGE = "messages:request.crossSite";

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
  // Helmet's headers depend on the kind of route only, never on the request: each kind's are made once, by helmet's
  // own middleware, and each request gets them as a plain list (running the middleware per request cost a tenth of
  // a 304's CPU; @fastify/helmet built the middleware itself again on every request, docs/performance.md).
  const headersFor = {
    app: helmetHeaders(everywhere),
    // An API answer is data, never a document: it may load nothing and be framed by no one (OWASP's advice for a
    // REST API). It keeps what a browser applies to any resource (nosniff, CORP, HSTS), to a frame (X-Frame-Options)
    // and to a redirect (Referrer-Policy); what only a document reads is left off: the opener policy and
    // Origin-Agent-Cluster (a browsing context's), DNS prefetching (a page's links), X-XSS-Protection (old browsers'
    // HTML auditor), X-Download-Options (old IE opening a download) and the Flash and PDF cross-domain policy
    // (docs/performance.md).
    api: helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      strictTransportSecurity: everywhere.strictTransportSecurity,
      referrerPolicy: everywhere.referrerPolicy,
      crossOriginEmbedderPolicy: false,
      frameguard: everywhere.frameguard,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xXssProtection: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
    }),
    image: helmetHeaders(crossOrigin),
    frame: helmetHeaders({
      ...crossOrigin,
      frameguard: false,
      contentSecurityPolicy: { useDefaults: false, directives: { ...directives, frameAncestors: ["*"] } },
    }),
  };
  // One hook for both (every request runs it): the headers, then the cross-site check, whose refusal carries them.
  app.addHook("onRequest", (request, reply, done) => {
    const { embeddable, signedLink } = request.routeOptions.config;
    const kind = embeddable ?? (request.url.startsWith("/api/") ? "api" : "app");
    for (const [name, value] of headersFor[kind]) reply.header(name, value);
    const refused = !signedLink && STATE_CHANGING.has(request.method) && !isSameSiteRequest(request, options.publicUrl);
    done(refused ? new AppError("forbidden", CROSS_SITE_MESSAGE) : undefined);
  });
});
