import type { QueuedEmail } from "../../src/server/features/mail/outbox.service.js";

/** A new signal's email as the tests queue it: a short EUR/USD with two targets, for a member in Tokyo. */
export const signalEmail = (at: string): Omit<QueuedEmail, "to" | "userId"> => ({
  kind: "signal",
  props: {
    positionId: "4c1e9d7a-0000-4000-8000-000000000001",
    asset: "EUR/USD",
    assetClass: "forex",
    direction: "short",
    entryPrice: 1.085,
    targets: [1.08, 1.075],
    stopLoss: 1.0875,
    riskLevel: "high",
    commentary: "ECB on hold.\nWatch 1.0800.",
    message: "New signal: EUR/USD SHORT at 1.08500",
    at,
    timeZone: "Asia/Tokyo",
  },
});
