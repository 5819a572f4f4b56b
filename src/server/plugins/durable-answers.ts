import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/database.js";

/**
 * No answer leaves before every commit made so far is on disk: SQLite's commits are flushed off the event loop
 * (db/database.ts), and an answer that reports a payment, a sign-in or a published position waits for that flush
 * here, one flush shared by all the answers waiting (docs/decisions/0044-commits-synced-off-the-event-loop.md).
 * An answer with nothing unflushed behind it, the common read, goes at once.
 */
export function answerAfterCommitsAreDurable(app: FastifyInstance, database: DatabaseHandle): void {
  app.addHook("onSend", (_request, _reply, payload, done) => {
    if (!database.unsynced()) {
      done(null, payload);
      return;
    }
    database.durable().then(
      () => done(null, payload),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}
