import { describe, expect, it } from "vitest";
import { listening, openLive } from "../../../../test/support/live.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { deliver, STRIPE_TEST_ENV, stripeEvents } from "../../../../test/support/stripe-events.js";
import { startFakeStripe } from "../../../../test/support/fake-stripe.js";
import {
  useTestApps,
  manualClock,
  newMember,
  postJson,
  sessionCookieOf,
  type TestApp,
} from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const TOKEN = "metrics-token-0123456789abcdef0123456789";

describe.each(TEST_DIALECTS)("GET /metrics on %s", (dialect) => {
  const startApp = useTestApps();

  const scrape = (app: TestApp, authorization?: string) =>
    app.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

  it("answers 404 when METRICS_TOKEN is not set, even to an admin", async () => {
    const clock = manualClock();
    const t = await startApp(dialect, { clock });
    const admin = await cookieFor(t, "admin", clock.now());
    const response = await callApi(t, "GET", "/metrics", { cookie: admin ?? "" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("http_request_duration_seconds");
  });

  it("refuses a missing or wrong Bearer token with 401 and shows nothing", async () => {
    const t = await startApp(dialect, { env: { METRICS_TOKEN: TOKEN } });
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, "Bearer "]) {
      const response = await scrape(t, authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
      expect(response.headers["www-authenticate"]).toMatch(/^Bearer/);
    }
  });

  it("reports request latency by route pattern, sign-in failures, lockouts, queues and process metrics", async () => {
    const clock = manualClock();
    const t = await startApp(dialect, { clock, env: { METRICS_TOKEN: TOKEN, AUTH_ACCOUNT_FAILURES: "2" } });
    const admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    const member = (await cookieFor(t, "premium", clock.now())) ?? "";
    const id = await createPositionAs(t, admin);
    await callApi(t, "GET", `/api/positions/${id}/history`, { cookie: member });
    const someone = newMember();
    await postJson(t.app, "/api/auth/register", someone);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await postJson(t.app, "/api/auth/login", { email: someone.email, password: "not the password" });
    }

    const response = await scrape(t, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/api\/positions\/:id\/history",method="GET",status="200"\} 1/,
    );
    expect(text).toMatch(/auth_sign_in_failures_total 2/);
    expect(text).toMatch(/auth_lockouts_total 1/);
    expect(text).toMatch(/push_queue_depth \d+/);
    expect(text).toMatch(/push_queue_oldest_age_seconds \d/);
    expect(text).toMatch(/email_outbox_depth \d+/);
    expect(text).toMatch(/live_connections 0/);
    expect(text).toMatch(/live_fan_out_seconds_count [1-9]/);
    expect(text).toMatch(/process_cpu_seconds_total/);
    // Labels are patterns and codes, never the ids or addresses of a request.
    expect(text).not.toContain(id);
    expect(text).not.toContain(someone.email);
  });

  it("counts local payments by provider and outcome", async () => {
    const clock = manualClock();
    const t = await startApp(dialect, { clock, env: { METRICS_TOKEN: TOKEN } });
    const member = (await cookieFor(t, "inactive", clock.now())) ?? "";
    const checkout = await postJson(t.app, "/api/stripe/create-checkout-session", { planType: "trial" }, member);
    const sessionId = checkout.json<{ url: string }>().url.split("/").pop() ?? "";
    const paid = await postJson(t.app, `/api/payments/local/sessions/${sessionId}/complete`, {}, member);
    expect(paid.statusCode).toBe(200);
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/payments_processed_total\{provider="local",outcome="processed"\} 1/);
    expect(text).not.toContain(sessionId);
  });

  it("counts Stripe events by outcome: processed, a repeated delivery as a duplicate, a stranger's as refused", async () => {
    const clock = manualClock();
    const stripe = await startFakeStripe();
    try {
      const t = await startApp(dialect, {
        clock,
        env: { METRICS_TOKEN: TOKEN, ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.url },
      });
      const signUp = await postJson(t.app, "/api/auth/register", newMember());
      const buyer = { id: signUp.json<{ id: string }>().id, cookie: sessionCookieOf(signUp) };
      const opened = await postJson(t.app, "/api/stripe/create-checkout-session", { planType: "trial" }, buyer.cookie);
      const session = { id: opened.json<{ url: string }>().url.split("/").pop() ?? "" };
      const at = clock.now().toISOString();
      const event = stripeEvents.trialCheckoutCompleted(buyer.id, at, "pi_test_metrics", undefined, session);
      expect((await deliver(t.app, event)).statusCode).toBe(200);
      expect((await deliver(t.app, event)).statusCode).toBe(200);
      // A signed payment for a checkout this server never opened grants nothing.
      expect((await deliver(t.app, stripeEvents.trialCheckoutCompleted(buyer.id, at, "pi_stranger"))).statusCode).toBe(
        200,
      );
      const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
      expect(text).toMatch(/payments_processed_total\{provider="stripe",outcome="processed"\} 1/);
      expect(text).toMatch(/payments_processed_total\{provider="stripe",outcome="duplicate"\} 1/);
      expect(text).toMatch(/payments_processed_total\{provider="stripe",outcome="refused"\} 1/);
      expect(text).not.toContain(buyer.id);
    } finally {
      await stripe.close();
    }
  });

  it("counts open live connections and times the fan-out of an event to them", async () => {
    const clock = manualClock();
    const t = await startApp(dialect, { clock, env: { METRICS_TOKEN: TOKEN } });
    const admin = (await cookieFor(t, "admin", clock.now())) ?? "";
    const member = (await cookieFor(t, "premium", clock.now())) ?? "";
    const live = await openLive(await listening(t), { cookie: member });
    try {
      await live.received(1);
      await createPositionAs(t, admin);
      await live.received(2);
      const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
      expect(text).toMatch(/live_connections 1/);
      expect(text).toMatch(/live_fan_out_seconds_count 1/);
    } finally {
      live.socket.close();
      await live.closed;
    }
  });
});
