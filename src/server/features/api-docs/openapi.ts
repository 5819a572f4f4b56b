import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { ROUTE_DOCS, UNDOCUMENTED_ROUTES } from "./route-docs.js";

export const OPENAPI_PATH = "/api/openapi.json";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

const SESSION_SCHEME = "sessionCookie";
const MEMBER_TOKEN_SCHEME = "memberToken";
const PROVIDER_KEY_SCHEME = "providerKey";
const MESSAGE_SCHEMA = {
  type: "object",
  properties: { message: { type: "string" } },
  required: ["message"],
};
const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Invalid input: the message names what is wrong",
  401: "Not signed in, or the session ended",
  403: "Not allowed for this account, a cross-site request (Origin), or a fresh second-factor check needed",
  404: "Not found",
  409: "Not possible in the current state",
  429: "Too many attempts: wait the Retry-After seconds",
};
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** "POST /api/positions/:id/events" is `postPositionsByIdEvents`: unique, and a usable method name for generators. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "/")
    .split(/[/.\-*]+/)
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split("-"));
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join("");
}

/** The refusals an operation can answer, each `{message}`: by its guard, its inputs and its method. */
function errorStatuses(method: string, url: string, schema: Record<string, unknown>, guard: unknown): number[] {
  const statuses = new Set<number>();
  if (schema.body || schema.querystring || schema.params) statuses.add(400);
  if (guard !== "public") statuses.add(401).add(403);
  if (UNSAFE_METHODS.has(method)) statuses.add(403).add(409);
  if (url.includes(":")) statuses.add(404);
  if (url.startsWith("/api/auth/") || url.startsWith("/api/stripe/")) statuses.add(429);
  return [...statuses].sort();
}

/** Who may call: anyone, a session, or a session or a provider key (a route that declares the scope a key needs). */
/**
 * Who may call an operation: nobody needs to sign in for an open one; otherwise the session, and a member's API token
 * (docs/integrations.md#api-tokens) or a provider key (docs/integrations.md#provider-keys) where the route admits one.
 */
function securityOf(open: boolean, config: { apiToken?: unknown; providerKey?: unknown }): Record<string, string[]>[] {
  if (open) return [];
  return [
    { [SESSION_SCHEME]: [] },
    ...(config.apiToken ? [{ [MEMBER_TOKEN_SCHEME]: [] }] : []),
    ...(config.providerKey !== undefined ? [{ [PROVIDER_KEY_SCHEME]: [] }] : []),
  ];
}

/** The route's summary, tag, operation id, authentication and refusals joined to its zod schemas (JSON Schema 2020-12). */
function describeRoute(input: TransformInput) {
  const method = [input.route.method].flat().join(",");
  const key = `${method} ${input.url}`;
  if (UNDOCUMENTED_ROUTES.has(key)) return { schema: { hide: true }, url: input.url };
  const doc = ROUTE_DOCS.get(key);
  const schema = { ...input.schema, ...(doc ? { tags: [doc.tag], summary: doc.summary } : {}) };
  const described = jsonSchemaTransform({ ...input, schema });
  const config = (input.route.config ?? {}) as { guard?: unknown; apiToken?: unknown; providerKey?: unknown };
  const guard = config.guard;
  const responses = { ...(described.schema?.response as Record<string, unknown> | undefined) };
  for (const status of errorStatuses(method, input.url, (input.schema ?? {}) as Record<string, unknown>, guard)) {
    responses[status] ??= { description: ERROR_DESCRIPTIONS[status], ...MESSAGE_SCHEMA };
  }
  return {
    ...described,
    schema: {
      ...described.schema,
      operationId: operationIdOf(method, input.url),
      security: securityOf(guard === "public" || !input.url.startsWith("/api/"), config),
      response: responses,
    },
  };
}

/**
 * Collects every route registered after it (register it before the routes) into an OpenAPI 3.1 document built
 * from the same zod schemas that validate requests and serialize answers, so the reference cannot drift.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { appName, publicUrl }: { appName: string; publicUrl: string },
) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${appName} API`,
        version: "1",
        description:
          "JSON over HTTPS; browsers authenticate with the session cookie set by POST /api/auth/login. A POST, PUT, " +
          "PATCH or DELETE with an Origin header must carry the server's own origin, and one marked " +
          "Sec-Fetch-Site: cross-site or without Origin but with a form body is refused, 403 (CSRF). Refusals are " +
          "JSON {message}.",
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: "apiKey",
            in: "cookie",
            name: publicUrl.startsWith("https:") ? "__Host-session" : "session",
            description:
              "The session cookie POST /api/auth/login sets (HttpOnly, SameSite=Lax). A change sent with an Origin " +
              "header needs it to be this server's own origin (CSRF rule).",
          },
          [MEMBER_TOKEN_SCHEME]: {
            type: "http",
            scheme: "bearer",
            description:
              "A member's read-only API token (sdm_…), made on the account page while the plan includes API " +
              "access. It reads positions, their histories and statistics; any other route or a change answers 403.",
          },
          [PROVIDER_KEY_SCHEME]: {
            type: "http",
            scheme: "bearer",
            description:
              "A provider API key (sdk_…) an admin made in Settings › Automation, sent as Authorization: Bearer. " +
              "It acts for that admin on the operations that list it, with the scope each needs: read for GETs, " +
              "publish for changes. Revoked keys and keys without the scope are refused, 401 and 403.",
          },
        },
      },
    },
    transform: describeRoute,
  });
}

/** GET /api/openapi.json: public, since it describes the API and holds no data. */
export async function openApiRoutes(app: FastifyInstance) {
  app.get(OPENAPI_PATH, { config: { guard: "public" } }, async (_request, reply) =>
    reply.header("cache-control", "no-cache").send(app.swagger()),
  );
}
