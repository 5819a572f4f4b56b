import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeTelegram, type FakeTelegram } from "../../../../test/support/fake-telegram.js";
import { memberFor, type RoleMember } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { TEST_NOW, manualClock, useTestApps, type TestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

/* Room access is derived from the subscription: a guarantee refund takes the member out of the room at once. */
describe.each(TEST_DIALECTS)("a guarantee refund and the Telegram room on %s", (dialect) => {
  const start = useTestApps();
  let fake: FakeTelegram;
  let t: TestApp;
  let clock: ReturnType<typeof manualClock>;

  beforeEach(async () => {
    clock = manualClock(TEST_NOW);
    fake = await startFakeTelegram({ now: () => Math.floor(clock.now().getTime() / 1000) });
    t = await start(dialect, { clock, env: { TELEGRAM_API_ROOT: fake.apiRoot } });
    const admin = await memberFor(t, "admin", clock.now());
    const configured = await callApi(t, "PUT", "/api/admin/telegram", {
      cookie: admin.cookie,
      body: { botToken: fake.token, chat: String(fake.chat.id), exceptions: [] },
    });
    expect(configured.statusCode, configured.body).toBe(200);
  });
  afterEach(async () => {
    await fake.close();
  });

  const settle = async () => {
    await t.app.telegram.settled();
    while ((await t.app.telegram.pollUpdates(0)) > 0) await t.app.jobs.drain();
    await t.app.jobs.drain();
  };
  const buyTrial = async (member: RoleMember) => {
    const opened = await callApi(t, "POST", "/api/stripe/create-checkout-session", {
      cookie: member.cookie,
      body: { planType: "trial" },
    });
    const id = opened.json<{ url: string }>().url.split("/").pop() ?? "";
    const paid = await callApi(t, "POST", `/api/payments/local/sessions/${id}/complete`, { cookie: member.cookie });
    expect(paid.statusCode, paid.body).toBe(200);
  };
  const joinRoom = async (member: RoleMember, tgId: number) => {
    const link = await callApi(t, "POST", "/api/account/telegram/link", { cookie: member.cookie });
    expect(link.statusCode, link.body).toBe(200);
    fake.start(tgId, new URL(link.json<{ url: string }>().url).searchParams.get("start") ?? "");
    await settle();
    const { inviteLink } = (await callApi(t, "GET", "/api/account/telegram", { cookie: member.cookie })).json<{
      inviteLink: string | null;
    }>();
    expect(fake.join(tgId, inviteLink ?? "")).toBe(true);
    await settle();
    expect(fake.isMember(tgId)).toBe(true);
  };

  it("removes the member from the room once the refund ends their access", async () => {
    const member = await memberFor(t, "inactive", clock.now());
    await buyTrial(member);
    await joinRoom(member, 601);

    const refund = await callApi(t, "POST", "/api/account/guarantee-refund", {
      cookie: member.cookie,
      body: { password: member.password },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await settle();
    expect(fake.isMember(601)).toBe(false);
    expect(fake.messagesTo(601).at(-1)?.text).toContain("no longer active");
  });
});
