import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "../config.js";
import { registerOpenApi } from "../features/api-docs/openapi.js";
import { ROOM_PLATFORM_REGISTRATIONS } from "../features/rooms/platforms.js";
import { redactUrl } from "../lib/redact-url.js";
import { requestLogger } from "../lib/request-logger.js";
import { frameworkErrorReply } from "../plugins/errors.js";
import { echoRequestId, requestIdOf } from "../plugins/request-id.js";

/** Secrets that must never reach a log line, wherever they appear. */
const LOG_REDACTIONS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "password",
  "*.password",
  "token",
  "*.token",
  "sessionToken",
  // Each chat platform's secrets (its bot token, OAuth2 secrets and tokens), named in its registration.
  ...ROOM_PLATFORM_REGISTRATIONS.flatMap((platform) => platform.logSecrets.flatMap((field) => [field, `*.${field}`])),
];

/** Fastify's request serializer, with credentials in the query string (a reset link's token) redacted. */
function requestLogValue(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The socket's peer and the X-Forwarded-For entries our own proxies appended, counted from the right; the client
 * address is the entry before them. Fastify's own numeric setting trusts nothing (it cannot check the peer), and
 * `true` would believe whatever the client wrote at the left. Only the proxies must be able to reach the app.
 */
function trustedHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

/** Fastify with its logger, limits, request ids, route table and schema compilers: no feature yet. */
export async function createHttp({
  config,
  logStream,
}: {
  config: Config;
  logStream?: NodeJS.WritableStream | undefined;
}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACTIONS, censor: "[redacted]" },
      serializers: { req: requestLogValue },
      ...(logStream ? { stream: logStream } : {}),
    },
    childLoggerFactory: requestLogger,
    trustProxy: trustedHops(config.trustedProxyHops),
    genReqId: requestIdOf(config.trustedProxyHops > 0),
    bodyLimit: 64 * 1024,
    // Fastify's default (0) would let a client that drips its body hold a connection for ever. Time spent
    // answering does not count, and a WebSocket stops counting once upgraded.
    requestTimeout: config.slowClients.requestMs,
    http: {
      headersTimeout: config.slowClients.headersMs,
      connectionsCheckingInterval: config.slowClients.checkEveryMs,
    },
    forceCloseConnections: "idle",
    // drain() has already turned the proxy away; what still arrives on an open connection is served (with
    // `Connection: close`), since a 503 to a POST would reach the user: nginx does not retry those.
    return503OnClosing: false,
    frameworkErrors: frameworkErrorReply,
  });
  // First, so the plugins registered below all report their routes (Fastify keeps no public list).
  const routeTable: string[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routeTable.push(`${method} ${route.url}`);
  });
  app.decorate("routeTable", routeTable);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  echoRequestId(app);
  await registerOpenApi(app, { appName: config.appName, publicUrl: config.publicUrl });
  return app;
}
