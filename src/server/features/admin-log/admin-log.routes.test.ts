import { englishMessage } from "../../lib/app-error.js";
import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_LOG_EXPORT_URL, ADMIN_LOG_URL, type AdminLogEntry } from "../../../shared/admin-log.js";
import { SECOND_FACTOR_MESSAGES, STEP_UP_MAX_AGE_MS } from "../../../shared/auth.js";
import { seedUser } from "../../../../test/support/admin-seed.js";
import { parseCsv } from "../../../../test/support/csv.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs, positionInput } from "../../../../test/support/positions.js";
import { TEST_TOTP_SECRET } from "../../../../test/support/admin-sign-in.js";
import { postJson, sessionCookieOf, TEST_NOW, useTestApp, useTestApps } from "../../../../test/support/test-app.js";
import { totpCode } from "../auth/second-factor.service.js";
import { bootstrapAdmin } from "../auth/admin-bootstrap.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

const ADMIN = { email: "boss@example.com", password: "the admin's own passphrase" };
const silent = { info() {}, warn() {}, error() {} } as unknown as Parameters<typeof bootstrapAdmin>[2];
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AdminTest/1.0";

describe.each(TEST_DIALECTS)("the admin log on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  let admin: string;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
  });
  // Each call a second after the last, so the log's newest-first order is the order they were made in.
  const as = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, body?: unknown) => {
    t.clock.advance(1000);
    return callApi(t, method, url, {
      cookie: admin,
      headers: { "user-agent": BROWSER },
      ...(body === undefined ? {} : { body }),
    });
  };
  const log = async (query = "") => {
    const response = await as("GET", `${ADMIN_LOG_URL}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { entries: response.json<AdminLogEntry[]>(), total: Number(response.headers["x-total-count"]) };
  };
  const entryOf = async (action: string) => (await log(`?action=${action}`)).entries[0];

  it("records each admin action with who, when, from where and the fields it changed", async () => {
    const draft = (await as("POST", "/api/positions", positionInput({ status: "planning" }))).json<{ id: string }>().id;
    t.clock.advance(1000);
    expect(
      (
        await as("PUT", `/api/positions/${draft}`, {
          asset: "EUR/USD",
          assetClass: "forex",
          direction: "long",
          entryPrice: 1.0724,
          status: "active",
        })
      ).statusCode,
    ).toBe(200);
    await as("POST", `/api/positions/${draft}/events`, { type: "note", text: "Holding above support" });
    await as("POST", `/api/positions/${draft}/events`, { type: "voided", reason: "Wrong instrument" });
    const member = await seedUser(t.database.handle.db, { email: "logged@example.com" });
    await as("PATCH", `/api/admin/users/${member}/subscription`, {
      subscriptionStatus: "standard",
      subscriptionExpiry: "2027-01-31",
    });
    await as("PATCH", "/api/admin/settings", { autoPublish: false });
    await as("GET", "/api/admin/exports/users.csv");
    expect((await as("DELETE", `/api/admin/users/${member}`)).statusCode).toBe(204);

    const { entries, total } = await log();
    expect(entries.map((entry) => entry.action)).toEqual([
      "member.delete",
      "export.users",
      "settings.update",
      "member.plan",
      "position.voided",
      "position.note",
      "position.publish",
      "position.create",
    ]);
    expect(total).toBe(8);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        adminEmail: expect.stringContaining("@"),
        address: "127.0.0.1",
        userAgent: BROWSER,
        outcome: "done",
      });
    }
    expect(entries.find((entry) => entry.action === "position.publish")).toMatchObject({
      targetId: draft,
      targetLabel: "EUR/USD long",
      changes: expect.arrayContaining([{ field: "status", before: "planning", after: "active" }]),
    });
    expect((await entryOf("position.note"))?.changes).toContainEqual({
      field: "text",
      before: null,
      after: "Holding above support",
    });
    expect((await entryOf("position.voided"))?.changes).toContainEqual({
      field: "outcome",
      before: null,
      after: "voided",
    });
    const plan = await entryOf("member.plan");
    expect(plan).toMatchObject({ targetId: member, targetLabel: "logged@example.com" });
    expect(plan?.changes).toEqual([
      { field: "subscriptionStatus", before: "inactive", after: "standard" },
      { field: "subscriptionExpiry", before: null, after: "2027-01-31T23:59:59.999Z" },
    ]);
    expect((await entryOf("settings.update"))?.changes).toEqual([{ field: "autoPublish", before: true, after: false }]);
    // The member is gone; the entry still says who it was and what the account held.
    expect(await entryOf("member.delete")).toMatchObject({
      targetLabel: "logged@example.com",
      changes: expect.arrayContaining([{ field: "email", before: "logged@example.com", after: null }]),
    });
  });

  it("records an action the app refused as refused, with nothing changed", async () => {
    const refused = await as("DELETE", `/api/admin/users/${await seedUser(t.database.handle.db, { role: "admin" })}`);
    expect(refused.statusCode).toBe(409);
    expect(await entryOf("member.delete")).toMatchObject({ outcome: "refused", changes: [] });
  });

  it("finds entries by admin, action, target, text and day, a page at a time", async () => {
    const id = await createPositionAs(t, admin, { asset: "XAU/USD", assetClass: "commodities" });
    t.clock.advance(24 * 60 * 60 * 1000);
    await as("POST", `/api/positions/${id}/events`, { type: "note", text: "Gold looks heavy" });
    t.clock.advance(1000);
    await as("PATCH", "/api/admin/settings", { autoPublish: false });
    const me = (await as("GET", "/api/auth/me")).json<{ id: string; email: string }>();
    const actions = async (query: string) => (await log(query)).entries.map((entry) => entry.action);

    expect(await actions(`?admin=${me.id}`)).toHaveLength(3);
    expect(await actions(`?admin=${encodeURIComponent(me.email.slice(0, 4).toUpperCase())}`)).toHaveLength(3);
    expect(await actions("?admin=nobody-like-this")).toEqual([]);
    expect(await actions("?action=settings.update")).toEqual(["settings.update"]);
    expect(await actions(`?target=${id}`)).toEqual(["position.note", "position.publish"]);
    expect(await actions("?target=xau")).toEqual(["position.note", "position.publish"]);
    expect(await actions("?text=looks%20HEAVY")).toEqual(["position.note"]);
    expect(await actions("?text=50%25")).toEqual([]);
    expect(await actions("?from=2026-11-22")).toEqual(["settings.update", "position.note"]);
    expect(await actions("?to=2026-11-21")).toEqual(["position.publish"]);
    expect(await actions("?from=2026-11-21&to=2026-11-21&action=")).toEqual(["position.publish"]);

    const first = await log("?limit=2");
    expect(first.total).toBe(3);
    expect(first.entries.map((entry) => entry.action)).toEqual(["settings.update", "position.note"]);
    expect((await log("?limit=2&offset=2")).entries.map((entry) => entry.action)).toEqual(["position.publish"]);
  });

  it("refuses a bad search with a message", async () => {
    for (const [query, message] of [
      ["?action=position.explode", "Action is not one the log records"],
      ["?from=2026-02-30", "Dates must be real dates as yyyy-mm-dd"],
      ["?from=2026-11-22&to=2026-11-21", "From must not be after To"],
      ["?limit=0", "Limit must be at least 1"],
    ]) {
      const response = await as("GET", `${ADMIN_LOG_URL}${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
  });

  it("exports the search as CSV after the second factor is checked again, and logs the export", async () => {
    await as("PATCH", "/api/admin/settings", { autoPublish: false });
    t.clock.advance(1000);
    await createPositionAs(t, admin);
    const exported = await as("GET", `${ADMIN_LOG_EXPORT_URL}?action=settings.update`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers["content-disposition"]).toMatch(
      /attachment; filename="signaldesk-admin-log-2026-11-21\.csv"/,
    );
    const rows = parseCsv(exported.body);
    expect(rows[0]).toEqual([
      "At",
      "Admin",
      "Admin email",
      "Action",
      "Outcome",
      "Target type",
      "Target",
      "Target name",
      "Address",
      "User agent",
      "Changes",
    ]);
    expect(rows.slice(1).map((row) => row[3])).toEqual(["settings.update"]);
    expect(rows[1]?.[10]).toBe("autoPublish: true -> false");
    expect(await entryOf("export.admin_log")).toMatchObject({
      changes: [{ field: "action", before: null, after: "settings.update" }],
    });
  });

  it("asks an admin with an authenticator app for a code again before exporting", async () => {
    await bootstrapAdmin(t.database.handle.db, { ...ADMIN, totpSecret: TEST_TOTP_SECRET }, silent, t.clock.now());
    const signedIn = await postJson(t.app, "/api/auth/login", {
      ...ADMIN,
      code: totpCode(TEST_TOTP_SECRET, t.clock.now()),
    });
    const cookie = sessionCookieOf(signedIn);
    const exportAs = () => callApi(t, "GET", ADMIN_LOG_EXPORT_URL, { cookie });
    expect((await exportAs()).statusCode).toBe(200);

    t.clock.advance(STEP_UP_MAX_AGE_MS + 1000);
    const refused = await exportAs();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: englishMessage(SECOND_FACTOR_MESSAGES.stepUpRequired), stepUp: true });
    const code = totpCode(TEST_TOTP_SECRET, t.clock.now());
    expect((await postJson(t.app, "/api/auth/step-up", { code }, cookie)).statusCode).toBe(200);
    expect((await exportAs()).statusCode).toBe(200);
    const exports = (await callApi(t, "GET", `${ADMIN_LOG_URL}?action=export.admin_log`, { cookie })).json<
      AdminLogEntry[]
    >();
    expect(exports.map((entry) => entry.adminEmail)).toEqual([ADMIN.email, ADMIN.email]);
  });
});

describe.each(TEST_DIALECTS)("the admin log behind a proxy on %s", (dialect) => {
  const start = useTestApps();

  it("records the client address the proxy reports, not the proxy's", async () => {
    const t = await start(dialect, { env: { TRUST_PROXY: "1" } });
    const admin = (await cookieFor(t, "admin", new Date())) ?? "";
    const forwarded = { "x-forwarded-for": "203.0.113.9" };
    await callApi(t, "PATCH", "/api/admin/settings", {
      cookie: admin,
      body: { autoPublish: false },
      headers: forwarded,
    });
    const entries = (await callApi(t, "GET", ADMIN_LOG_URL, { cookie: admin })).json<AdminLogEntry[]>();
    expect(entries[0]).toMatchObject({ action: "settings.update", address: "203.0.113.9" });
  });
});
