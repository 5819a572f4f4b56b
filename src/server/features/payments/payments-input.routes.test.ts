import { describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { newMember, postJson, sessionCookieOf, useTestApp } from "../../../../test/support/test-app.js";

/** Bad input and other members' ids: every answer is a 4xx JSON {message}, and nothing changes. */
describe.each(TEST_DIALECTS)("payments input and ownership on %s", (dialect) => {
  const t = useTestApp(dialect);

  const signUp = async () => {
    const response = await postJson(t.app, "/api/auth/register", newMember());
    return { cookie: sessionCookieOf(response), id: response.json<{ id: string }>().id };
  };
  const openCheckout = async (cookie: string, planType: "trial" | "pro") => {
    const response = await postJson(t.app, "/api/stripe/create-checkout-session", { planType }, cookie);
    return response.json<{ url: string }>().url.split("/").pop() ?? "";
  };
  const send = (cookie: string, method: "GET" | "POST", url: string, payload?: string) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, ...(payload === undefined ? {} : { "content-type": "application/json" }) },
      ...(payload === undefined ? {} : { payload }),
    });
  const expectClientError = (response: { statusCode: number; json: () => unknown }, status: number) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    expect(Object.keys(response.json() as object).filter((key) => key !== "message" && key !== "errors")).toEqual([]);
  };

  it("answers 400 to a checkout request of the wrong shape, whatever it holds", async () => {
    const { cookie } = await signUp();
    const bodies = ["", "null", "[]", '"trial"', "{", '{"planType":1}', '{"planType":["trial"]}', '{"planType":null}'];
    for (const body of [...bodies, JSON.stringify({ planType: "trial".repeat(5000) })]) {
      expectClientError(await send(cookie, "POST", "/api/stripe/create-checkout-session", body), 400);
    }
    expectClientError(await send(cookie, "POST", "/api/stripe/create-checkout-session", "x".repeat(70_000)), 413);
    expect(await t.database.handle.db.selectFrom("checkout_sessions").selectAll().execute()).toEqual([]);
  });

  it("refuses anything sent in the body of the bodiless actions", async () => {
    const { cookie } = await signUp();
    const id = await openCheckout(cookie, "trial");
    for (const url of [
      `/api/payments/local/sessions/${id}/complete`,
      `/api/payments/local/sessions/${id}/cancel`,
      "/api/payments/subscription/cancel",
      "/api/payments/subscription/resume",
      "/api/stripe/portal",
    ]) {
      expectClientError(await send(cookie, "POST", url, '{"userId":"someone"}'), 400);
      expectClientError(await send(cookie, "POST", url, "[]"), 400);
    }
    expect(await t.database.handle.db.selectFrom("payments").selectAll().execute()).toEqual([]);
  });

  it("answers unknown, malformed and over-long checkout ids with 4xx JSON", async () => {
    const { cookie } = await signUp();
    for (const id of ["nope", "%00", "a%00b", "%E0%A4%A", "x".repeat(101), "x".repeat(300), "'%3B--"]) {
      for (const [method, suffix] of [
        ["GET", ""],
        ["POST", "/complete"],
        ["POST", "/cancel"],
      ] as const) {
        const response = await send(cookie, method, `/api/payments/local/sessions/${id}${suffix}`);
        expect(response.statusCode, `${method} ${id}${suffix}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${id}${suffix}`).toBeLessThan(500);
        const body = response.json<Record<string, unknown>>();
        expect(body.message, `${method} ${id}${suffix}`).toEqual(expect.any(String));
        expect(
          Object.keys(body).filter((key) => key !== "errors"),
          `${method} ${id}${suffix}`,
        ).toEqual(["message"]);
      }
    }
  });

  it("never lets a member read, pay or cancel another member's checkout", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const id = await openCheckout(owner.cookie, "trial");
    for (const [method, suffix] of [
      ["GET", ""],
      ["POST", "/complete"],
      ["POST", "/cancel"],
    ] as const) {
      const response = await send(stranger.cookie, method, `/api/payments/local/sessions/${id}${suffix}`);
      expectClientError(response, 404);
      expectClientError(await send("", method, `/api/payments/local/sessions/${id}${suffix}`), 401);
    }
    const session = await send(owner.cookie, "GET", `/api/payments/local/sessions/${id}`);
    expect(session.json()).toMatchObject({ status: "open" });
    const strangersBilling = await send(stranger.cookie, "GET", "/api/payments");
    expect(strangersBilling.json()).toMatchObject({ subscription: null, payments: [] });
  });

  it("shows each member only their own payments", async () => {
    const buyer = await signUp();
    const other = await signUp();
    const id = await openCheckout(buyer.cookie, "trial");
    expect((await send(buyer.cookie, "POST", `/api/payments/local/sessions/${id}/complete`)).statusCode).toBe(200);
    const mine = (await send(buyer.cookie, "GET", "/api/payments")).json<{ payments: unknown[] }>();
    expect(mine.payments).toHaveLength(1);
    const theirs = (await send(other.cookie, "GET", "/api/payments")).json<{ payments: unknown[] }>();
    expect(theirs.payments).toEqual([]);
    expectClientError(await send("", "GET", "/api/payments"), 401);
  });
});
