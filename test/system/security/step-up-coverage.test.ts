import { describe, expect, it } from "vitest";
import { STEP_UP_MAX_AGE_MS } from "../../../src/shared/auth.js";
import { bootstrapAdmin } from "../../../src/server/features/auth/admin-bootstrap.js";
import { totpCode } from "../../../src/server/features/auth/second-factor.service.js";
import { TEST_TOTP_SECRET } from "../../support/admin-sign-in.js";
import { postJson, sessionCookieOf, TEST_NOW, TEST_ORIGIN, useTestApp } from "../../support/test-app.js";

/**
 * The changes a session left open (a shared computer, a stolen cookie) must not make without the second factor
 * checked in the last few minutes: the account's password, email, factors and deletion; members' plans and deletion;
 * the settings and rooms; what takes members' data or sign-in links away (the CSV exports, a sent message); and a
 * provider API key, which acts for the admin without a second factor of its own.
 */
const MUST_STEP_UP = [
  "POST /api/auth/change-password",
  "POST /api/auth/email-change",
  "POST /api/auth/second-factor/setup",
  "POST /api/auth/second-factor/disable",
  "POST /api/auth/passkeys/options",
  // Its answer completes the options asked for above, which already needed the check.
  "DELETE /api/auth/passkeys/:id",
  "POST /api/account/delete",
  "POST /api/account/guarantee-refund",
  "POST /api/admin/promotion-codes",
  "POST /api/admin/promotion-codes/:id/deactivate",
  // Affiliate money: the program's rules, the payout report and marking a payout paid.
  "PUT /api/admin/referrals/program",
  "GET /api/admin/referrals/payouts.csv",
  "POST /api/admin/referrals/affiliates/:userId/payouts",
  "PATCH /api/admin/users/:id/subscription",
  "PUT /api/admin/users/:id",
  "DELETE /api/admin/users/:id",
  "POST /api/admin/users/:id/grant",
  "POST /api/admin/users/:id/refunds",
  "POST /api/admin/users/:id/cancel",
  "DELETE /api/admin/users/:id/sessions/:sessionId",
  "PATCH /api/admin/settings",
  "PUT /api/admin/telegram",
  "PUT /api/admin/discord",
  "GET /api/admin/exports/users.csv",
  "GET /api/admin/exports/trades.csv",
  "GET /api/admin/exports/analytics.csv",
  "GET /api/admin/exports/payments.csv",
  "GET /api/admin/log.csv",
  "GET /api/admin/mail/:id",
  "POST /api/admin/automation/keys",
];

/** Routes that end the session the check runs with. */
const ENDS_SESSION = ["POST /api/auth/logout"];

const ADMIN = { email: "boss@example.com", password: "the admin's own passphrase" };
const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof bootstrapAdmin>[2];

describe("step-up coverage", () => {
  const t = useTestApp("sqlite", { clockAt: TEST_NOW });

  it("asks an administrator whose code is older than 5 minutes to confirm on exactly the sensitive routes", async () => {
    await bootstrapAdmin(t.database.handle.db, { ...ADMIN, totpSecret: TEST_TOTP_SECRET }, silent, t.clock.now());
    const signedIn = await postJson(t.app, "/api/auth/login", {
      ...ADMIN,
      code: totpCode(TEST_TOTP_SECRET, t.clock.now()),
    });
    const cookie = sessionCookieOf(signedIn);
    t.clock.advance(STEP_UP_MAX_AGE_MS + 1000);

    const asking: string[] = [];
    const routes = [...new Set(t.app.routeTable)].filter(
      (route) => route.includes(" /api/") && !route.startsWith("HEAD ") && !ENDS_SESSION.includes(route),
    );
    for (const route of routes) {
      const [method = "GET", path = "/"] = route.split(" ");
      const answer = await t.app.inject({
        method: method as "GET",
        url: path.replace(/:[a-zA-Z]+/g, "00000000-0000-4000-8000-000000000000"),
        headers: { origin: TEST_ORIGIN, cookie, "content-type": "application/json" },
        ...(method === "GET" || method === "DELETE" ? {} : { payload: "{}" }),
      });
      if (answer.statusCode === 403 && answer.json<{ stepUp?: boolean }>().stepUp === true) asking.push(route);
    }
    expect(asking.sort()).toEqual([...MUST_STEP_UP].sort());
  });
});
