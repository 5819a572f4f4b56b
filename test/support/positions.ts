import type { PositionInput } from "../../src/shared/positions.js";
import { TEST_ORIGIN, type TestApp } from "./test-app.js";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A same-origin API call as the browser client makes it: JSON when there is a body. */
export function callApi(
  t: TestApp,
  method: Method,
  url: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  return t.app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
}

/** A valid position input; override what the test is about. */
export function positionInput(overrides: Partial<PositionInput> = {}): PositionInput {
  return {
    asset: "EUR/USD",
    assetClass: "forex",
    direction: "long",
    entryPrice: 1.0724,
    status: "active",
    ...overrides,
  };
}

/** Creates a position as the admin and answers its id. */
export async function createPositionAs(t: TestApp, adminCookie: string, overrides: Partial<PositionInput> = {}) {
  const response = await callApi(t, "POST", "/api/positions", { cookie: adminCookie, body: positionInput(overrides) });
  if (response.statusCode !== 201) throw new Error(`create failed ${response.statusCode}: ${response.body}`);
  return response.json<{ id: string }>().id;
}
