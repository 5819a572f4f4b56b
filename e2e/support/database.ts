import { createHash, randomBytes } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";

/** The run's SQLite database file, which the server under test writes (see playwright.config.ts). */
function runDatabaseFile(): string {
  const dir = process.env.E2E_DIR;
  if (!dir) throw new Error("E2E_DIR is not set: run through playwright.config.ts");
  return join(dir, "app.db");
}

/** The run's database, or another server's (a journey that starts its own, e2e/support/replay-server.ts). */
function openRunDatabase(readonly: boolean, file = runDatabaseFile()) {
  const db = new Database(file, { readonly, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  return db;
}

/** The member's address as verified, as following the emailed link does (verify-email.spec.ts walks that link). */
export function markEmailVerified(email: string) {
  const db = openRunDatabase(false);
  try {
    db.prepare("update users set email_verified_at = ? where email = ?").run(
      new Date().toISOString(),
      email.toLowerCase(),
    );
  } finally {
    db.close();
  }
}

/**
 * Gives a member a subscription directly in the database: the journeys here need a member with
 * access before the payment and admin screens exist to grant it.
 */
export function setSubscription(
  email: string,
  status: "trial" | "standard" | "premium",
  expiry: Date | null,
  database?: string,
) {
  const db = openRunDatabase(false, database);
  try {
    db.prepare("update users set subscription_status = ?, subscription_expiry = ? where email = ?").run(
      status,
      expiry?.toISOString() ?? null,
      email.toLowerCase(),
    );
  } finally {
    db.close();
  }
}

/** Dates a member's account back, as if they had joined then (a summary covers only weeks they were a member in). */
export function setMemberSince(email: string, since: Date) {
  const db = openRunDatabase(false);
  try {
    db.prepare("update users set created_at = ? where email = ?").run(since.toISOString(), email.toLowerCase());
  } finally {
    db.close();
  }
}

/** The push endpoints the server keeps for a member, one per subscribed device. */
export function pushEndpointsOf(email: string): string[] {
  const db = openRunDatabase(true);
  try {
    const rows = db
      .prepare(
        "select s.endpoint from push_subscriptions s join users u on u.id = s.user_id where u.email = ? order by s.endpoint",
      )
      .all(email.toLowerCase()) as { endpoint: string }[];
    return rows.map((row) => row.endpoint);
  } finally {
    db.close();
  }
}

const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * A signed-in session of the account with `email`, written as the server writes one (the token hashed): the
 * cookie's value. An admin's sign-in takes a code that works once per 30 s, which parallel journeys cannot share;
 * the sign-in screen, with its second step, has journeys of its own.
 */
export function sessionTokenFor(email: string, database?: string): string {
  const db = openRunDatabase(false, database);
  try {
    const user = db.prepare("select id from users where email = ?").get(email.toLowerCase()) as
      { id: string } | undefined;
    if (!user) throw new Error(`no account ${email}`);
    const token = randomBytes(32).toString("base64url");
    const now = new Date();
    db.prepare(
      "insert into sessions (id, user_id, created_at, last_seen_at, expires_at, second_factor_at) values (?, ?, ?, ?, ?, ?)",
    ).run(
      createHash("sha256").update(token).digest("hex"),
      user.id,
      now.toISOString(),
      now.toISOString(),
      new Date(now.getTime() + ADMIN_SESSION_MS).toISOString(),
      // As a sign-in that passed the second step.
      now.toISOString(),
    );
    return token;
  } finally {
    db.close();
  }
}

/**
 * Makes a registered member an administrator, as the operator's CLI would; with `totpSecret`, one whose
 * authenticator app is already set up with that key. Without it, the next sign-in sets up an app.
 */
export function makeAdmin(email: string, totpSecret?: string) {
  const db = openRunDatabase(false);
  try {
    const user = db.prepare("update users set role = 'admin' where email = ? returning id").get(email.toLowerCase()) as
      { id: string } | undefined;
    if (!user) throw new Error(`no account ${email}`);
    db.prepare("delete from sessions where user_id = ?").run(user.id);
    if (totpSecret) {
      db.prepare(
        "insert into second_factors (user_id, totp_secret, enabled_at, last_used_step, created_at) values (?, ?, ?, null, ?)",
      ).run(user.id, totpSecret, new Date().toISOString(), new Date().toISOString());
    }
  } finally {
    db.close();
  }
}

/**
 * A running Pro subscription paid through `paidThrough`, with its charge on `paidAt`, written as the payment
 * provider's events would leave them: the admin's list reads the member's last payment and renewal from these.
 */
export function seedRunningPro(email: string, cents: number, paidAt: Date, paidThrough: Date) {
  const db = openRunDatabase(false);
  try {
    const user = db.prepare("select id from users where email = ?").get(email.toLowerCase()) as
      { id: string } | undefined;
    if (!user) throw new Error(`no account ${email}`);
    const subscription = `sub_e2e_${randomBytes(6).toString("hex")}`;
    const at = paidAt.toISOString();
    db.prepare(
      `insert into pro_subscriptions (id, user_id, provider, status, status_at, cancel_at_period_end, paid_through,
         ended_at, last_paid_at, last_failed_at, created_at, updated_at)
       values (?, ?, 'local', 'active', ?, 0, ?, null, ?, null, ?, ?)`,
    ).run(subscription, user.id, at, paidThrough.toISOString(), at, at, at);
    const charge = `e2e:${randomBytes(6).toString("hex")}`;
    db.prepare(
      `insert into payments (id, user_id, kind, plan, amount_cents, currency, provider, reference, payment_reference,
         description, occurred_at, created_at, livemode, subscription_id)
       values (?, ?, 'charge', 'pro', ?, 'usd', 'local', ?, ?, 'Pro', ?, ?, 0, ?)`,
    ).run(charge, user.id, cents, charge, charge, at, at, subscription);
  } finally {
    db.close();
  }
}

/**
 * Pro's early access in minutes, written as the admin's Settings screen stores it (docs/product.md#early-access). The
 * shared server runs with it off, so the journeys about other rules see a position when it is published; the early
 * access journey turns it on on a server of its own.
 */
export function setEarlyAccessMinutes(minutes: number, database?: string) {
  const db = openRunDatabase(false, database);
  try {
    db.prepare(
      `insert into app_settings (key, value, updated_at, updated_by) values ('earlyAccessMinutes', ?, ?, null)
       on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    ).run(String(minutes), new Date().toISOString());
  } finally {
    db.close();
  }
}

/**
 * Brings a position's release to now, as the passing of its delay would: the server has no clock a journey can move,
 * and its release worker, which polls each second, then announces it as it does when the time comes.
 */
export function releaseNow(positionId: string, database?: string) {
  const db = openRunDatabase(false, database);
  try {
    db.prepare("update positions set released_at = ? where id = ? and release_announced_at is null").run(
      new Date().toISOString(),
      positionId,
    );
  } finally {
    db.close();
  }
}

/**
 * Puts a finished trade's publication and close at `at` (the close an hour later), as if it had been traded then: the
 * server has no clock a journey can move, and a weekly summary counts what finished in its week.
 */
export function moveTradeInto(positionId: string, at: Date) {
  const db = openRunDatabase(false);
  try {
    db.prepare("update positions set published_at = ?, closed_at = ? where id = ?").run(
      at.toISOString(),
      new Date(at.getTime() + 60 * 60 * 1000).toISOString(),
      positionId,
    );
  } finally {
    db.close();
  }
}

/** The member's sessions' last second-factor check, as if made long ago: their next sensitive change asks again. */
export function ageSecondFactorChecksOf(email: string) {
  const db = openRunDatabase(false);
  try {
    db.prepare(
      "update sessions set second_factor_at = '2000-01-01T00:00:00.000Z' where user_id = (select id from users where email = ?)",
    ).run(email.toLowerCase());
  } finally {
    db.close();
  }
}
