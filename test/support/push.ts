import type { Role } from "./members.js";
import { cookieFor } from "./members.js";
import type { FakeDevice } from "./fake-push-service.js";
import { callApi } from "./positions.js";
import type { TestApp } from "./test-app.js";
import { subscribe } from "../../src/server/features/push/push.service.js";
import type { PushSender } from "../../src/server/features/push/push-sender.js";

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
