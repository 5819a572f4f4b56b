import { describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { newMember, postJson, sessionCookieOf, TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { endTestCheckoutAccess } from "./fulfilment.service.js";

describe.each(TEST_DIALECTS)("switching from the test checkout to Stripe on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });

  const signUp = async () => {
    const response = await postJson(t.app, "/api/auth/register", newMember());
    return { cookie: sessionCookieOf(response), id: response.json<{ id: string }>().id };
  };
  const me = async (cookie: string) =>
    (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).json<{
      subscriptionStatus: string;
    }>();
  const buy = async (cookie: string, planType: "trial" | "pro") => {
    const { url } = (await postJson(t.app, "/api/stripe/create-checkout-session", { planType }, cookie)).json<{
      url: string;
    }>();
    const id = url.split("/").pop() ?? "";
    const paid = await postJson(t.app, `/api/payments/local/sessions/${id}/complete`, {}, cookie);
    expect(paid.statusCode, paid.body).toBe(200);
  };

  it("ends the trial and Pro plans the test checkout gave, keeps an admin's grant, and counts what it ended", async () => {
    const trial = await signUp();
    const pro = await signUp();
    const granted = await signUp();
    await buy(trial.cookie, "trial");
    await buy(pro.cookie, "pro");
    await t.database.handle.db
      .updateTable("users")
      .set({ subscription_status: "standard", subscription_expiry: null })
      .where("id", "=", granted.id)
      .execute();
    expect((await me(pro.cookie)).subscriptionStatus).toBe("premium");

    const db = t.database.handle.db;
    expect(await endTestCheckoutAccess(db, t.clock.now())).toEqual({ trial: 1, premium: 1 });
    expect((await me(trial.cookie)).subscriptionStatus).toBe("inactive");
    expect((await me(pro.cookie)).subscriptionStatus).toBe("inactive");
    expect((await me(granted.cookie)).subscriptionStatus).toBe("standard");
    // The ledger keeps its test rows, still marked as test money.
    const rows = await db.selectFrom("payments").select(["livemode", "provider"]).execute();
    expect(rows).toEqual([
      { livemode: 0, provider: "local" },
      { livemode: 0, provider: "local" },
    ]);
    // Every later start finds nothing more to end.
    expect(await endTestCheckoutAccess(db, t.clock.now())).toEqual({ trial: 0, premium: 0 });
  });
});
