import { join } from "node:path";
import Database from "better-sqlite3";

/** The newest email to `recipient` in the run's outbox (the server keeps every email there). */
export function latestEmailTo(recipient: string): { subject: string; body: string } | undefined {
  const dir = process.env.E2E_DIR;
  if (!dir) throw new Error("E2E_DIR is not set: run through playwright.config.ts");
  const db = new Database(join(dir, "app.db"), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("select subject, body from email_outbox where recipient = ? order by created_at desc limit 1")
      .get(recipient.toLowerCase()) as { subject: string; body: string } | undefined;
  } finally {
    db.close();
  }
}
