import { describe, expect, it } from "vitest";
import { positionInputSchema } from "../../../shared/positions.js";
import { cookieFor } from "../../../../test/support/members.js";
import { useFakePushService } from "../../../../test/support/fake-push-service.js";
import { listening, openLive } from "../../../../test/support/live.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../../../shared/notification-preferences.js";
import {
  DEFAULT_SHORT_WARNING,
  personWithDevices,
  PUSH_TEST_ENV,
  SHORT_WARNING_IN,
} from "../../../../test/support/push.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { createPosition } from "../positions/positions.service.js";
import { createNotifier } from "./notifier.js";
import { registeredDeliveries } from "../../app/delivery-channels.js";

describe.each(TEST_DIALECTS)("notification fan-out on %s", (dialect) => {
  const push = useFakePushService();
  const t = useTestApp(dialect, { clockAt: TEST_NOW, env: PUSH_TEST_ENV });
  const clock = t.clock;

  /** A change committed by an instance that died right after: its event is stored, nothing else. */
  async function changeThenCrash(asset: string) {
    const admin = await t.database.handle.db
      .selectFrom("users")
      .select("id")
      .where("role", "=", "admin")
      .executeTakeFirstOrThrow();
    const deliveries = registeredDeliveries({ appName: t.config.appName, clock });
    const notifier = createNotifier({ db: t.database.handle.db, clock, deliveries });
    await createPosition(
      {
        db: t.database.handle.db,
        clock,
        events: t.events,
        notifier: { record: notifier.record, fanOut: () => Promise.resolve() },
      },
      admin.id,
      positionInputSchema.parse({ asset, assetClass: "forex", direction: "short", entryPrice: 1.25, status: "active" }),
    );
  }

  it("finishes the fan-out of an instance that died after the commit, once; the feed has the item meanwhile", async () => {
    await cookieFor(t, "admin", clock.now());
    const member = await personWithDevices(t, "premium", clock.now(), push.device("phone"));
    await changeThenCrash("GBP/USD");
    const feed = async () =>
      (await callApi(t, "GET", "/api/notifications", { cookie: member.cookie })).json<{
        items: { message: string }[];
      }>();
    expect((await feed()).items.map((item) => item.message)).toEqual(["New signal: GBP/USD SHORT at 1.25000"]);

    await t.app.jobs.drain();
    expect(push.deliveries).toEqual([]);
    clock.advance(30_001);
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect(push.deliveries.map((d) => d.device)).toEqual(["phone"]);
    expect((await feed()).items).toHaveLength(1);
  });

  it("pushes each member when it happened, on the clock of the zone they saved, in UTC before they saved one", async () => {
    const admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    const tokyo = await personWithDevices(t, "premium", clock.now(), push.device("tokyo"));
    await personWithDevices(t, "trial", clock.now(), push.device("utc"));
    const saved = await callApi(t, "PUT", "/api/account/notification-preferences", {
      cookie: tokyo.cookie,
      body: { ...DEFAULT_NOTIFICATION_PREFERENCES, timeZone: "Asia/Tokyo" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await createPositionAs(t, admin, { asset: "EUR/USD", entryPrice: 1.085 });
    await t.app.jobs.drain();
    const pushed = push.deliveries.map((d) => [d.device, d.payload]).sort();
    expect(pushed).toMatchObject([
      [
        "tokyo",
        {
          body: `New signal: EUR/USD LONG at 1.08500 · record #1\n${DEFAULT_SHORT_WARNING}`,
          time: "Nov 21, 2026, 09:00 PM GMT+9",
        },
      ],
      [
        "utc",
        {
          body: `New signal: EUR/USD LONG at 1.08500 · record #1\n${DEFAULT_SHORT_WARNING}`,
          time: "Nov 21, 2026, 12:00 PM UTC",
        },
      ],
    ]);
  });

  it("pushes each member in the language they chose: the words theirs, prices and names in Latin digits", async () => {
    const admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    const arabic = await personWithDevices(t, "premium", clock.now(), push.device("ar"));
    await personWithDevices(t, "trial", clock.now(), push.device("en"));
    const chose = await callApi(t, "PATCH", "/api/account", { cookie: arabic.cookie, body: { language: "ar" } });
    expect(chose.statusCode, chose.body).toBe(200);
    await createPositionAs(t, admin, { asset: "EUR/USD", entryPrice: 1.085 });
    await t.app.jobs.drain();
    const pushed = Object.fromEntries(
      push.deliveries.map((d) => [d.device, d.payload as { body: string; time: string }]),
    );
    expect(pushed.en?.body).toBe(`New signal: EUR/USD LONG at 1.08500 · record #1\n${DEFAULT_SHORT_WARNING}`);
    expect(pushed.ar?.body).toBe(
      `إشارة جديدة: شراء \u2066EUR/USD\u2069 عند \u20661.08500\u2069 · السجل رقم 1\n${SHORT_WARNING_IN.ar}`,
    );
    expect(pushed.ar?.time).toBe("21 نوفمبر 2026، 12:00 م UTC");
  });

  it("resumes with an event whose fan-out has not run yet", async () => {
    await cookieFor(t, "admin", clock.now());
    const cookie = (await cookieFor(t, "premium", clock.now())) ?? "";
    await changeThenCrash("AUD/USD");
    const live = await openLive(await listening(t), { cookie, query: "?after=0" });
    const [, missed] = await live.received(2);
    expect(missed).toMatchObject({ type: "position_added", data: { id: 1, position: { asset: "AUD/USD" } } });
    live.socket.close();
  });
});
