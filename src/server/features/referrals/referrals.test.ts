import { describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { memberFor } from "../../../../test/support/members.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { newMember, postJson, sessionCookieOf, TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import type { ReferralDashboard } from "../../../shared/referrals.js";

const DAY = 24 * 60 * 60 * 1000;
const BROWSER = "Mozilla/5.0 (referral test)";

/*
 * Referrals through the API on both databases (docs/product.md#referrals): the link, 30-day first-touch attribution
 * across devices, deduplicated clicks, no self-referral, and commissions of the built-in test checkout (test money:
 * kept apart, never counted or paid), reversed by the guarantee once.
 */
describe.each(TEST_DIALECTS)("referrals on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const clock = t.clock;

  const visitCookieOf = (response: LightMyRequestResponse) =>
    response.cookies.find((c) => c.name === "referral" || c.name === "__Host-referral")?.value;
  /** Following a link from one device: its cookie jar is `device.visit`. */
  const follow = async (device: { visit?: string }, path: string, userAgent = BROWSER) => {
    const response = await t.app.inject({
      method: "GET",
      url: path,
      headers: { "user-agent": userAgent, ...(device.visit ? { cookie: `referral=${device.visit}` } : {}) },
    });
    expect(response.statusCode, response.body).toBe(302);
    device.visit = visitCookieOf(response) ?? device.visit;
    return response;
  };
  const dashboard = async (cookie: string) => {
    const response = await t.app.inject({ method: "GET", url: "/api/referrals/me", headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReferralDashboard>();
  };
  const register = async (device: { visit?: string }, overrides: { email?: string } = {}) => {
    const member = newMember(overrides);
    const response = await postJson(
      t.app,
      "/api/auth/register",
      member,
      device.visit ? `referral=${device.visit}` : undefined,
    );
    expect(response.statusCode, response.body).toBe(201);
    return { ...member, cookie: sessionCookieOf(response), id: response.json<{ id: string }>().id };
  };
  const referrerOf = async (userId: string) =>
    (
      await t.database.handle.db
        .selectFrom("referrals")
        .select("referrer_id")
        .where("referred_id", "=", userId)
        .executeTakeFirst()
    )?.referrer_id ?? null;

  it("gives each member one short link and sends its visitors to a landing that states the rule", async () => {
    const ann = await memberFor(t, "inactive", clock.now());
    const first = await dashboard(ann.cookie);
    expect(first.code).toMatch(/^[23456789a-hjkmnp-z]{10}$/);
    expect(first.link).toBe(`${t.config.publicUrl}/r/${first.code}`);
    expect((await dashboard(ann.cookie)).code).toBe(first.code);

    const device = {};
    const landing = await follow(device, `/r/${first.code}?code=SPRING`);
    expect(landing.headers.location).toBe(`/invite/${first.code}?code=SPRING`);
    const page = await t.app.inject({
      method: "GET",
      url: `/api/referrals/landing/${first.code}`,
      headers: { cookie: `referral=${(device as { visit: string }).visit}` },
    });
    expect(page.json()).toMatchObject({
      referrerName: "Maria L.",
      windowDays: 30,
      attributedUntil: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
    });
    // `/?ref=` is the same link.
    const byQuery = await t.app.inject({ method: "GET", url: `/?ref=${first.code}&code=SPRING` });
    expect(byQuery.statusCode).toBe(302);
    expect(byQuery.headers.location).toBe(`/r/${first.code}?code=SPRING`);
    // An unknown code records nothing and sets no cookie; its landing is 404.
    const unknown = await t.app.inject({ method: "GET", url: "/r/2222222222" });
    expect(visitCookieOf(unknown)).toBeUndefined();
    expect((await t.app.inject({ method: "GET", url: "/api/referrals/landing/2222222222" })).statusCode).toBe(404);
  });

  it("attributes a sign-up on another device within 30 days to the first link followed, and none after", async () => {
    const ann = await memberFor(t, "inactive", clock.now());
    const bob = await memberFor(t, "inactive", clock.now());
    const annCode = (await dashboard(ann.cookie)).code;
    const bobCode = (await dashboard(bob.cookie)).code;

    // Day 0, the phone: Ann's link. Day 5: Bob's link on the same phone does not take it over.
    const phone: { visit?: string } = {};
    await follow(phone, `/r/${annCode}`);
    const annVisit = phone.visit;
    clock.advance(5 * DAY);
    await follow(phone, `/r/${bobCode}`);
    expect(phone.visit).toBe(annVisit);
    const landing = await t.app.inject({
      method: "GET",
      url: `/api/referrals/landing/${bobCode}`,
      headers: { cookie: `referral=${phone.visit}` },
    });
    const { carryLink, referrerName } = landing.json<{ carryLink: string; referrerName: string }>();
    expect(referrerName).toBe("Maria L.");
    expect(carryLink).toBe(`${t.config.publicUrl}/r/${annCode}?v=${annVisit}`);

    // Day 20, the laptop: Bob's link first, then the invitation carried from the phone: the phone's earlier visit wins.
    clock.advance(15 * DAY);
    const laptop: { visit?: string } = {};
    await follow(laptop, `/r/${bobCode}`);
    await follow(laptop, carryLink.replace(t.config.publicUrl, ""));
    expect(laptop.visit).toBe(annVisit);
    // Day 29: registering on the laptop is Ann's referral.
    clock.advance(9 * DAY);
    const newcomer = await register(laptop);
    expect(await referrerOf(newcomer.id)).toBe(ann.id);
    expect((await dashboard(ann.cookie)).signUps).toBe(1);
    expect((await dashboard(bob.cookie)).signUps).toBe(0);

    // Day 31: the phone's visit has run out; a sign-up carrying it is nobody's referral.
    clock.advance(2 * DAY);
    const late = await register({ visit: annVisit });
    expect(await referrerOf(late.id)).toBeNull();
    expect((await dashboard(ann.cookie)).signUps).toBe(1);
  });

  it("counts a visitor's clicks once a day, keeping no address", async () => {
    const ann = await memberFor(t, "inactive", clock.now());
    const code = (await dashboard(ann.cookie)).code;
    await follow({}, `/r/${code}`);
    await follow({}, `/r/${code}`);
    expect((await dashboard(ann.cookie)).clicks).toBe(1);
    await follow({}, `/r/${code}`, "Another browser/1.0");
    expect((await dashboard(ann.cookie)).clicks).toBe(2);
    clock.advance(DAY);
    await follow({}, `/r/${code}`);
    expect((await dashboard(ann.cookie)).clicks).toBe(3);
    const stored = JSON.stringify(await t.database.handle.db.selectFrom("referral_clicks").selectAll().execute());
    expect(stored).not.toContain("127.0.0.1");
  });

  it("refuses a referral of oneself under another way of writing the same address", async () => {
    const owner = await register({}, { email: `ann.lee+${Date.now()}@gmail.com` });
    const code = (await dashboard(owner.cookie)).code;
    const device: { visit?: string } = {};
    await follow(device, `/r/${code}`);
    const again = await register(device, { email: "annlee@gmail.com" });
    expect(await referrerOf(again.id)).toBeNull();
  });

  it("records a test payment's commission apart, never counted or paid, and the guarantee reverses it once", async () => {
    const admin = await memberFor(t, "admin", clock.now());
    const ann = await memberFor(t, "inactive", clock.now());
    const code = (await dashboard(ann.cookie)).code;
    const marked = await postJson(t.app, "/api/admin/referrals/affiliates", { email: ann.email }, admin.cookie);
    expect(marked.statusCode, marked.body).toBe(201);
    expect((await dashboard(ann.cookie)).affiliate).toBe(true);

    const device: { visit?: string } = {};
    await follow(device, `/r/${code}`);
    const buyer = await register(device);
    const opened = await postJson(t.app, "/api/stripe/create-checkout-session", { planType: "trial" }, buyer.cookie);
    const sessionId = opened.json<{ url: string }>().url.split("/").pop();
    const paid = await postJson(t.app, `/api/payments/local/sessions/${sessionId}/complete`, {}, buyer.cookie);
    expect(paid.statusCode, paid.body).toBe(200);

    const after = await dashboard(ann.cookie);
    expect(after.figures).toEqual({ pendingCents: 0, earnedCents: 0, reversedCents: 0, paidCents: 0 });
    expect(after.testFigures).toEqual({ pendingCents: 1470, earnedCents: 0, reversedCents: 0, paidCents: 0 });
    expect(after.commissions).toMatchObject([
      { paymentCents: 4900, commissionCents: 1470, status: "pending", livemode: false },
    ]);

    const refund = () => postJson(t.app, "/api/account/guarantee-refund", { password: buyer.password }, buyer.cookie);
    expect((await refund()).statusCode).toBe(200);
    expect((await refund()).statusCode).toBe(409);
    const reversed = await dashboard(ann.cookie);
    expect(reversed.testFigures).toEqual({ pendingCents: 0, earnedCents: 0, reversedCents: 1470, paidCents: 0 });
    expect(reversed.commissions).toMatchObject([{ status: "reversed", reversedReason: "refund" }]);

    // Past the guarantee window nothing of it is earned, and the payout report has no row for test money.
    clock.advance(8 * DAY);
    await t.database.handle.db
      .updateTable("sessions")
      .set({ second_factor_at: clock.now().toISOString() })
      .where("user_id", "=", admin.id)
      .execute();
    const csv = await t.app.inject({
      method: "GET",
      url: "/api/admin/referrals/payouts.csv",
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(
      csv.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\n"),
    ).toHaveLength(1);
  });
  it("pays the months rule's percent on Pro, and reverses it when the admin refunds part of the payment", async () => {
    const admin = await memberFor(t, "admin", clock.now());
    const ann = await memberFor(t, "inactive", clock.now());
    const code = (await dashboard(ann.cookie)).code;
    await postJson(t.app, "/api/admin/referrals/affiliates", { email: ann.email }, admin.cookie);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/referrals/program",
      headers: { cookie: admin.cookie, origin: "http://localhost:3000", "content-type": "application/json" },
      payload: JSON.stringify({
        affiliates: "marked",
        commissionPercent: 10,
        commissionScope: "months",
        commissionMonths: 3,
        payoutMinimumCents: 0,
        disclosure: "Affiliate link",
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const device: { visit?: string } = {};
    await follow(device, `/r/${code}`);
    const buyer = await register(device);
    const opened = await postJson(t.app, "/api/stripe/create-checkout-session", { planType: "pro" }, buyer.cookie);
    const sessionId = opened.json<{ url: string }>().url.split("/").pop();
    expect(
      (await postJson(t.app, `/api/payments/local/sessions/${sessionId}/complete`, {}, buyer.cookie)).statusCode,
    ).toBe(200);
    expect((await dashboard(ann.cookie)).testFigures?.pendingCents).toBe(1790);

    const payment = await t.database.handle.db
      .selectFrom("payments")
      .select("id")
      .where("user_id", "=", buyer.id)
      .executeTakeFirstOrThrow();
    const refunded = await postJson(
      t.app,
      `/api/admin/users/${buyer.id}/refunds`,
      { paymentId: payment.id, amountCents: 1000 },
      admin.cookie,
    );
    expect(refunded.statusCode, refunded.body).toBe(204);
    const after = await dashboard(ann.cookie);
    expect(after.testFigures).toEqual({ pendingCents: 0, earnedCents: 0, reversedCents: 1790, paidCents: 0 });
    expect(after.commissions).toMatchObject([{ status: "reversed", reversedReason: "refund" }]);
  });
});
