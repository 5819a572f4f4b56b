import { englishMessage } from "../../lib/app-error.js";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminLogEntry } from "../../../shared/admin-log.js";
import { PROMOTION_MESSAGES, type PromotionCodeInput } from "../../../shared/promotions.js";
import { memberFor, type RoleMember } from "../../../../test/support/members.js";
import { callApi } from "../../../../test/support/positions.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { renewLocalSubscriptions } from "./local-subscriptions.service.js";

const DAY = 24 * 60 * 60 * 1000;

const input = (overrides: Partial<PromotionCodeInput> = {}): PromotionCodeInput => ({
  code: "SPRING",
  name: "Spring sale",
  kind: "percent",
  value: 20,
  duration: "once",
  months: null,
  plans: ["trial", "pro"],
  expiresOn: null,
  maxRedemptions: null,
  oncePerMember: true,
  ...overrides,
});

describe.each(TEST_DIALECTS)("promotion codes in the built-in test checkout on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const clock = t.clock;
  let admin: RoleMember;
  beforeEach(async () => {
    admin = await memberFor(t, "admin", clock.now());
  });

  const create = (body: unknown) => callApi(t, "POST", "/api/admin/promotion-codes", { cookie: admin.cookie, body });
  const ledger = (userId: string) =>
    t.database.handle.db
      .selectFrom("payments")
      .select(["kind", "plan", "amount_cents"])
      .where("user_id", "=", userId)
      .orderBy("occurred_at")
      .execute();
  const open = async (member: RoleMember, planType: string, code: string) => {
    const opened = await callApi(t, "POST", "/api/stripe/create-checkout-session", {
      cookie: member.cookie,
      body: { planType, code },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    return opened.json<{ url: string }>().url.split("/").pop() ?? "";
  };

  it("shows a code applied before paying, charges the price after it, and lists the redemption", async () => {
    expect((await create(input())).statusCode).toBe(201);
    const preview = await t.app.inject({ method: "GET", url: "/api/promotion-codes/spring?plan=pro" });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      code: "SPRING",
      name: "Spring sale",
      plan: "pro",
      discount: { kind: "percent", value: 20, duration: "once", months: null },
      description: "20% off the first payment",
      listPriceCents: 17900,
      priceAfterCents: 14320,
    });

    const member = await memberFor(t, "inactive", clock.now());
    const id = await open(member, "trial", "spring");
    const page = await callApi(t, "GET", `/api/payments/local/sessions/${id}`, { cookie: member.cookie });
    expect(page.json()).toMatchObject({
      amountCents: 3920,
      listPriceCents: 4900,
      promotion: {
        code: "SPRING",
        name: "Spring sale",
        description: "20% off the first payment",
        // What the checkout page words in its language.
        discount: { kind: "percent", value: 20, duration: "once", months: null },
      },
    });
    const paid = await callApi(t, "POST", `/api/payments/local/sessions/${id}/complete`, { cookie: member.cookie });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await ledger(member.id)).toEqual([{ kind: "charge", plan: "trial", amount_cents: 3920 }]);

    // Once per member: the same member is told so, before and at checkout.
    const again = await t.app.inject({
      method: "GET",
      url: "/api/promotion-codes/SPRING?plan=pro",
      headers: { cookie: member.cookie },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: englishMessage(PROMOTION_MESSAGES.oncePerMember) });
  });

  it("checks the code again at Pay: the last use taken meanwhile by someone else is refused, nothing charged", async () => {
    expect((await create(input({ code: "LAST", maxRedemptions: 1, oncePerMember: false }))).statusCode).toBe(201);
    const first = await memberFor(t, "inactive", clock.now());
    const second = await memberFor(t, "inactive", clock.now());
    const firstCheckout = await open(first, "trial", "LAST");
    const secondCheckout = await open(second, "trial", "LAST");
    const pay = (member: RoleMember, id: string) =>
      callApi(t, "POST", `/api/payments/local/sessions/${id}/complete`, { cookie: member.cookie });
    expect((await pay(first, firstCheckout)).statusCode).toBe(200);
    const late = await pay(second, secondCheckout);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: englishMessage(PROMOTION_MESSAGES.used) });
    expect(await ledger(second.id)).toEqual([]);
  });

  it("discounts a Pro renewal for the code's months, then charges the list price", async () => {
    const created = await create(
      input({ code: "THREE", kind: "amount", value: 5000, duration: "repeating", months: 2, plans: ["pro"] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const member = await memberFor(t, "inactive", clock.now());
    const id = await open(member, "pro", "THREE");
    await callApi(t, "POST", `/api/payments/local/sessions/${id}/complete`, { cookie: member.cookie });
    for (let month = 0; month < 2; month += 1) {
      clock.advance(31 * DAY);
      await renewLocalSubscriptions({ db: t.database.handle.db }, clock.now());
    }
    expect((await ledger(member.id)).map((row) => row.amount_cents)).toEqual([12900, 12900, 17900]);
  });

  it("refuses bad input with the field's message and a taken code with 409", async () => {
    const percent = await create(input({ value: 100 }));
    expect(percent.statusCode).toBe(400);
    expect(percent.json()).toMatchObject({ message: PROMOTION_MESSAGES.discount });
    const tooMuch = await create(input({ kind: "amount", value: 4900 }));
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ message: PROMOTION_MESSAGES.discountAbovePrice });
    const noMonths = await create(input({ duration: "repeating", months: null }));
    expect(noMonths.statusCode).toBe(400);
    const past = await create(input({ expiresOn: "2026-01-01" }));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: PROMOTION_MESSAGES.expiry });
    const badCode = await create(input({ code: "no spaces" }));
    expect(badCode.statusCode).toBe(400);

    expect((await create(input({ code: "TAKEN" }))).statusCode).toBe(201);
    const taken = await create(input({ code: "taken" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: PROMOTION_MESSAGES.codeTaken });
    const list = await callApi(t, "GET", "/api/admin/promotion-codes", { cookie: admin.cookie });
    expect(list.json()).toHaveLength(1);
  });

  it("answers 429 to an address trying codes in bulk", async () => {
    const lookup = (code: string) => t.app.inject({ method: "GET", url: `/api/promotion-codes/${code}?plan=pro` });
    for (let attempt = 0; attempt < 60; attempt += 1) expect((await lookup(`GUESS${attempt}`)).statusCode).toBe(404);
    const limited = await lookup("GUESS60");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: englishMessage(PROMOTION_MESSAGES.tooManyLookups) });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("writes each creation and switch-off in the admin log, named by the code", async () => {
    const created = (await create(input({ code: "LOGGED" }))).json<{ id: string }>();
    const off = await callApi(t, "POST", `/api/admin/promotion-codes/${created.id}/deactivate`, {
      cookie: admin.cookie,
    });
    expect(off.statusCode, off.body).toBe(200);
    const again = await callApi(t, "POST", `/api/admin/promotion-codes/${created.id}/deactivate`, {
      cookie: admin.cookie,
    });
    expect(again.statusCode).toBe(409);
    const log = await callApi(t, "GET", "/api/admin/log", { cookie: admin.cookie });
    const entries = log.json<AdminLogEntry[]>().filter((entry) => entry.action.startsWith("promotion."));
    // One clock moment for all three: their order in the log is not the point.
    expect(entries.map((e) => [e.action, e.targetLabel, e.outcome]).sort()).toEqual([
      ["promotion.create", "LOGGED", "done"],
      ["promotion.deactivate", "LOGGED", "done"],
      ["promotion.deactivate", "LOGGED", "refused"],
    ]);
    const switchedOff = entries.find((e) => e.action === "promotion.deactivate" && e.outcome === "done");
    expect(switchedOff?.changes).toContainEqual({ field: "active", before: true, after: false });
  });
});
