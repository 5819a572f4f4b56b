import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, type AdminUser } from "../../../shared/admin.js";
import { seedPayment, seedUser } from "../../../../test/support/admin-seed.js";
import { cookieFor } from "../../../../test/support/members.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { newMember, postJson, sessionCookieOf, TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";

describe.each(TEST_DIALECTS)("admin user deletion on %s", (dialect) => {
  let admin: string;
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const clock = t.clock;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", clock.now())) ?? "";
  });

  const db = () => t.database.handle.db;
  const adminId = async () => (await callApi(t, "GET", "/api/auth/me", { cookie: admin })).json<{ id: string }>().id;
  const signUp = async () => {
    const response = await postJson(t.app, "/api/auth/register", newMember());
    return { cookie: sessionCookieOf(response), id: response.json<{ id: string }>().id };
  };
  const listedIds = async () =>
    (await callApi(t, "GET", "/api/admin/users", { cookie: admin })).json<AdminUser[]>().map((user) => user.id);

  const remove = (id: string) => callApi(t, "DELETE", `/api/admin/users/${id}`, { cookie: admin });

  it("refuses to delete an admin, the caller included, with 409", async () => {
    const other = await seedUser(db(), { role: "admin" });
    for (const id of [other, await adminId()]) {
      const response = await remove(id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: "Admin accounts cannot be deleted" });
    }
    expect(await db().selectFrom("users").select("id").where("role", "=", "admin").execute()).toHaveLength(2);
    expect((await callApi(t, "GET", "/api/auth/me", { cookie: admin })).statusCode).toBe(200);
  });

  it("removes the member, their sessions, follows and views, and keeps their payments in the revenue", async () => {
    const member = await signUp();
    await db()
      .updateTable("users")
      .set({ subscription_status: "premium", subscription_expiry: null })
      .where("id", "=", member.id)
      .execute();
    const positionId = await createPositionAs(t, admin);
    await callApi(t, "PUT", `/api/positions/${positionId}/follow`, { cookie: member.cookie });
    await callApi(t, "POST", `/api/positions/${positionId}/views`, {
      cookie: member.cookie,
      body: { kind: "chart" },
    });
    await seedPayment(db(), {
      user_id: member.id,
      kind: "charge",
      plan: "pro",
      amount_cents: 17900,
      occurred_at: clock.now().toISOString(),
    });
    const revenue = async () =>
      (await callApi(t, "GET", "/api/admin/stats", { cookie: admin })).json<{
        revenueThisMonth: number;
        revenue: { allTimeNetCents: number };
      }>();
    const before = await revenue();
    expect(before.revenueThisMonth).toBe(179);

    const response = await remove(member.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");

    expect((await callApi(t, "GET", "/api/auth/me", { cookie: member.cookie })).statusCode).toBe(401);
    expect((await callApi(t, "GET", "/api/positions", { cookie: member.cookie })).statusCode).toBe(401);
    const left = async (table: "sessions" | "position_follows" | "position_views") =>
      db().selectFrom(table).select("user_id").where("user_id", "=", member.id).execute();
    expect(await left("sessions")).toEqual([]);
    expect(await left("position_follows")).toEqual([]);
    expect(await left("position_views")).toEqual([]);
    expect(await db().selectFrom("payments").select(["user_id", "amount_cents"]).execute()).toEqual([
      { user_id: null, amount_cents: 17900 },
    ]);
    expect(await revenue()).toMatchObject({ revenueThisMonth: 179, revenue: { allTimeNetCents: 17900 } });
    expect(await listedIds()).not.toContain(member.id);
    expect((await remove(member.id)).statusCode).toBe(404);
  });

  it("answers 404 for an unknown user", async () => {
    const response = await remove("00000000-0000-4000-8000-000000000000");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: ADMIN_MESSAGES.userNotFound });
  });
});
