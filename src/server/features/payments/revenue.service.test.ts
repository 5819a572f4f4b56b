import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../test/support/test-database.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { insertPaymentOnce, upsertRefund, type NewPayment } from "./ledger.repo.js";
import { revenueThisMonthCents } from "./revenue.service.js";

describe.each(TEST_DIALECTS)("revenue on %s", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await database.cleanup();
  });

  const row = (reference: string, kind: "charge" | "refund", cents: number, occurredAt: string): NewPayment => ({
    id: reference,
    user_id: null,
    kind,
    plan: "trial",
    amount_cents: cents,
    currency: "usd",
    provider: "stripe",
    livemode: 1,
    reference,
    payment_reference: "pi_1",
    description: kind,
    occurred_at: occurredAt,
  });

  it("sums this UTC calendar month's charges net of refunds, each counted once", async () => {
    const db = database.handle.db;
    const now = "2026-11-21T00:00:00.000Z";
    await insertPaymentOnce(db, row("a", "charge", 4900, "2026-11-01T00:00:00.000Z"), now);
    await insertPaymentOnce(db, row("a", "charge", 4900, "2026-11-01T00:00:00.000Z"), now);
    await insertPaymentOnce(db, row("b", "charge", 17900, "2026-11-30T23:59:59.999Z"), now);
    await insertPaymentOnce(db, row("c", "charge", 17900, "2026-12-01T00:00:00.000Z"), now);
    await insertPaymentOnce(db, row("d", "charge", 17900, "2026-10-31T23:59:59.999Z"), now);
    await upsertRefund(db, row("r", "refund", 1000, "2026-11-10T00:00:00.000Z"), now);
    await upsertRefund(db, row("r", "refund", 4900, "2026-11-11T00:00:00.000Z"), now);
    await upsertRefund(db, row("r", "refund", 2000, "2026-11-12T00:00:00.000Z"), now);
    expect(await revenueThisMonthCents({ db }, new Date("2026-11-21T12:00:00.000Z"))).toBe(4900 + 17900 - 4900);
  });
});
