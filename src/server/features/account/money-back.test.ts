import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../../shared/account.js";
import type { AdminStats } from "../../../shared/admin.js";
import { GUARANTEE_MESSAGES, type Billing } from "../../../shared/payments.js";
import { DAY_MS, MONEY_BACK_DAYS } from "../../../shared/plans.js";
import { outboxMailsTo } from "../../../../test/support/mail.js";
import { memberFor } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

describe.each(TEST_DIALECTS)("the money-back guarantee button on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const clock = t.clock;

  /** A member who bought `plans` in order through the built-in checkout. */
  const buyer = async (...plans: ("trial" | "pro")[]) => {
    const member = await memberFor(t, "inactive", clock.now());
    // Billing messages go to a verified address (docs/product.md#email).
    await t.database.handle.db
      .updateTable("users")
      .set({ email_verified_at: clock.now().toISOString() })
      .where("id", "=", member.id)
      .execute();
    for (const planType of plans) {
      const opened = await callApi(t, "POST", "/api/stripe/create-checkout-session", {
        cookie: member.cookie,
        body: { planType },
      });
      const id = opened.json<{ url: string }>().url.split("/").pop() ?? "";
      const paid = await callApi(t, "POST", `/api/payments/local/sessions/${id}/complete`, { cookie: member.cookie });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    return member;
  };
  const ask = (member: { cookie: string }, password: string) =>
    callApi(t, "POST", "/api/account/guarantee-refund", { cookie: member.cookie, body: { password } });
  const me = async (member: { cookie: string }) =>
    (await callApi(t, "GET", "/api/auth/me", { cookie: member.cookie })).json<{
      subscriptionStatus: string;
      subscriptionExpiry: string | null;
    }>();
  /** What the member's session may read now: 200 with access, 403 "Subscription required" without. */
  const positionsStatus = async (member: { cookie: string }) =>
    (await callApi(t, "GET", "/api/positions", { cookie: member.cookie })).statusCode;
  const billing = async (member: { cookie: string }) =>
    (await callApi(t, "GET", "/api/payments", { cookie: member.cookie })).json<Billing>();
  const ledger = (userId: string) =>
    t.database.handle.db
      .selectFrom("payments")
      .select(["kind", "amount_cents"])
      .where("user_id", "=", userId)
      .orderBy("kind")
      .execute();

  it("refunds the first payment in full, ends access, and emails the member and every admin", async () => {
    const admin = await memberFor(t, "admin", clock.now());
    const member = await buyer("trial");
    const accessChanged: string[] = [];
    t.events.subscribe((event) => {
      if (event.type === "access_changed") accessChanged.push(event.userId);
    });
    expect((await billing(member)).guarantee).toMatchObject({ status: "available", amountCents: 4900 });
    expect(await positionsStatus(member)).toBe(200);

    const answer = await ask(member, member.password);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ status: "used", until: null, amountCents: 4900 });
    expect(await me(member)).toMatchObject({ subscriptionStatus: "inactive" });
    expect(await positionsStatus(member)).toBe(403);
    expect(await ledger(member.id)).toEqual([
      { kind: "charge", amount_cents: 4900 },
      { kind: "refund", amount_cents: 4900 },
    ]);
    // The rooms and live connections hear that access changed.
    expect(accessChanged).toContain(member.id);
    const stats = (await callApi(t, "GET", "/api/admin/stats", { cookie: admin.cookie })).json<AdminStats>();
    expect(stats.testRevenue.thisMonthCents).toBe(0);
    expect(stats.testRevenue.allTimeNetCents).toBe(0);
    expect((await billing(member)).guarantee.status).toBe("used");

    const toMember = await outboxMailsTo(t, member.email);
    expect(toMember.map((mail) => mail.kind)).toContain("guarantee-refunded");
    const toAdmin = await outboxMailsTo(t, admin.email);
    expect(toAdmin.find((mail) => mail.kind === "guarantee-used")?.subject).toContain("money-back guarantee");
  });

  it("refunds once when pressed twice at the same moment, and refuses the second press with a message", async () => {
    const member = await buyer("pro");
    const [first, second] = await Promise.all([ask(member, member.password), ask(member, member.password)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refusal = (first.statusCode === 409 ? first : second).json<{ message: string }>().message;
    expect([GUARANTEE_MESSAGES.inProgress, GUARANTEE_MESSAGES.used].map((key) => englishMessage(key))).toContain(
      refusal,
    );
    const again = await ask(member, member.password);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: englishMessage(GUARANTEE_MESSAGES.used) });
    expect(await ledger(member.id)).toEqual([
      { kind: "charge", amount_cents: 17900 },
      { kind: "refund", amount_cents: 17900 },
    ]);
    // Pro ends at once and renews no more.
    expect(await me(member)).toMatchObject({ subscriptionExpiry: clock.now().toISOString() });
    expect(await positionsStatus(member)).toBe(403);
    expect((await billing(member)).subscription).toMatchObject({ status: "canceled" });
  });

  it(`refuses after ${MONEY_BACK_DAYS} days and on a member who has paid again since`, async () => {
    const late = await buyer("trial");
    clock.advance(MONEY_BACK_DAYS * DAY_MS + 1000);
    const expired = await ask(late, late.password);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toEqual({ message: englishMessage(GUARANTEE_MESSAGES.expired, { count: MONEY_BACK_DAYS }) });
    expect(await me(late)).toMatchObject({ subscriptionStatus: "trial" });
    expect(await positionsStatus(late)).toBe(200);

    const twice = await buyer("trial", "pro");
    const laterPayment = await ask(twice, twice.password);
    expect(laterPayment.statusCode).toBe(409);
    expect(laterPayment.json()).toEqual({ message: englishMessage(GUARANTEE_MESSAGES.laterPayment) });
    expect(await ledger(twice.id)).toEqual([
      { kind: "charge", amount_cents: 4900 },
      { kind: "charge", amount_cents: 17900 },
    ]);

    const nothingPaid = await memberFor(t, "inactive", clock.now());
    const none = await ask(nothingPaid, nothingPaid.password);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: englishMessage(GUARANTEE_MESSAGES.none) });
  });

  it("refuses a wrong password with 400 and gives nothing back", async () => {
    const member = await buyer("trial");
    const wrong = await ask(member, "not my password");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: englishMessage(ACCOUNT_MESSAGES.passwordWrong) });
    expect(await ledger(member.id)).toEqual([{ kind: "charge", amount_cents: 4900 }]);
    expect((await billing(member)).guarantee.status).toBe("available");
    expect((await callApi(t, "POST", "/api/account/guarantee-refund", { body: { password: "x" } })).statusCode).toBe(
      401,
    );
  });
});
