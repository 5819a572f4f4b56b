import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakePushService, type FakePushService } from "../../../../test/support/fake-push-service.js";
import { startFakeTelegram, type FakeTelegram } from "../../../../test/support/fake-telegram.js";
import { outboxMailsTo } from "../../../../test/support/mail.js";
import { memberFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { personWithDevices, pushMessage, PUSH_TEST_ENV } from "../../../../test/support/push.js";
import { manualClock, TEST_NOW, useTestApps, type TestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const MINUTE = 60_000;

describe.each(TEST_DIALECTS)("early access deliveries on %s", (dialect) => {
  let push: FakePushService;
  let telegram: FakeTelegram;
  const clock = manualClock(TEST_NOW);
  beforeEach(async () => {
    clock.reset();
    push = await startFakePushService();
    telegram = await startFakeTelegram({ now: () => Math.floor(clock.now().getTime() / 1000) });
  });
  afterEach(async () => {
    await push.close();
    await telegram.close();
  });
  const startApp = useTestApps();

  async function member(t: TestApp, role: "premium" | "trial" | "standard", name: string) {
    const person = await personWithDevices(t, role, clock.now(), push.device(name));
    const email = `${name}@example.test`;
    await t.database.handle.db
      .updateTable("users")
      .set({ email, email_verified_at: clock.now().toISOString() })
      .where("id", "=", person.id)
      .execute();
    return email;
  }
  const pushedTo = (device: string) =>
    push.deliveries.filter((d) => d.device === device).map((d) => pushMessage(d.payload));
  const mailedTo = async (t: TestApp, email: string) =>
    (await outboxMailsTo(t, email)).filter((mail) => mail.kind === "signal").map((mail) => mail.subject);
  const settle = async (t: TestApp) => {
    await t.app.releases.drain();
    await t.app.jobs.drain();
    await t.app.telegram.settled();
    await t.app.jobs.drain();
  };

  it("pushes, emails and posts to the room a new position for Pro at once, for the others at its release, once", async () => {
    const t = await startApp(dialect, {
      clock,
      env: { ...PUSH_TEST_ENV, TELEGRAM_API_ROOT: telegram.apiRoot },
      earlyAccessMinutes: 10,
    });
    const admin = await memberFor(t, "admin", clock.now());
    const configured = await callApi(t, "PUT", "/api/admin/telegram", {
      cookie: admin.cookie,
      body: { botToken: telegram.token, chat: String(telegram.chat.id), exceptions: [] },
    });
    expect(configured.statusCode, configured.body).toBe(200);
    const proMail = await member(t, "premium", "pro");
    const trialMail = await member(t, "trial", "trial");
    const standardMail = await member(t, "standard", "standard");

    await createPositionAs(t, admin.cookie, { asset: "XAU/USD", assetClass: "commodities", entryPrice: 2350.5 });
    await settle(t);
    expect(pushedTo("pro")).toEqual(["New signal: XAU/USD LONG at 2,350.50 · record #1"]);
    expect(await mailedTo(t, proMail)).toHaveLength(1);
    for (const name of ["trial", "standard"]) expect(pushedTo(name)).toEqual([]);
    for (const email of [trialMail, standardMail]) expect(await mailedTo(t, email)).toEqual([]);
    // The room is open to Trial members: nothing is posted there before the release.
    expect(telegram.roomMessages()).toEqual([]);

    clock.advance(10 * MINUTE);
    await settle(t);
    for (const name of ["trial", "standard"])
      expect(pushedTo(name)).toEqual(["New signal: XAU/USD LONG at 2,350.50 · record #1"]);
    for (const email of [trialMail, standardMail]) expect(await mailedTo(t, email)).toHaveLength(1);
    expect(pushedTo("pro")).toHaveLength(1);
    expect(await mailedTo(t, proMail)).toHaveLength(1);
    const [post] = telegram.roomMessages();
    expect(post?.text).toContain("XAU/USD");
    expect(telegram.roomMessages()).toHaveLength(1);

    // A restart (another run of the worker, another instance) releases nothing twice.
    clock.advance(MINUTE);
    await settle(t);
    expect(pushedTo("trial")).toHaveLength(1);
    expect(telegram.roomMessages()).toHaveLength(1);
  });

  it("tells the others at the release the position as it then stands: a trade closed meanwhile by its result, never as an entry", async () => {
    const t = await startApp(dialect, { clock, env: PUSH_TEST_ENV, earlyAccessMinutes: 10 });
    const admin = await memberFor(t, "admin", clock.now());
    const trialMail = await member(t, "trial", "trial");
    const report = async (id: string, body: unknown) =>
      expect((await callApi(t, "POST", `/api/positions/${id}/events`, { cookie: admin.cookie, body })).statusCode).toBe(
        201,
      );
    const closed = await createPositionAs(t, admin.cookie, { asset: "NVDA", assetClass: "stocks", entryPrice: 120 });
    const moved = await createPositionAs(t, admin.cookie, {
      asset: "EUR/USD",
      entryPrice: 1.08,
      stopLoss: 1.075,
      targets: [{ price: 1.09, share: 100 }],
    });
    clock.advance(5 * MINUTE);
    await report(closed, { type: "closed", reason: "manual", price: 124 });
    await report(moved, { type: "stop_moved", to: 1.08, reason: "break_even" });
    clock.advance(5 * MINUTE);
    await settle(t);

    expect(pushedTo("trial").sort()).toEqual([
      "NVDA LONG closed before it reached you: +3.33% · record #1",
      "New signal: EUR/USD LONG at 1.08000, since then stop moved to break-even · record #2",
    ]);
    const mails = await outboxMailsTo(t, trialMail);
    // The closed trade is told in a short email; only the one still open comes with its levels, as they stand.
    expect(mails.map((mail) => [mail.kind, mail.subject]).sort()).toEqual([
      ["position-update", "SignalDesk: NVDA LONG closed before it reached you: +3.33% · record #1"],
      ["signal", "New signal: Long EUR/USD at 1.08000"],
    ]);
    const signal = mails.find((mail) => mail.kind === "signal");
    expect(signal?.text).toContain("Stop loss: 1.08000");
    expect(signal?.text).toContain(
      "New signal: EUR/USD LONG at 1.08000, since then stop moved to break-even · record #2",
    );
  });

  it("releases on another instance what the first published, once, when both run", async () => {
    const first = await startApp(dialect, { clock, env: PUSH_TEST_ENV, earlyAccessMinutes: 5 });
    const second = await startApp(dialect, { clock, env: PUSH_TEST_ENV, sharingDatabaseOf: first });
    const admin = await memberFor(first, "admin", clock.now());
    await member(first, "trial", "trial");
    await createPositionAs(first, admin.cookie, { asset: "EUR/USD" });
    clock.advance(5 * MINUTE);
    // SQLite is one writer in one process here: its instances take turns; PostgreSQL's race for the claim.
    const [a, b] = [first.app.releases, second.app.releases];
    const released =
      dialect === "sqlite" ? [await a.drain(), await b.drain()] : await Promise.all([a.drain(), b.drain()]);
    expect(released.reduce((sum, count) => sum + count, 0)).toBe(1);
    await Promise.all([first.app.jobs.drain(), second.app.jobs.drain()]);
    expect(pushedTo("trial")).toHaveLength(1);
  });
});
