import type { AlertSourceInput, AlertSourceWithUrl } from "../../src/shared/automation.js";
import { callApi } from "./positions.js";
import type { TestApp } from "./test-app.js";

/** Creates an alert source as the admin; answers it with its webhook path. */
export async function createAlertSource(
  t: TestApp,
  adminCookie: string,
  input: Partial<AlertSourceInput> = {},
): Promise<AlertSourceWithUrl> {
  const response = await callApi(t, "POST", "/api/admin/automation/sources", {
    cookie: adminCookie,
    body: { name: "TradingView", ...input },
  });
  if (response.statusCode !== 201) throw new Error(`source not created ${response.statusCode}: ${response.body}`);
  return response.json<AlertSourceWithUrl>();
}

/** Posts an alert as TradingView does: no Origin, no cookie, the message as the body. */
export function postAlert(t: TestApp, path: string, body: string | object, contentType = "application/json") {
  return t.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": contentType },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A TradingView-shaped opening alert, its placeholders filled in (numbers as TradingView writes them). */
export const tradingViewOpen = (at: Date, overrides: Record<string, unknown> = {}) => ({
  action: "open",
  id: `EURUSD-${at.toISOString()}`,
  ref: "long-1",
  time: at.toISOString(),
  symbol: "EURUSD",
  direction: "buy",
  entry: 1.0724,
  stop: "1.0650",
  targets: [1.08, 1.09],
  commentary: "Breakout above the range",
  ...overrides,
});
