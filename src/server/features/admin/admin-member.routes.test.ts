import { beforeEach, describe, expect, it } from "vitest";
import { MEMBER_MESSAGES, type MemberOverview } from "../../../shared/admin-member.js";
import { STEP_UP_MAX_AGE_MS } from "../../../shared/auth.js";
import { DAY_MS } from "../../../shared/plans.js";
import { ROOM_PLATFORM_NAMES } from "../../../shared/room-platforms.js";
import type { AdminStats } from "../../../shared/admin.js";
import type { PublicUser } from "../../../shared/users.js";
import { seedUser } from "../../../../test/support/admin-seed.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { newMember, postJson, sessionCookieOf, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { TEST_TOTP_SECRET } from "../../../../test/support/admin-sign-in.js";
import { totpCode } from "../auth/second-factor.service.js";
import { bootstrapAdmin } from "../auth/admin-bootstrap.js";

const ADMIN = { email: "boss@example.com", password: "the admin's own passphrase" };
const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof bootstrapAdmin>[2];

describe.each(TEST_DIALECTS)("an admin's page for one member on %s", (dialect) => {
  let admin: string;
  const t = useTestApp(dialect, { clockAt: new Date("2026-11-21T12:00:00.000Z") });
  const clock = t.clock;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", clock.now())) ?? "";
  });

  const buy = async (planType: "trial" | "pro") => {
    const registered = await postJson(t.app, "/api/auth/register", newMember());
    const cookie = sessionCookieOf(registered);
    const opened = await postJson(t.app, "/api/stripe/create-checkout-session", { planType }, cookie);
    const id = opened.json<{ url: string }>().url.split("/").pop() ?? "";
    const paid = await postJson(t.app, `/api/payments/local/sessions/${id}/complete`, {}, cookie);
    expect(paid.statusCode, paid.body).toBe(200);
    return { id: registered.json<{ id: string }>().id, cookie };
  };
  const overview = async (id: string) => {
    const response = await callApi(t, "GET", `/api/admin/users/${id}/overview`, { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MemberOverview>();
  };
  const act = (id: string, path: string, body?: unknown) =>
    callApi(t, "POST", `/api/admin/users/${id}/${path}`, { cookie: admin, body });
  const logged = async (action: string) =>
    (await callApi(t, "GET", `/api/admin/log?action=${action}`, { cookie: admin })).json<
      { outcome: string; targetId: string | null }[]
    >();

  it("shows the plan, how it was obtained, the ledger with test payments marked, and the sessions", async () => {
    const buyer = await buy("trial");
    const page = await overview(buyer.id);
    expect(page.member.subscriptionStatus).toBe("trial");
    expect(page.planSource).toBe("paid");
    expect(page.payments).toEqual([
      expect.objectContaining({ kind: "charge", plan: "trial", amountCents: 4900, refundableCents: 4900, test: true }),
    ]);
    expect(page.sessions).toHaveLength(1);
    expect(page.support).toEqual({ messages: 0, lastAt: null });
    // Every platform the rooms run on, in order, none of them set up on this app.
    expect(page.rooms).toEqual(ROOM_PLATFORM_NAMES.map((platform) => ({ platform, line: "not set up" })));
  });

  it("answers 404 for a member who does not exist", async () => {
    const response = await callApi(t, "GET", "/api/admin/users/no-such-member/overview", { cookie: admin });
    expect(response.statusCode).toBe(404);
  });

  it("grants days after the current expiry, says the plan was granted, and logs it", async () => {
    const id = await seedUser(t.database.handle.db, { status: "inactive" });
    const granted = await act(id, "grant", { days: 7 });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<PublicUser>()).toMatchObject({
      subscriptionStatus: "standard",
      subscriptionExpiry: new Date(clock.now().getTime() + 7 * DAY_MS).toISOString(),
    });
    const again = await act(id, "grant", { days: 3 });
    expect(again.json<PublicUser>().subscriptionExpiry).toBe(
      new Date(clock.now().getTime() + 10 * DAY_MS).toISOString(),
    );
    expect((await overview(id)).planSource).toBe("granted");
    const entries = await logged("member.grant");
    expect(entries.map((entry) => [entry.outcome, entry.targetId])).toEqual([
      ["done", id],
      ["done", id],
    ]);
  });

  it.each([[{ days: 0 }], [{ days: 1.5 }], [{ days: 367 }], [{}], [{ days: "7" }]])(
    "refuses to grant %j with a 400 and changes nothing",
    async (body) => {
      const id = await seedUser(t.database.handle.db, { status: "inactive" });
      const response = await act(id, "grant", body);
      expect(response.statusCode).toBe(400);
      expect((await overview(id)).member.subscriptionStatus).toBe("inactive");
    },
  );

  it("refunds part of a local charge, then the rest, which ends the trial and takes it out of test revenue", async () => {
    const buyer = await buy("trial");
    const [charge] = (await overview(buyer.id)).payments;
    const partial = await act(buyer.id, "refunds", { paymentId: charge?.id, amountCents: 900 });
    expect(partial.statusCode, partial.body).toBe(204);
    let page = await overview(buyer.id);
    expect(page.member.subscriptionStatus).toBe("trial");
    expect(page.payments.find((p) => p.kind === "charge")?.refundableCents).toBe(4000);

    const tooMuch = await act(buyer.id, "refunds", { paymentId: charge?.id, amountCents: 4001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ message: string }>().message).toBe(MEMBER_MESSAGES.refundTooLarge);

    const rest = await act(buyer.id, "refunds", { paymentId: charge?.id, amountCents: 4000 });
    expect(rest.statusCode, rest.body).toBe(204);
    page = await overview(buyer.id);
    expect(page.payments.filter((p) => p.kind === "refund").map((p) => p.amountCents)).toEqual([4900]);
    expect(page.member.subscriptionStatus).toBe("inactive");
    const stats = (await callApi(t, "GET", "/api/admin/stats", { cookie: admin })).json<AdminStats>();
    expect(stats.testRevenue.allTimeNetCents).toBe(0);
    expect((await logged("member.refund")).map((entry) => entry.outcome).sort()).toEqual(["done", "done", "refused"]);
  });

  it("refuses to refund another member's charge, an unknown one, or a zero amount", async () => {
    const buyer = await buy("trial");
    const other = await buy("trial");
    const [charge] = (await overview(other.id)).payments;
    expect((await act(buyer.id, "refunds", { paymentId: charge?.id, amountCents: 100 })).statusCode).toBe(404);
    expect((await act(buyer.id, "refunds", { paymentId: "nope", amountCents: 100 })).statusCode).toBe(404);
    expect((await act(other.id, "refunds", { paymentId: charge?.id, amountCents: 0 })).statusCode).toBe(400);
    expect((await overview(other.id)).payments).toHaveLength(1);
  });

  it("cancels Pro at the period end (access stays) and then at once (access ends)", async () => {
    const buyer = await buy("pro");
    const atEnd = await act(buyer.id, "cancel", { when: "period_end" });
    expect(atEnd.statusCode, atEnd.body).toBe(204);
    let page = await overview(buyer.id);
    expect(page.subscriptions[0]?.cancelAtPeriodEnd).toBe(true);
    expect(page.member.subscriptionStatus).toBe("premium");

    const now = await act(buyer.id, "cancel", { when: "now" });
    expect(now.statusCode, now.body).toBe(204);
    page = await overview(buyer.id);
    expect(page.subscriptions[0]?.status).toBe("canceled");
    expect(new Date(page.member.subscriptionExpiry ?? 0).getTime()).toBeLessThanOrEqual(clock.now().getTime());
    expect((await callApi(t, "GET", "/api/positions", { cookie: buyer.cookie })).statusCode).toBe(403);

    const again = await act(buyer.id, "cancel", { when: "now" });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(MEMBER_MESSAGES.noSubscription);
  });

  it("signs a member out on one device", async () => {
    const buyer = await buy("trial");
    const [session] = (await overview(buyer.id)).sessions;
    const revoked = await callApi(t, "DELETE", `/api/admin/users/${buyer.id}/sessions/${session?.id}`, {
      cookie: admin,
    });
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect((await callApi(t, "GET", "/api/auth/me", { cookie: buyer.cookie })).statusCode).toBe(401);
    expect((await overview(buyer.id)).sessions).toEqual([]);
    expect((await logged("member.session_revoke")).map((entry) => entry.outcome)).toEqual(["done"]);
  });

  it("asks for the second factor again before granting when the last check is old", async () => {
    const id = await seedUser(t.database.handle.db, { status: "inactive" });
    await bootstrapAdmin(t.database.handle.db, { ...ADMIN, totpSecret: TEST_TOTP_SECRET }, silent, clock.now());
    const signedIn = await postJson(t.app, "/api/auth/login", {
      ...ADMIN,
      code: totpCode(TEST_TOTP_SECRET, clock.now()),
    });
    clock.advance(STEP_UP_MAX_AGE_MS + 1000);
    const response = await callApi(t, "POST", `/api/admin/users/${id}/grant`, {
      cookie: sessionCookieOf(signedIn),
      body: { days: 7 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ stepUp?: boolean }>().stepUp).toBe(true);
    expect((await overview(id)).member.subscriptionStatus).toBe("inactive");
  });
});
