import type { Insertable } from "kysely";
import type { SessionsTable, UsersTable } from "../../../src/server/db/schema.js";
import { hashToken, newId, newToken } from "../../../src/server/lib/ids.js";
import { PLANS } from "../../../src/shared/plans.js";
import type { SpawnedServer } from "../../support/spawned-server.js";
import { signedEvent, stripeEvents } from "../../support/stripe-events.js";
import type { TestDatabase } from "../../support/test-database.js";
import type { Purchase } from "./write-integrity.js";

/** Writes in flight at once. */
export const CONCURRENCY = 8;

/** One write of the burst; `key` names what it wrote (an id, an endpoint). */
export type Write = {
  kind: "position" | "payment" | "device";
  key: string;
  run: () => Promise<{ status: number; id?: string }>;
};

/** Signed-in members in that status, written straight to the database (as signing up and paying would). */
export async function seedMembers(t: TestDatabase, count: number, status: "premium" | "inactive") {
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
  const members: { id: string; cookie: string }[] = [];
  const users: Insertable<UsersTable>[] = [];
  const sessions: Insertable<SessionsTable>[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = newId();
    const token = newToken();
    members.push({ id, cookie: `session=${token}` });
    users.push({
      id,
      email: `${status}-${i}-${id}@example.com`,
      password_hash: "not used",
      first_name: "Crash",
      last_name: `Member ${i}`,
      role: "user",
      subscription_status: status,
      subscription_expiry: status === "inactive" ? null : later,
      created_at: now,
      updated_at: now,
    });
    sessions.push({ id: hashToken(token), user_id: id, created_at: now, last_seen_at: now, expires_at: later });
  }
  await t.handle.db.insertInto("users").values(users).execute();
  await t.handle.db.insertInto("sessions").values(sessions).execute();
  return members;
}

/** Runs the writes `CONCURRENCY` at a time; each 2xx answer is acknowledged; `onAck` sees the running count. */
export async function burst(writes: Write[], onAck: (acknowledged: number) => void) {
  const acknowledged: { write: Write; id: string | undefined }[] = [];
  const refused: string[] = [];
  let next = 0;
  const lane = async () => {
    for (let write = writes[next++]; write; write = writes[next++]) {
      try {
        const answer = await write.run();
        if (answer.status >= 200 && answer.status < 300) {
          acknowledged.push({ write, id: answer.id });
          onAck(acknowledged.length);
        } else refused.push(`${write.kind} ${write.key}: ${answer.status}`);
      } catch {
        // The connection died with the server: not acknowledged, may or may not have committed.
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return { acknowledged, refused };
}

/**
 * As if `ms` had passed for the queue's leases and the notification events still waiting for their fan-out. The
 * accounts age as much, or those events would seem announced before the members joined, and not be in their feeds.
 */
export async function ageBy(database: TestDatabase, ms: number) {
  const db = database.handle.db;
  const earlier = (iso: string) => new Date(Date.parse(iso) - ms).toISOString();
  for (const job of await db
    .selectFrom("jobs")
    .select(["id", "lease_until"])
    .where("lease_until", "is not", null)
    .execute()) {
    await db
      .updateTable("jobs")
      .set({ lease_until: earlier(job.lease_until ?? "") })
      .where("id", "=", job.id)
      .execute();
  }
  for (const user of await db.selectFrom("users").select(["id", "created_at"]).execute()) {
    await db
      .updateTable("users")
      .set({ created_at: earlier(user.created_at) })
      .where("id", "=", user.id)
      .execute();
  }
  for (const event of await db
    .selectFrom("notification_events")
    .select(["id", "at"])
    .where("fanned_out_at", "is", null)
    .execute()) {
    await db
      .updateTable("notification_events")
      .set({ at: earlier(event.at) })
      .where("id", "=", event.id)
      .execute();
  }
}

/**
 * One payment per buyer, as the burst's writes: with the local provider a checkout opened now and completed in
 * the burst (trial and Pro alternately); with Stripe a trial checkout opened now and a signed
 * checkout.session.completed webhook for it in the burst.
 */
export async function paymentWrites(
  provider: "local" | "stripe",
  server: () => SpawnedServer,
  buyers: { id: string; cookie: string }[],
): Promise<{ writes: Write[]; purchases: Purchase[] }> {
  const writes: Write[] = [];
  const purchases: Purchase[] = [];
  for (const [i, buyer] of buyers.entries()) {
    if (provider === "stripe") {
      const session = await server().call("POST", "/api/stripe/create-checkout-session", {
        cookie: buyer.cookie,
        body: { planType: "trial" },
      });
      if (session.status !== 200)
        throw new Error(`checkout refused: ${session.status} ${JSON.stringify(session.body)}`);
      const event = stripeEvents.trialCheckoutCompleted(
        buyer.id,
        new Date().toISOString(),
        `pi_crash_${i}`,
        `cus_crash_${i}`,
        { id: String((session.body as { url: string }).url.split("/").pop()) },
      );
      const { body, headers } = signedEvent(event);
      purchases.push({ userId: buyer.id, eventId: event.id, plan: "trial", amountCents: PLANS.trial.priceCents });
      writes.push({
        kind: "payment",
        key: event.id,
        run: () => server().raw("POST", "/api/stripe/webhook", body, headers),
      });
      continue;
    }
    const plan = i % 2 ? "pro" : "trial";
    const opened = await server().call("POST", "/api/stripe/create-checkout-session", {
      cookie: buyer.cookie,
      body: { planType: plan },
    });
    if (opened.status !== 200) throw new Error(`checkout refused: ${opened.status} ${JSON.stringify(opened.body)}`);
    const checkoutId = String((opened.body as { url: string }).url.split("/").pop());
    const eventId = `local:checkout:${checkoutId}`;
    purchases.push({ userId: buyer.id, eventId, plan, amountCents: PLANS[plan].priceCents, checkoutId });
    writes.push({
      kind: "payment",
      key: eventId,
      run: () =>
        server().call("POST", `/api/payments/local/sessions/${checkoutId}/complete`, {
          cookie: buyer.cookie,
          body: {},
        }),
    });
  }
  return { writes, purchases };
}
