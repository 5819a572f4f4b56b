import type { Role } from "./members.js";
import { cookieFor } from "./members.js";
import type { FakeDevice } from "./fake-push-service.js";
import { callApi } from "./positions.js";
import type { TestApp } from "./test-app.js";
import { subscribe } from "../../src/server/features/push/push.service.js";
import type { PushSender } from "../../src/server/features/push/push-sender.js";
import arPages from "../../src/shared/i18n/catalogues/ar/pages.js";
import esPages from "../../src/shared/i18n/catalogues/es/pages.js";
import ruPages from "../../src/shared/i18n/catalogues/ru/pages.js";
import { DEFAULT_RISK_WARNING_TEXTS } from "../../src/shared/risk-warnings.js";

/**
 * Someone in that role with devices registered. The fake push service listens on plain http, which the
 * subscribe route refuses (browsers' endpoints are https), so the devices are stored through the service; the
 * app must be made with PUSH_TEST_ENV, as the fake listens on 127.0.0.1.
 */
export async function personWithDevices(
  t: TestApp,
  role: Exclude<Role, "signed out">,
  now: Date,
  ...devices: FakeDevice[]
) {
  const cookie = (await cookieFor(t, role, now)) ?? "";
  const me = await callApi(t, "GET", "/api/auth/me", { cookie });
  const id = me.json<{ id: string }>().id;
  const deps = {
    db: t.database.handle.db,
    clock: { now: () => now },
    sender: unusedSender,
    appName: t.config.appName,
    allowPrivateEndpoints: t.config.push.allowPrivateEndpoints,
  };
  for (const device of devices) await subscribe(deps, id, device.subscription);
  return { cookie, id };
}

/** What a test app needs to push to the local fake push service. */
export const PUSH_TEST_ENV = { PUSH_ALLOW_PRIVATE_FOR_TESTING: "true" };

const unusedSender: PushSender = {
  send: () => Promise.reject(new Error("not used")),
  close: () => {},
};

/** The one-line risk warning every push carries while the admin keeps the default (docs/product.md#risk-warnings). */
export const DEFAULT_SHORT_WARNING = DEFAULT_RISK_WARNING_TEXTS.short;
/** The default risk warning's one line as a push in that language ends with it. */
export const SHORT_WARNING_IN = {
  es: esPages.riskWarning.uk.short,
  ar: arPages.riskWarning.uk.short,
  ru: ruPages.riskWarning.uk.short,
} as const;

/**
 * A push body's message without the risk warning's line that must end it: a body without that line fails the test
 * here, so a test of what a push says checks the warning too.
 */
export function pushMessage(payload: unknown, warning = DEFAULT_SHORT_WARNING): string {
  const body = (payload as { body: string }).body;
  const suffix = `\n${warning}`;
  if (!body.endsWith(suffix)) throw new Error(`A push body without the risk warning: ${JSON.stringify(body)}`);
  return body.slice(0, -suffix.length);
}
