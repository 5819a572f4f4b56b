import { describe, expect, it } from "vitest";
import { memberFor, type RoleMember } from "../../../../test/support/members.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { newMember, postJson, sessionCookieOf, TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import type { Billing, LocalCheckout } from "../../../shared/payments.js";
import { PLANS } from "../../../shared/plans.js";
import type { ReferralAdmin, ReferralDashboard, ReferralProgram } from "../../../shared/referrals.js";
import { netRevenueCents } from "../payments/ledger.repo.js";
import { renewLocalSubscriptions } from "../payments/local-subscriptions.service.js";

const DAY = 24 * 60 * 60 * 1000;
const PRO = PLANS.pro.priceCents;
const TRIAL = PLANS.trial.priceCents;

/*
 * Members' rewards for referrals with the built-in test checkout, on both databases (docs/product.md#referrals):
 * credit or a free month, pending through the guarantee window, reversed by a refund in it, granted after it and
 * taken off the member's next local Pro payment; never for affiliates (they earn commissions), never twice for one
 * referred member, nothing when the program gives members nothing.
 */
describe.each(TEST_DIALECTS)("members' referral credit on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const clock = t.clock;

  const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const dashboard = async (cookie: string) => {
    const response = await get("/api/referrals/me", cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReferralDashboard>();
  };
  const saveProgram = async (admin: RoleMember, change: Partial<ReferralProgram>) => {
    const program = (await get("/api/admin/referrals/program", admin.cookie)).json<ReferralProgram>();
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/referrals/program",
      headers: { cookie: admin.cookie, origin: "http://localhost:3000", "content-type": "application/json" },
      payload: JSON.stringify({ ...program, ...change }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved;
  };
  const buy = async (cookie: string, planType: "trial" | "pro") => {
    const opened = await postJson(t.app, "/api/stripe/create-checkout-session", { planType }, cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    const sessionId = opened.json<{ url: string }>().url.split("/").pop();
    const paid = await postJson(t.app, `/api/payments/local/sessions/${sessionId}/complete`, {}, cookie);
    expect(paid.statusCode, paid.body).toBe(200);
  };
  /** Someone follows `referrer`'s link, registers on that browser, and answers their session. */
  const referred = async (referrer: RoleMember) => {
    const code = (await dashboard(referrer.cookie)).code;
    const link = await t.app.inject({ method: "GET", url: `/r/${code}`, headers: { "user-agent": "test" } });
    const visit = link.cookies.find((c) => c.name === "referral")?.value;
    const member = newMember();
    const registered = await postJson(t.app, "/api/auth/register", member, `referral=${visit}`);
    expect(registered.statusCode, registered.body).toBe(201);
    return { ...member, cookie: sessionCookieOf(registered), id: registered.json<{ id: string }>().id };
  };
  const billing = async (cookie: string) => (await get("/api/payments", cookie)).json<Billing>();
  const grant = () => t.app.rewardGrants.run();
  const renew = () => renewLocalSubscriptions({ db: t.database.handle.db }, clock.now());

  it("grants the admin's credit after the guarantee window and takes it off the member's next Pro renewal", async () => {
    const admin = await memberFor(t, "admin", clock.now());
    await saveProgram(admin, { memberReward: "credit", memberCreditCents: 5000 });
    const ann = await memberFor(t, "inactive", clock.now());
    await buy(ann.cookie, "pro");
    const bob = await referred(ann);
    await buy(bob.cookie, "trial");

    const pending = (await dashboard(ann.cookie)).credit;
    expect(pending.reward).toBe("credit");
    expect(pending.rewardCents).toBe(5000);
    // The local checkout is test money: its credit is kept apart, and never counted as real.
    expect(pending.figures).toEqual({ pendingCents: 0, grantedCents: 0, usedCents: 0, balanceCents: 0 });
    expect(pending.testFigures).toEqual({ pendingCents: 5000, grantedCents: 0, usedCents: 0, balanceCents: 0 });
    expect(pending.rewards).toMatchObject([
      { kind: "credit", amountCents: 5000, paymentCents: TRIAL, status: "pending", livemode: false },
    ]);

    clock.advance(7 * DAY - 1);
    expect(await grant()).toBe(0);
    clock.advance(1);
    expect(await grant()).toBe(1);
    expect(await grant()).toBe(0);
    const granted = (await dashboard(ann.cookie)).credit;
    expect(granted.testFigures).toEqual({ pendingCents: 0, grantedCents: 5000, usedCents: 0, balanceCents: 5000 });
    expect(granted.rewards[0]?.status).toBe("granted");

    // Ann's renewal, a month after she bought Pro: the credit is taken off it, once however often the run goes.
    clock.advance(23 * DAY - 30 * 60 * 1000);
    await renew();
    await renew();
    const charges = (await billing(ann.cookie)).payments.filter((row) => row.kind === "charge");
    expect(charges.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([PRO - 5000, PRO]);
    const used = (await dashboard(ann.cookie)).credit;
    expect(used.testFigures).toEqual({ pendingCents: 0, grantedCents: 5000, usedCents: 5000, balanceCents: 0 });
    // Revenue counts what was paid: two Pro payments less the credit, and Bob's trial.
    const revenue = await netRevenueCents(
      t.database.handle.db,
      TEST_NOW,
      new Date(clock.now().getTime() + DAY),
      "test",
    );
    expect(revenue).toBe(2 * PRO - 5000 + TRIAL);

    // The admin sees the reward with its member.
    const overview = (await get("/api/admin/referrals", admin.cookie)).json<ReferralAdmin>();
    expect(overview.rewards).toMatchObject([
      { referrerEmail: ann.email.toLowerCase(), kind: "credit", amountCents: 5000, status: "granted" },
    ]);
  });

  it("shows granted credit on a Pro checkout and takes it off that payment, never off a trial", async () => {
    const admin = await memberFor(t, "admin", clock.now());
    await saveProgram(admin, { memberReward: "credit", memberCreditCents: 5000 });
    const ann = await memberFor(t, "inactive", clock.now());
    await buy((await referred(ann)).cookie, "trial");
    clock.advance(7 * DAY);
    expect(await grant()).toBe(1);

    const open = async (planType: "trial" | "pro") => {
      const opened = await postJson(t.app, "/api/stripe/create-checkout-session", { planType }, ann.cookie);
      const id = opened.json<{ url: string }>().url.split("/").pop() ?? "";
      return { id, view: (await get(`/api/payments/local/sessions/${id}`, ann.cookie)).json<LocalCheckout>() };
    };
    expect((await open("trial")).view).toMatchObject({ amountCents: TRIAL, creditCents: 0 });
    const pro = await open("pro");
    expect(pro.view).toMatchObject({ amountCents: PRO, creditCents: 5000 });
    const paid = await postJson(t.app, `/api/payments/local/sessions/${pro.id}/complete`, {}, ann.cookie);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await billing(ann.cookie)).payments.map((row) => row.amountCents)).toEqual([PRO - 5000]);
    expect((await dashboard(ann.cookie)).credit.testFigures).toMatchObject({ usedCents: 5000, balanceCents: 0 });
  });

  it("makes a free month a month of Pro in credit, so the next renewal costs nothing", async () => {
    const admin = await memberFor(t, "admin", clock.now());
    await saveProgram(admin, { memberReward: "freeMonth" });
    const ann = await memberFor(t, "inactive", clock.now());
    await buy(ann.cookie, "pro");
    const bob = await referred(ann);
    await buy(bob.cookie, "pro");
    expect((await dashboard(ann.cookie)).credit).toMatchObject({ reward: "freeMonth", rewardCents: PRO });
    clock.advance(7 * DAY);
    await grant();
    clock.advance(23 * DAY - 30 * 60 * 1000);
    await renew();
    const ann2 = await billing(ann.cookie);
    // The renewal was paid in full by credit: access runs another month, and no money was charged.
    expect(ann2.subscription?.paidThrough).toBe("2027-01-21T12:00:00.000Z");
    expect(ann2.payments.filter((row) => row.kind === "charge").map((row) => row.amountCents)).toEqual([PRO]);
    expect((await dashboard(ann.cookie)).credit.testFigures).toMatchObject({ usedCents: PRO, balanceCents: 0 });
  });

  it("reverses the reward when the payment is refunded in the window, and never rewards that member again", async () => {
    const admin = await memberFor(t, "admin", clock.now());
    await saveProgram(admin, { memberReward: "credit", memberCreditCents: 2500 });
    const ann = await memberFor(t, "inactive", clock.now());
    const bob = await referred(ann);
    await buy(bob.cookie, "trial");
    const refund = await postJson(t.app, "/api/account/guarantee-refund", { password: bob.password }, bob.cookie);
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await dashboard(ann.cookie)).credit.rewards).toMatchObject([
      { status: "reversed", reversedReason: "refund" },
    ]);

    clock.advance(8 * DAY);
    expect(await grant()).toBe(0);
    // Bob comes back and pays for Pro: the referral was rewarded once already (and reversed), so nothing more.
    await buy(bob.cookie, "pro");
    clock.advance(8 * DAY);
    expect(await grant()).toBe(0);
    const credit = (await dashboard(ann.cookie)).credit;
    expect(credit.rewards).toHaveLength(1);
    expect(credit.testFigures).toEqual({ pendingCents: 0, grantedCents: 0, usedCents: 0, balanceCents: 0 });
  });

  it("gives nothing while the program is left as it came, and an affiliate a commission instead of credit", async () => {
    const admin = await memberFor(t, "admin", clock.now());
    const ann = await memberFor(t, "inactive", clock.now());
    await buy((await referred(ann)).cookie, "trial");
    const none = (await dashboard(ann.cookie)).credit;
    expect(none).toMatchObject({ reward: "none", rewardCents: 0, rewards: [], testFigures: null });

    await saveProgram(admin, { memberReward: "freeMonth" });
    await postJson(t.app, "/api/admin/referrals/affiliates", { email: ann.email }, admin.cookie);
    await buy((await referred(ann)).cookie, "trial");
    const affiliate = await dashboard(ann.cookie);
    expect(affiliate.credit).toMatchObject({ reward: "none", rewards: [] });
    expect(affiliate.commissions).toHaveLength(1);
  });

  it("keeps a saved program's member reward off when it was saved before members could be rewarded", async () => {
    const admin = await memberFor(t, "admin", clock.now());
    const program = (await get("/api/admin/referrals/program", admin.cookie)).json<Record<string, unknown>>();
    expect(program).toMatchObject({ memberReward: "none", memberCreditCents: PRO });
    const { memberReward: _reward, memberCreditCents: _credit, ...older } = program;
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/referrals/program",
      headers: { cookie: admin.cookie, origin: "http://localhost:3000", "content-type": "application/json" },
      payload: JSON.stringify(older),
    });
    expect(saved.json()).toMatchObject({ memberReward: "none" });
    const refused = await t.app.inject({
      method: "PUT",
      url: "/api/admin/referrals/program",
      headers: { cookie: admin.cookie, origin: "http://localhost:3000", "content-type": "application/json" },
      payload: JSON.stringify({ ...program, memberReward: "credit", memberCreditCents: 13 * PRO }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/Choose a credit from \$1\.00 to/);
  });
});
