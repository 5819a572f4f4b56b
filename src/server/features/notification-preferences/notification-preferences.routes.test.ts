import { describe, expect, it } from "vitest";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from "../../../shared/notification-preferences.js";
import { cookieFor, ROLES } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const PATH = "/api/account/notification-preferences";

const chosen: NotificationPreferences = {
  channels: {
    push: {
      kinds: { new_signal: true, updates: false, close: true, insight: true },
      assetClasses: { forex: true, commodities: true, crypto: true, indices: false, stocks: true },
    },
    email: {
      kinds: { new_signal: true, updates: true, close: true, insight: false },
      assetClasses: { forex: true, commodities: true, crypto: false, indices: true, stocks: true },
    },
    telegram: {
      kinds: { new_signal: true, updates: true, close: false, insight: true },
      assetClasses: { forex: false, commodities: true, crypto: true, indices: true, stocks: true },
    },
  },
  quietHours: { enabled: true, start: "22:30", end: "06:45" },
  timeZone: "America/New_York",
  recordHeads: true,
  weeklySummaries: false,
};

describe.each(TEST_DIALECTS)("notification preferences API on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const get = (cookie?: string) => callApi(t, "GET", PATH, { cookie });
  const put = (cookie: string | undefined, body: unknown) => callApi(t, "PUT", PATH, { cookie, body });

  it("answers the defaults until the member saves, then what they saved, to them alone", async () => {
    const maria = (await cookieFor(t, "premium", t.clock.now())) ?? "";
    const omar = (await cookieFor(t, "trial", t.clock.now())) ?? "";
    expect((await get(maria)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    const saved = await put(maria, chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await get(maria)).json()).toEqual(chosen);
    expect((await get(omar)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    const quietOff = { ...chosen, quietHours: { ...chosen.quietHours, enabled: false }, timeZone: "Europe/London" };
    expect((await put(maria, quietOff)).json()).toEqual(quietOff);
    expect((await get(maria)).headers["cache-control"]).toBe("private, no-store");
  });

  it("refuses what is not a set of preferences with a 400 and its reason, and keeps what was saved", async () => {
    const maria = (await cookieFor(t, "premium", t.clock.now())) ?? "";
    await put(maria, chosen);
    const refusals: [unknown, string][] = [
      [{ ...chosen, timeZone: "Mars/Olympus" }, "Choose a time zone from the list"],
      [{ ...chosen, timeZone: "+02:00" }, "Choose a time zone from the list"],
      [{ ...chosen, timeZone: null }, "Choose your time zone to keep quiet hours"],
      [{ ...chosen, quietHours: { enabled: true, start: "24:00", end: "06:00" } }, "Use a time such as 22:00"],
      [{ ...chosen, quietHours: { enabled: true, start: "06:00", end: "06:00" } }, "Quiet hours must end"],
      [{ ...chosen, channels: { push: chosen.channels.push } }, ""],
      [{ ...chosen, channels: { ...chosen.channels, discord: chosen.channels.push } }, ""],
      [{ ...chosen, extra: true }, ""],
      ["not json at all", ""],
    ];
    for (const [body, reason] of refusals) {
      const response = await put(maria, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(reason);
    }
    const accountKind = structuredClone(chosen) as unknown as { channels: { email: { kinds: object } } };
    accountKind.channels.email.kinds = { ...accountKind.channels.email.kinds, account: false };
    expect((await put(maria, accountKind)).statusCode).toBe(400);
    expect((await get(maria)).json()).toEqual(chosen);
  });

  it("keeps the Telegram choices of a client from before the channel, which leaves them out", async () => {
    const maria = (await cookieFor(t, "premium", t.clock.now())) ?? "";
    await put(maria, chosen);
    const older = { ...chosen, channels: { push: chosen.channels.email, email: chosen.channels.push } };
    const saved = await put(maria, older);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...chosen, channels: { ...older.channels, telegram: chosen.channels.telegram } });
  });

  it("is for signed-in accounts: 401 without a session, whatever the subscription", async () => {
    const statuses: Record<string, number[]> = {};
    for (const role of ROLES) {
      const cookie = await cookieFor(t, role, t.clock.now());
      statuses[role] = [(await get(cookie)).statusCode, (await put(cookie, chosen)).statusCode];
    }
    expect(statuses).toEqual({
      "signed out": [401, 401],
      inactive: [200, 200],
      expired: [200, 200],
      trial: [200, 200],
      standard: [200, 200],
      premium: [200, 200],
      admin: [200, 200],
      "admin, second step pending": [200, 200],
    });
  });
});
