import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, type AdminUser } from "../../../shared/admin.js";
import { seedUser } from "../../../../test/support/admin-seed.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { newMember, postJson, sessionCookieOf, TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

describe.each(TEST_DIALECTS)("admin users API on %s", (dialect) => {
  let admin: string;
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const clock = t.clock;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", clock.now())) ?? "";
  });

  const db = () => t.database.handle.db;
  const list = (query = "") => callApi(t, "GET", `/api/admin/users${query}`, { cookie: admin });
  const emailsOf = async (query: string) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdminUser[]>().map((user) => user.email);
  };
  const adminId = async () => (await callApi(t, "GET", "/api/auth/me", { cookie: admin })).json<{ id: string }>().id;
  const signUp = async () => {
    const response = await postJson(t.app, "/api/auth/register", newMember());
    return { cookie: sessionCookieOf(response), id: response.json<{ id: string }>().id };
  };

  describe("search", () => {
    beforeEach(async () => {
      await seedUser(db(), { firstName: "Mirabel", lastName: "Quezada", email: "mquezada@tag-search.test" });
      await seedUser(db(), { firstName: "Anna", lastName: "Mirabeau", email: "anna@tag-search.test" });
      await seedUser(db(), { firstName: "Per%Cent", lastName: "Bang!", email: "under_score@tag-search.test" });
      await seedUser(db(), { firstName: "Plain", lastName: "Person", email: "plainxscore@tag-search.test" });
    });

    it.each([
      ["a part of a first name or of a last name", "mirab", ["mquezada@tag-search.test", "anna@tag-search.test"]],
      ["a part of a last name, in any case", "UEZAD", ["mquezada@tag-search.test"]],
      ["the full name", "Mirabel Quezada", ["mquezada@tag-search.test"]],
      ["across first and last name", "l q", ["mquezada@tag-search.test"]],
      ["a part of the email", "MQUEZADA@TAG", ["mquezada@tag-search.test"]],
      ["% as itself", "%", ["under_score@tag-search.test"]],
      ["_ as itself", "r_s", ["under_score@tag-search.test"]],
      ["the escape character as itself", "g!", ["under_score@tag-search.test"]],
      ["surrounding spaces ignored", "  anna  ", ["anna@tag-search.test"]],
      ["nothing when nothing matches", "zzz-no-such", []],
    ])("matches %s", async (_, search, expected) => {
      const emails = await emailsOf(`?search=${encodeURIComponent(search)}`);
      expect(emails.filter((email) => email.endsWith("@tag-search.test")).sort()).toEqual([...expected].sort());
      // Nothing else matches either (the admin's own address is example.com).
      expect(emails.every((email) => email.endsWith("@tag-search.test"))).toBe(true);
    });

    it("combines search with the status filter, and counts what matches both", async () => {
      await seedUser(db(), {
        firstName: "Mirabel",
        lastName: "Premium",
        email: "mp@tag-search.test",
        status: "premium",
      });
      const response = await list("?search=mirabel&status=premium");
      expect(response.json<AdminUser[]>().map((user) => user.email)).toEqual(["mp@tag-search.test"]);
      expect(response.headers["x-total-count"]).toBe("1");
    });
  });

  it("pages newest first and reports the total matching in X-Total-Count", async () => {
    const seeded: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      seeded.push(
        await seedUser(db(), {
          email: `page${index}@tag-page.test`,
          createdAt: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString(),
        }),
      );
    }
    const pageOf = async (query: string) => {
      const response = await list(`?search=tag-page&${query}`);
      expect(response.headers["x-total-count"]).toBe("7");
      return response.json<AdminUser[]>().map((user) => user.id);
    };
    const newestFirst = [...seeded].reverse();
    expect(await pageOf("limit=3")).toEqual(newestFirst.slice(0, 3));
    expect(await pageOf("limit=3&offset=3")).toEqual(newestFirst.slice(3, 6));
    expect(await pageOf("limit=3&offset=6")).toEqual(newestFirst.slice(6));
    expect(await pageOf("limit=3&offset=9")).toEqual([]);

    const everyone = await list("?search=&status=");
    expect(everyone.headers["x-total-count"]).toBe("8"); // the seven and the admin
    expect(everyone.json<AdminUser[]>()).toHaveLength(8);
    const first = everyone.json<AdminUser[]>().find((user) => user.id === seeded[0]);
    expect(first).toEqual({
      id: seeded[0],
      email: "page0@tag-page.test",
      firstName: "Seed",
      lastName: expect.any(String),
      role: "user",
      subscriptionStatus: "inactive",
      subscriptionExpiry: null,
      createdAt: "2026-11-01T00:00:00.000Z",
      emailVerified: true,
      language: null,
      lastPayment: null,
      runningPaidPlan: false,
      renews: false,
    });
  });

  it("answers at most 50 by default and at most 100 when asked", async () => {
    const now = new Date(Date.UTC(2026, 0, 1)).getTime();
    const rows = Array.from({ length: 120 }, (_, index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
      email: `bulk${index}@tag-bulk.test`,
      password_hash: "x",
      first_name: "Bulk",
      last_name: `User${index}`,
      role: "user" as const,
      subscription_status: "inactive" as const,
      subscription_expiry: null,
      created_at: new Date(now + index).toISOString(),
      updated_at: new Date(now + index).toISOString(),
    }));
    await db().insertInto("users").values(rows).execute();
    expect(await emailsOf("")).toHaveLength(50);
    expect(await emailsOf("?limit=100")).toHaveLength(100);
    expect((await list("?limit=100")).headers["x-total-count"]).toBe("121");
  });

  it.each([
    ["?limit=0", "Limit must be at least 1"],
    ["?limit=101", "Limit must be at most 100"],
    ["?limit=abc", "Limit must be a whole number"],
    ["?limit=2.5", "Limit must be a whole number"],
    ["?offset=-1", "Offset must be at least 0"],
    ["?status=gold", "Status must be one of trial, premium, standard, inactive, expired"],
    ["?status=Trial", "Status must be one of trial, premium, standard, inactive, expired"],
    ["?paying=yes", "Paying must be true or false"],
    ["?sort=email", 'Unrecognized key: "sort"'],
    [`?search=${"x".repeat(201)}`, "Search is too long"],
  ])("refuses %s with 400 and a message", async (query, message) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  describe("subscription updates", () => {
    const patch = (id: string, body: unknown) =>
      callApi(t, "PATCH", `/api/admin/users/${id}/subscription`, { cookie: admin, body });
    const put = (id: string, body: unknown) => callApi(t, "PUT", `/api/admin/users/${id}`, { cookie: admin, body });
    const stored = (id: string) =>
      db()
        .selectFrom("users")
        .select(["subscription_status", "subscription_expiry", "role"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();

    it("PATCH and PUT have the same effect: a date is access through the end of that day (UTC)", async () => {
      const viaPatch = await seedUser(db());
      const viaPut = await seedUser(db());
      const body = { subscriptionStatus: "standard", subscriptionExpiry: "2027-02-28" };
      const patched = await patch(viaPatch, body);
      const replaced = await put(viaPut, body);
      expect(patched.statusCode).toBe(200);
      expect(replaced.statusCode).toBe(200);
      const fields = (user: AdminUser) => ({ status: user.subscriptionStatus, expiry: user.subscriptionExpiry });
      expect(fields(patched.json())).toEqual({ status: "standard", expiry: "2027-02-28T23:59:59.999Z" });
      expect(fields(replaced.json())).toEqual(fields(patched.json()));
      expect(await stored(viaPut)).toEqual(await stored(viaPatch));
      expect(await stored(viaPatch)).toEqual({
        subscription_status: "standard",
        subscription_expiry: "2027-02-28T23:59:59.999Z",
        role: "user",
      });
    });

    it("null expiry is open-ended, and the user's access to positions follows every change", async () => {
      const member = await signUp();
      await createPositionAs(t, admin);
      const positions = async () => (await callApi(t, "GET", "/api/positions", { cookie: member.cookie })).statusCode;
      expect(await positions()).toBe(403);

      for (const [update, status] of [
        [{ subscriptionStatus: "premium", subscriptionExpiry: null }, 200],
        [{ subscriptionStatus: "inactive", subscriptionExpiry: null }, 403],
        [{ subscriptionStatus: "trial", subscriptionExpiry: "2026-11-21" }, 200], // today: through 23:59:59.999
        [{ subscriptionStatus: "standard", subscriptionExpiry: "2026-11-20" }, 403], // yesterday
        [{ subscriptionStatus: "standard", subscriptionExpiry: "2026-12-01" }, 200],
      ] as const) {
        const response = await put(member.id, update);
        expect(response.statusCode, response.body).toBe(200);
        expect(await positions(), JSON.stringify(update)).toBe(status);
      }
      // Access through the end of the day: gone one millisecond after it.
      clock.advance(Date.parse("2026-12-01T23:59:59.999Z") - clock.now().getTime());
      expect(await positions()).toBe(403);
    });

    it.each([
      [
        { subscriptionStatus: "gold", subscriptionExpiry: null },
        "Status must be one of inactive, trial, standard, premium",
      ],
      [{ subscriptionStatus: "trial", subscriptionExpiry: "2026-02-30" }, ADMIN_MESSAGES.invalidExpiry],
      [{ subscriptionStatus: "trial", subscriptionExpiry: "2026-2-3" }, ADMIN_MESSAGES.invalidExpiry],
      [{ subscriptionStatus: "trial", subscriptionExpiry: "2026-12-01T00:00:00Z" }, ADMIN_MESSAGES.invalidExpiry],
      [{ subscriptionStatus: "trial", subscriptionExpiry: "" }, ADMIN_MESSAGES.invalidExpiry],
      [{ subscriptionStatus: "trial", subscriptionExpiry: 20261201 }, ADMIN_MESSAGES.invalidExpiry],
      [{ subscriptionStatus: "trial" }, ADMIN_MESSAGES.invalidExpiry],
      [{ subscriptionStatus: "trial", subscriptionExpiry: null, role: "admin" }, 'Unrecognized key: "role"'],
    ])("refuses %j with 400 on both methods and changes nothing", async (body, message) => {
      const id = await seedUser(db(), { status: "premium", expiry: null });
      for (const response of [await patch(id, body), await put(id, body)]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
      expect(await stored(id)).toEqual({ subscription_status: "premium", subscription_expiry: null, role: "user" });
    });

    it("answers 404 for an unknown user on both methods", async () => {
      const body = { subscriptionStatus: "trial", subscriptionExpiry: null };
      for (const response of [
        await patch("00000000-0000-4000-8000-000000000000", body),
        await put("no-such-user", body),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: ADMIN_MESSAGES.userNotFound });
      }
    });

    it("lets an admin set their own subscription without changing their role", async () => {
      const id = await adminId();
      const response = await patch(id, { subscriptionStatus: "premium", subscriptionExpiry: null });
      expect(response.json()).toMatchObject({ role: "admin", subscriptionStatus: "premium" });
    });
  });
});
