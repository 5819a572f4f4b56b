import { join } from "node:path";
import Database from "better-sqlite3";

/** The run's SQLite database, which the server under test writes (see playwright.config.ts). */
function openRunDatabase(readonly: boolean) {
  const dir = process.env.E2E_DIR;
  if (!dir) throw new Error("E2E_DIR is not set: run through playwright.config.ts");
  const db = new Database(join(dir, "app.db"), { readonly, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  return db;
}

/** The newest email to `recipient` in the outbox (the server keeps every email there). */
export function latestEmailTo(recipient: string): { subject: string; body: string } | undefined {
  const db = openRunDatabase(true);
  try {
    return db
      .prepare("select subject, body from email_outbox where recipient = ? order by created_at desc limit 1")
      .get(recipient.toLowerCase()) as { subject: string; body: string } | undefined;
  } finally {
    db.close();
  }
}

/**
 * Gives a member a subscription directly in the database: the journeys here need a member with
 * access before the payment and admin screens exist to grant it.
 */
export function setSubscription(email: string, status: "trial" | "standard" | "premium", expiry: Date | null) {
  const db = openRunDatabase(false);
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
