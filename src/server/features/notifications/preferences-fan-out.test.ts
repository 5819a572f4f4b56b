import { describe, expect, it } from "vitest";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from "../../../shared/notification-preferences.js";
import { storeAnnouncements } from "../../../../test/support/announcements.js";
import { useFakePushService } from "../../../../test/support/fake-push-service.js";
import { cookieFor } from "../../../../test/support/members.js";
import { outboxMailsTo } from "../../../../test/support/mail.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { personWithDevices, pushMessage, PUSH_TEST_ENV } from "../../../../test/support/push.js";
import { manualClock, TEST_NOW, useTestApps, type TestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { EVENTS_KEPT } from "./notifier.js";

/** Quiet from 20:00 to 08:00 in Tokyo: TEST_NOW (12:00 UTC) is 21:00 there. */
const TOKYO_NIGHTS = { enabled: true, start: "20:00", end: "08:00" };

function preferences(change: (prefs: NotificationPreferences) => void): NotificationPreferences {
  const prefs = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  change(prefs);
  return prefs;
}

describe.each(TEST_DIALECTS)("fan-out by notification preferences on %s", (dialect) => {
  const push = useFakePushService();
  const startApp = useTestApps();
  const clock = manualClock(TEST_NOW);
  const moveClockTo = (iso: string) => clock.advance(Date.parse(iso) - clock.now().getTime());

  async function member(t: TestApp, name: string, prefs?: NotificationPreferences, verified = true) {
    const person = await personWithDevices(t, "premium", clock.now(), push.device(name));
    const db = t.database.handle.db;
    const email = `${name}@example.test`;
    await db
      .updateTable("users")
      .set({ email, email_verified_at: verified ? clock.now().toISOString() : null })
      .where("id", "=", person.id)
      .execute();
    if (prefs) {
      const saved = await callApi(t, "PUT", "/api/account/notification-preferences", {
        cookie: person.cookie,
        body: prefs,
      });
      expect(saved.statusCode).toBe(200);
    }
    return { ...person, email };
  }

  const emailsTo = async (t: TestApp, email: string) =>
    (await outboxMailsTo(t, email)).map((mail) => mail.subject).sort();
  const pushedTo = (device: string) =>
    push.deliveries.filter((d) => d.device === device).map((d) => pushMessage(d.payload));

  it("pushes and emails each member what their preferences want now, holds the rest, and sums it up once", async () => {
    clock.reset();
    const t = await startApp(dialect, { clock, env: PUSH_TEST_ENV });
    const admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    await member(t, "ann");
    await member(
      t,
      "ben",
      preferences((p) => (p.channels.push.assetClasses.crypto = false)),
    );
    const cat = await member(
      t,
      "cat",
      preferences((p) => {
        p.channels.email.assetClasses.crypto = false;
        p.quietHours = TOKYO_NIGHTS;
        p.timeZone = "Asia/Tokyo";
      }),
    );
    await member(t, "dan", undefined, false);

    await createPositionAs(t, admin, { asset: "BTC/USD", assetClass: "crypto", entryPrice: 64000 });
    const eur = await createPositionAs(t, admin, { stopLoss: 1.07 });
    expect((await callApi(t, "PUT", `/api/positions/${eur}/follow`, { cookie: cat.cookie })).statusCode).toBe(204);
    clock.advance(60_000);
    const closed = await callApi(t, "POST", `/api/positions/${eur}/events`, {
      cookie: admin,
      body: { type: "closed", reason: "stop" },
    });
    expect(closed.statusCode).toBe(201);
    await t.app.jobs.drain();
    await t.app.backgroundTasks.idle();

    // Each names the signal's number on the track record.
    const btc = "New signal: BTC/USD LONG at 64,000.00 · record #1";
    const eurSignal = "New signal: EUR/USD LONG at 1.07240 · record #2";
    const stopped = "EUR/USD stopped out at 1.07000 (-0.22%, -1.0R) · record #2";
    // A new position's email is the full signal; its later steps are short ones.
    const signalMails = ["New signal: Long BTC/USD at 64,000.00", "New signal: Long EUR/USD at 1.07240"];
    expect(pushedTo("ann")).toEqual([btc, eurSignal]);
    expect(pushedTo("ben")).toEqual([eurSignal]);
    expect(pushedTo("dan")).toEqual([btc, eurSignal]);
    // Quiet hours: only the stop hit, which is urgent, reaches Cat now.
    expect(pushedTo("cat")).toEqual([stopped]);

    expect(await emailsTo(t, "ann@example.test")).toEqual(signalMails);
    expect(await emailsTo(t, "ben@example.test")).toEqual(signalMails);
    expect(await emailsTo(t, "dan@example.test")).toEqual([]);
    expect(await emailsTo(t, "cat@example.test")).toEqual([`SignalDesk: ${stopped}`]);

    // Still quiet in Tokyo: nothing is summed up yet.
    clock.advance(60 * 60_000);
    expect(await t.app.heldSummaries.run()).toBe(0);

    // 08:00 in Tokyo: two instances look for ended quiet hours at once; one summary goes, once.
    moveClockTo("2026-11-21T23:00:00.000Z");
    const second = await startApp(dialect, { clock, env: PUSH_TEST_ENV, sharingDatabaseOf: t });
    const [one, other] = [t.app.heldSummaries, second.app.heldSummaries] as const;
    // Two SQLite connections in one process cannot both write at once (better-sqlite3 waits synchronously, so
    // the other never finishes): there they take turns; a SQLite deployment is one instance anyway.
    const sent =
      dialect === "postgres" ? await Promise.all([one.run(), other.run()]) : [await one.run(), await other.run()];
    expect(sent.sort()).toEqual([0, 1]);
    expect(await t.app.heldSummaries.run()).toBe(0);
    await t.app.jobs.drain();
    await second.app.jobs.drain();

    expect(pushedTo("cat")).toEqual([stopped, "2 updates while you were away"]);
    // The summary says when it was sent, on Cat's clock, as every push does.
    const summaryPush = push.deliveries.filter((d) => d.device === "cat").at(-1)?.payload as { time?: string };
    expect(summaryPush.time).toBe("Nov 22, 2026, 08:00 AM GMT+9");
    expect(pushedTo("ann")).toHaveLength(2);
    const catMails = await outboxMailsTo(t, "cat@example.test");
    expect(catMails.map((mail) => mail.subject)).toEqual([
      "SignalDesk: 1 update while you were away",
      `SignalDesk: ${stopped}`,
    ]);
    // Crypto email was off for Cat: the summary lists the forex signal alone, at her time.
    expect(catMails[0]?.text).toContain(`Nov 21, 2026, 09:00 PM GMT+9: ${eurSignal}`);
    expect(catMails[0]?.text).not.toContain("BTC");
  });

  it("sums up in the member's language, the held events' numbers as it writes them", async () => {
    clock.reset();
    const t = await startApp(dialect, { clock, env: PUSH_TEST_ENV });
    const admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    const eva = await member(
      t,
      "eva",
      preferences((p) => {
        p.quietHours = TOKYO_NIGHTS;
        p.timeZone = "Asia/Tokyo";
      }),
    );
    const chose = await callApi(t, "PATCH", "/api/account", { cookie: eva.cookie, body: { language: "es" } });
    expect(chose.statusCode, chose.body).toBe(200);
    await createPositionAs(t, admin, { stopLoss: 1.07 });
    moveClockTo("2026-11-21T23:00:00.000Z");
    expect(await t.app.heldSummaries.run()).toBe(1);
    await t.app.jobs.drain();
    await t.app.backgroundTasks.idle();
    const [summary] = await outboxMailsTo(t, eva.email);
    expect(summary?.subject).toBe("SignalDesk: 1 novedad mientras no estabas");
    expect(summary?.text).toContain("Nueva señal: EUR/USD LONG en 1,07240 · historial n.º 1");
  });

  it("keeps an event a summary still needs, however many come after it", async () => {
    clock.reset();
    const t = await startApp(dialect, { clock, env: PUSH_TEST_ENV });
    const admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    await member(
      t,
      "cat",
      preferences((p) => {
        p.quietHours = TOKYO_NIGHTS;
        p.timeZone = "Asia/Tokyo";
      }),
    );
    for (let i = 0; i < 5; i += 1) await createPositionAs(t, admin, { asset: `A${i}` });
    await storeAnnouncements(t, EVENTS_KEPT, clock.now().toISOString());
    await createPositionAs(t, admin, { asset: "LAST" });
    const events = () => t.database.handle.db.selectFrom("notification_events").select("id").execute();
    expect(await events()).toHaveLength(EVENTS_KEPT + 5);
    moveClockTo("2026-11-21T23:00:00.000Z");
    expect(await t.app.heldSummaries.run()).toBe(1);
    await t.app.jobs.drain();
    await t.app.backgroundTasks.idle();
    expect(pushedTo("cat")).toEqual(["6 updates while you were away"]);
    const [summary] = await outboxMailsTo(t, "cat@example.test");
    expect(summary?.subject).toBe("SignalDesk: 6 updates while you were away");
    expect(summary?.text).toContain("New signal: A0 LONG");
    // Once summed up, the events past the kept ones go at the next trim.
    await createPositionAs(t, admin, { asset: "NEXT" });
    expect(await events()).toHaveLength(EVENTS_KEPT);
  });
});
