import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { ROUTE_DOCS, UNDOCUMENTED_ROUTES } from "./route-docs.js";

export const OPENAPI_PATH = "/api/openapi.json";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The route's summary and tag joined to its zod schemas, which the type provider turns into JSON Schema 2020-12. */
function describeRoute(input: TransformInput) {
  const key = `${[input.route.method].flat().join(",")} ${input.url}`;
  if (UNDOCUMENTED_ROUTES.has(key)) return { schema: { hide: true }, url: input.url };
  const doc = ROUTE_DOCS.get(key);
  const schema = { ...input.schema, ...(doc ? { tags: [doc.tag], summary: doc.summary } : {}) };
  return jsonSchemaTransform({ ...input, schema });
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
        description: "JSON over HTTPS; browsers authenticate with the session cookie set by POST /api/auth/login.",
      },
      servers: [{ url: publicUrl }],
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
