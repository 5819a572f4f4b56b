import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "../../../shared/payments.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { newMember, postJson, sessionCookieOf, TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";

const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DIALECTS)("local checkout on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const clock = t.clock;

  const signUp = async () => {
    const response = await postJson(t.app, "/api/auth/register", newMember());
    return { cookie: sessionCookieOf(response), id: response.json<{ id: string }>().id };
  };
  const me = async (cookie: string) =>
    (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json<{
      subscriptionStatus: string;
      subscriptionExpiry: string | null;
    }>();
  const checkout = (cookie: string, planType: string) =>
    postJson(t.app, "/api/stripe/create-checkout-session", { planType }, cookie);
  const sessionIdOf = (url: string) => url.split("/").pop() ?? "";
  const complete = (cookie: string, id: string) =>
    postJson(t.app, `/api/payments/local/sessions/${id}/complete`, {}, cookie);
  const buy = async (cookie: string, planType: "trial" | "pro") => {
    const id = sessionIdOf((await checkout(cookie, planType)).json<{ url: string }>().url);
    const response = await complete(cookie, id);
    expect(response.statusCode, response.body).toBe(200);
    return id;
  };
  const ledger = (userId: string) =>
    t.database.handle.db.selectFrom("payments").selectAll().where("user_id", "=", userId).execute();

  it("answers a local checkout page url, shows the session to its owner only, and 404s anyone else", async () => {
    const { cookie } = await signUp();
    const response = await checkout(cookie, "trial");
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^\/checkout\/local\/[0-9a-f-]{36}$/);

    const page = await t.app.inject({
      method: "GET",
      url: `/api/payments/local/sessions/${sessionIdOf(url)}`,
      headers: { cookie },
    });
    expect(page.json()).toMatchObject({ planType: "trial", amountCents: 4900, status: "open" });

    const stranger = await signUp();
    const theirs = await t.app.inject({
      method: "GET",
      url: `/api/payments/local/sessions/${sessionIdOf(url)}`,
      headers: { cookie: stranger.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await complete(stranger.cookie, sessionIdOf(url))).statusCode).toBe(404);
  });

  it("pays a trial: 30 days of trial access from the payment, one ledger charge, redirect to the success page", async () => {
    const { cookie, id: userId } = await signUp();
    const sessionId = sessionIdOf((await checkout(cookie, "trial")).json<{ url: string }>().url);
    const response = await complete(cookie, sessionId);
    expect(response.json()).toEqual({ redirect: `/subscription/success?session_id=${sessionId}` });
    expect(await me(cookie)).toMatchObject({
      subscriptionStatus: "trial",
      subscriptionExpiry: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
    });
    const rows = await ledger(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "charge", plan: "trial", amount_cents: 4900, provider: "local" });
  });

  it("takes the pay request with or without a JSON content type and no body, and refuses bad JSON", async () => {
    const { cookie } = await signUp();
    const sessionId = sessionIdOf((await checkout(cookie, "trial")).json<{ url: string }>().url);
    const url = `/api/payments/local/sessions/${sessionId}/complete`;
    const bare = await t.app.inject({ method: "POST", url, headers: { cookie } });
    expect(bare.statusCode, bare.body).toBe(200);
    const typed = await t.app.inject({ method: "POST", url, headers: { cookie, "content-type": "application/json" } });
    expect(typed.statusCode, typed.body).toBe(200);
    const broken = await t.app.inject({
      method: "POST",
      url,
      headers: { cookie, "content-type": "application/json" },
      payload: "{nope",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: "Request body is not valid JSON" });
  });

  it("fulfils once when the pay button is pressed twice at the same moment", async () => {
    const { cookie, id: userId } = await signUp();
    const sessionId = sessionIdOf((await checkout(cookie, "pro")).json<{ url: string }>().url);
    const answers = await Promise.all(Array.from({ length: 5 }, () => complete(cookie, sessionId)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await ledger(userId)).toHaveLength(1);
    const subscriptions = await t.database.handle.db.selectFrom("pro_subscriptions").selectAll().execute();
    expect(subscriptions).toHaveLength(1);
  });

  it("gives the same checkout to a double click, and a new one after the first is cancelled", async () => {
    const { cookie } = await signUp();
    const [first, second] = await Promise.all([checkout(cookie, "pro"), checkout(cookie, "pro")]);
    expect(first?.json()).toEqual(second?.json());
    const rows = await t.database.handle.db.selectFrom("checkout_sessions").selectAll().execute();
    expect(rows).toHaveLength(1);

    const id = sessionIdOf(first?.json<{ url: string }>().url ?? "");
    const cancel = await postJson(t.app, `/api/payments/local/sessions/${id}/cancel`, {}, cookie);
    expect(cancel.json()).toEqual({ redirect: "/plans" });
    expect((await complete(cookie, id)).statusCode).toBe(409);
    const again = await checkout(cookie, "pro");
    expect(again.json<{ url: string }>().url).not.toBe(first?.json<{ url: string }>().url);
  });

  it("refuses purchases that make no sense with 409 and a clear message", async () => {
    const { cookie } = await signUp();
    await buy(cookie, "trial");
    expect((await checkout(cookie, "trial")).json()).toEqual({ message: englishMessage(PAYMENT_MESSAGES.trialActive) });
    await buy(cookie, "pro");
    const again = await checkout(cookie, "pro");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: englishMessage(PAYMENT_MESSAGES.proActive) });
    expect((await checkout(cookie, "trial")).statusCode).toBe(409);
  });

  it("tells a member whose access an admin granted that it is still active, not that a trial is", async () => {
    const { cookie, id: userId } = await signUp();
    await t.database.handle.db
      .updateTable("users")
      .set({ subscription_status: "standard", subscription_expiry: "2027-01-01T00:00:00.000Z" })
      .where("id", "=", userId)
      .execute();
    const refused = await checkout(cookie, "trial");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: englishMessage(PAYMENT_MESSAGES.accessActive) });
  });

  it("refuses Trial to a member who had it: once it ended, and after an admin ended the access too", async () => {
    const { cookie, id } = await signUp();
    await buy(cookie, "trial");
    clock.advance(20 * DAY);
    await me(cookie); // in use, so the session outlives the trial
    clock.advance(11 * DAY);
    const again = await checkout(cookie, "trial");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: englishMessage(PAYMENT_MESSAGES.trialUsed) });

    await t.database.handle.db
      .updateTable("users")
      .set({ subscription_status: "inactive", subscription_expiry: null })
      .where("id", "=", id)
      .execute();
    expect((await checkout(cookie, "trial")).json()).toEqual({ message: englishMessage(PAYMENT_MESSAGES.trialUsed) });
    expect((await checkout(cookie, "pro")).statusCode).toBe(200);
  });

  it("keeps one purchase open at a time: choosing Pro closes the trial checkout left in another tab", async () => {
    const { cookie, id: userId } = await signUp();
    const trialId = sessionIdOf((await checkout(cookie, "trial")).json<{ url: string }>().url);
    await buy(cookie, "pro");
    const stale = await complete(cookie, trialId);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: englishMessage(PAYMENT_MESSAGES.checkoutClosed) });
    expect((await ledger(userId)).map((row) => row.plan)).toEqual(["pro"]);
    expect((await me(cookie)).subscriptionStatus).toBe("premium");
  });

  it("refuses a test payment that access granted since the checkout opened has made pointless", async () => {
    const { cookie, id: userId } = await signUp();
    const trialId = sessionIdOf((await checkout(cookie, "trial")).json<{ url: string }>().url);
    await t.database.handle.db
      .updateTable("users")
      .set({ subscription_status: "standard", subscription_expiry: null })
      .where("id", "=", userId)
      .execute();
    const refused = await complete(cookie, trialId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: englishMessage(PAYMENT_MESSAGES.accessGranted) });
    expect(await ledger(userId)).toEqual([]);
    const session = await t.app.inject({
      method: "GET",
      url: `/api/payments/local/sessions/${trialId}`,
      headers: { cookie },
    });
    expect(session.json()).toMatchObject({ status: "open" });
  });

  it("refuses to take payment on a checkout left open for over an hour", async () => {
    const { cookie } = await signUp();
    const sessionId = sessionIdOf((await checkout(cookie, "trial")).json<{ url: string }>().url);
    clock.advance(61 * 60 * 1000);
    const late = await complete(cookie, sessionId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: englishMessage(PAYMENT_MESSAGES.checkoutClosed) });
    expect((await me(cookie)).subscriptionStatus).toBe("inactive");
  });

  it("needs a session (401) and a known plan (400)", async () => {
    expect((await checkout("", "trial")).statusCode).toBe(401);
    const { cookie } = await signUp();
    for (const body of [{ planType: "gold" }, {}, { planType: "pro", extra: 1 }]) {
      const response = await postJson(t.app, "/api/stripe/create-checkout-session", body, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
  });

  it("upgrades a trial to Pro at once: premium for a month, both charges in the history", async () => {
    const { cookie } = await signUp();
    await buy(cookie, "trial");
    clock.advance(3 * DAY);
    await buy(cookie, "pro");
    const user = await me(cookie);
    expect(user.subscriptionStatus).toBe("premium");
    expect(user.subscriptionExpiry).toBe("2026-12-24T12:00:00.000Z");
    const billing = (await t.app.inject({ method: "GET", url: "/api/payments", headers: { cookie } })).json<{
      provider: string;
      payments: { plan: string; amountCents: number }[];
      subscription: { status: string; cancelAtPeriodEnd: boolean } | null;
    }>();
    expect(billing.provider).toBe("local");
    expect(billing.payments.map((p) => [p.plan, p.amountCents])).toEqual([
      ["pro", 17900],
      ["trial", 4900],
    ]);
    expect(billing.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
  });
});
