import { describe, expect, it } from "vitest";
import type { AdminUser } from "@shared/admin";
import { deleteUserQuestion, expiryLine, isExpired, lastPaymentLine } from "@/features/admin-members/lib/user-display";

const user = (changes: Partial<AdminUser>): AdminUser => ({
  id: "u1",
  email: "maria@example.com",
  firstName: "Maria",
  lastName: "Lopez",
  role: "user",
  subscriptionStatus: "standard",
  subscriptionExpiry: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  emailVerified: true,
  language: null,
  ...changes,
});

describe("user card lines", () => {
  it("shows the expiry as its UTC day, wherever the admin is", () => {
    expect(expiryLine(user({ subscriptionExpiry: "2026-12-31T23:59:59.999Z" }))).toBe("Expires: Dec 31, 2026");
  });

  it("says 'No expiry' for open-ended access and nothing for an inactive user without a date", () => {
    expect(expiryLine(user({}))).toBe("No expiry");
    expect(expiryLine(user({ subscriptionStatus: "inactive" }))).toBeNull();
  });

  it("labels a grant whose expiry has passed", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    expect(isExpired(user({ subscriptionExpiry: "2026-11-20T23:59:59.999Z" }), now)).toBe(true);
    expect(isExpired(user({ subscriptionExpiry: "2026-11-21T23:59:59.999Z" }), now)).toBe(false);
    expect(isExpired(user({}), now)).toBe(false);
  });

  it("says 'Renews' for a running Pro subscription that renews, and names the plan once its date has passed", () => {
    const now = new Date("2026-11-21T12:00:00Z");
    const pro = user({ subscriptionStatus: "premium", subscriptionExpiry: "2026-12-21T23:59:59.999Z" });
    expect(expiryLine({ ...pro, renews: true }, now)).toBe("Renews: Dec 21, 2026");
    expect(expiryLine({ ...pro, renews: false }, now)).toBe("Expires: Dec 21, 2026");
    expect(expiryLine(user({ subscriptionExpiry: "2026-11-01T23:59:59.999Z" }), now)).toBe(
      "Standard until Nov 1, 2026",
    );
  });

  it("shows the last payment's amount in its currency, and nothing for a member who never paid", () => {
    const at = "2026-11-20T12:00:00.000Z";
    expect(lastPaymentLine({ lastPayment: { at, amountCents: 4900, currency: "usd", test: false } })).toMatch(
      /^Last payment: Nov 2\d, 2026 · \$49\.00$/,
    );
    expect(lastPaymentLine({ lastPayment: null })).toBeNull();
  });

  it("labels a test payment as one, so it is never read as money received", () => {
    const at = "2026-11-20T12:00:00.000Z";
    expect(lastPaymentLine({ lastPayment: { at, amountCents: 17900, currency: "usd", test: true } })).toMatch(
      /^Last test payment: Nov 2\d, 2026 · \$179\.00 \(no money moved\)$/,
    );
  });

  it("names the member in the delete question, and says a running paid plan is cancelled at once", () => {
    expect(deleteUserQuestion({ ...user({}), runningPaidPlan: false })).toBe(
      "Delete Maria Lopez (maria@example.com)? This cannot be undone.",
    );
    expect(deleteUserQuestion({ ...user({}), runningPaidPlan: true })).toBe(
      "Delete Maria Lopez (maria@example.com)? They have a running paid plan: it will be cancelled at once, with no " +
        "further charge. This cannot be undone.",
    );
  });
});
