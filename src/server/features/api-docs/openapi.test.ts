import { Ajv2020 } from "ajv/dist/2020.js";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs, positionInput } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { UNDOCUMENTED_ROUTES } from "./route-docs.js";

interface Operation {
  tags?: string[];
  summary?: string;
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** Fastify's "/api/positions/:id" is OpenAPI's "/api/positions/{id}". */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

describe.each(TEST_DIALECTS)("OpenAPI document on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW, once: true });
  const clock = t.clock;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    doc = response.json<OpenApiDocument>();
  });

  it("is OpenAPI 3.1, public, and describes every API route of the app with a tag and a summary", () => {
    expect(doc.openapi).toBe("3.1.0");
    const routes = t.app.routeTable.filter((route) => {
      const [method, url] = route.split(" ");
      return method !== "HEAD" && !UNDOCUMENTED_ROUTES.has(route) && url !== undefined;
    });
    const missing = routes.filter((route) => {
      const [method = "", url = ""] = route.split(" ");
      const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      return !operation?.summary || operation.tags?.length !== 1;
    });
    expect(missing, "routes missing from the document or without a tag and summary").toEqual([]);
    expect(Object.keys(doc.paths)).not.toContain("/*");
  });

  /** Validates a real answer against the document's schema for its path, method and status. */
  const ajv = new Ajv2020({ strict: false });
  const expectDocumented = (method: string, url: string, response: LightMyRequestResponse) => {
    const operation = doc.paths[url]?.[method];
    const schema = operation?.responses[String(response.statusCode)]?.content?.["application/json"]?.schema;
    expect(schema, `${method} ${url} ${response.statusCode} has a documented JSON schema`).toBeDefined();
    const validate = ajv.compile(schema ?? {});
    expect(validate(response.json()), `${method} ${url}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  };

  it("declares response schemas that the real answers of the main routes satisfy", async () => {
    const admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    const member = (await cookieFor(t, "premium", clock.now())) ?? "";
    const id = await createPositionAs(t, admin, { riskLevel: "high" });
    await callApi(t, "PUT", `/api/positions/${id}`, {
      cookie: admin,
      body: positionInput({ riskLevel: "high", currentPrice: 1.0901 }),
    });

    const list = await callApi(t, "GET", "/api/positions", { cookie: member });
    expect(list.json<unknown[]>().length).toBeGreaterThan(0);
    expectDocumented("get", "/api/positions", list);
    expectDocumented(
      "get",
      "/api/positions/{id}/history",
      await callApi(t, "GET", `/api/positions/${id}/history`, { cookie: member }),
    );
    expectDocumented("get", "/api/auth/me", await callApi(t, "GET", "/api/auth/me", { cookie: member }));
    const feed = await callApi(t, "GET", "/api/notifications", { cookie: member });
    expect(feed.json<{ items: unknown[] }>().items.length).toBeGreaterThan(0);
    expectDocumented("get", "/api/notifications", feed);
    expectDocumented("get", "/api/admin/users", await callApi(t, "GET", "/api/admin/users", { cookie: admin }));
    expectDocumented("get", "/api/admin/stats", await callApi(t, "GET", "/api/admin/stats", { cookie: admin }));
  });
});

describe("OpenAPI for client generators", () => {
  const t = useTestApp("sqlite", { clockAt: TEST_NOW, once: true });
  const operations = async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json<
      OpenApiDocument & {
        components: { securitySchemes: Record<string, { type: string; in?: string; scheme?: string }> };
      }
    >();
    const all = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        ...(op as Operation & { operationId?: string; security?: object[] }),
      })),
    );
    return { doc, all };
  };

  it("names every operation with a unique operation id", async () => {
    const { all } = await operations();
    const ids = all.map((op) => op.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.find((op) => op.key === "POST /api/positions/{id}/events")?.operationId).toBe("postPositionsByIdEvents");
  });

  it("declares the session cookie, which operations need it, and each refusal as {message}", async () => {
    const { doc, all } = await operations();
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie" });
    const byKey = new Map(all.map((op) => [op.key, op]));
    expect(byKey.get("GET /api/positions/follows")?.security).toEqual([{ sessionCookie: [] }]);
    // A read a member's API token may make takes it too (docs/integrations.md#api-tokens), and so does one a provider
    // key may (docs/integrations.md#provider-keys).
    expect(doc.components.securitySchemes.memberToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.securitySchemes.providerKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(byKey.get("GET /api/positions")?.security).toEqual([
      { sessionCookie: [] },
      { memberToken: [] },
      { providerKey: [] },
    ]);
    expect(byKey.get("GET /api/positions/next-release")?.security).toEqual([
      { sessionCookie: [] },
      { memberToken: [] },
    ]);
    expect(byKey.get("PUT /api/positions/{id}/follow")?.security).toEqual([{ sessionCookie: [] }]);
    expect(byKey.get("GET /api/admin/users")?.security).toEqual([{ sessionCookie: [] }]);
    expect(byKey.get("POST /api/alerts/{secret}")?.security).toEqual([]);
    expect(byKey.get("POST /api/auth/login")?.security).toEqual([]);
    const login = byKey.get("POST /api/auth/login")?.responses ?? {};
    expect(Object.keys(login)).toEqual(expect.arrayContaining(["200", "400", "403", "429"]));
    const positions = byKey.get("PUT /api/positions/{id}")?.responses ?? {};
    expect(Object.keys(positions)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "404", "409"]));
    expect(positions["404"]?.content?.["application/json"]?.schema).toMatchObject({
      type: "object",
      required: ["message"],
    });
  });
});
