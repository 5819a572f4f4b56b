/**
 * The sign-in flood's attackers in a process of their own for bench/scenarios/login.ts, driven over IPC. An attacker
 * is another machine: on the bench's event loop, the fifty clients' answers were handled on the loop that times the
 * members' reads, and any wait behind them counted against the server. Tells how the server answered, by status.
 */
import type { FloodMessage, FloodOrder } from "./scenarios/login.js";

/** The status an answer is counted under: a 429 only with its Retry-After. */
const statusKey = (response: Response) =>
  response.status === 429 && response.headers.has("retry-after") ? "429+" : `${response.status}`;

/** `order.attempts` sign-ins, `order.concurrency` at a time, the emails in turn; answers the count of each status. */
async function flood(order: FloodOrder): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  let attempt = 0;
  await Promise.all(
    Array.from({ length: order.concurrency }, async () => {
      while (attempt < order.attempts) {
        attempt += 1;
        const response = await fetch(`${order.base}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: order.emails[attempt % order.emails.length], password: order.password }),
        });
        await response.arrayBuffer();
        const key = statusKey(response);
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

process.on("message", (order: FloodOrder) => {
  void flood(order).then(
    (statuses) => process.send?.({ type: "done", statuses } satisfies FloodMessage),
    (error: unknown) => process.send?.({ type: "failed", message: String(error) } satisfies FloodMessage),
  );
});
process.on("disconnect", () => process.exit(0));
process.send?.({ type: "ready" } satisfies FloodMessage);
