import { DEFAULT_TRACKING } from "./price-tracking.js";
import { describe, expect, it } from "vitest";
import { pushSubscriptionSchema, testPushBodySchema, unreadBadgeText, wsServerMessageSchema } from "./notifications.js";

describe("notifications contract", () => {
  it("shows at most 99 unread, then 99+", () => {
    expect([0, 7, 99, 100, 1234].map(unreadBadgeText)).toEqual(["0", "7", "99", "99+", "99+"]);
  });

  it("defaults an empty test push to the documented text and the admin's own devices", () => {
    expect(testPushBodySchema.parse({ message: "  " })).toEqual({
      message: "Test background push notification!",
      audience: "self",
    });
  });

  it("accepts a browser's subscription and refuses an http endpoint", () => {
    const keys = { p256dh: "B".repeat(87), auth: "a".repeat(22) };
    expect(pushSubscriptionSchema.safeParse({ endpoint: "https://fcm.googleapis.com/fcm/send/x", keys }).success).toBe(
      true,
    );
    expect(pushSubscriptionSchema.safeParse({ endpoint: "http://push.example/x", keys }).success).toBe(false);
  });

  it("requires a feed id on notifying messages and none on removals or price changes", () => {
    const position = {
      id: "p",
      asset: "EUR/USD",
      assetClass: "forex",
      direction: "long",
      entryPrice: 1,
      currentPrice: null,
      targetPrice: null,
      stopLoss: null,
      exitPrice: null,
      pnl: null,
      commentary: null,
      riskLevel: null,
      status: "active",
      createdAt: "t",
      updatedAt: "t",
      publishedAt: "t",
      closedAt: null,
      targets: [],
      entryZoneLow: null,
      entryZoneHigh: null,
      initialStopLoss: null,
      openShare: 100,
      realizedShare: 0,
      results: { percent: null, pips: null, r: null },
      outcome: null,
      outcomeReason: null,
      tracking: DEFAULT_TRACKING,
      trackingPausedSince: null,
    };
    const data = { message: "m", timestamp: "t", position };
    expect(wsServerMessageSchema.safeParse({ type: "position_added", data }).success).toBe(false);
    expect(wsServerMessageSchema.safeParse({ type: "position_added", data: { ...data, id: 3 } }).success).toBe(true);
    expect(wsServerMessageSchema.safeParse({ type: "position_removed", data }).success).toBe(true);
    expect(wsServerMessageSchema.safeParse({ type: "position_price_changed", data }).success).toBe(true);
    const hit = { ...data, id: 4, change: "target_hit" };
    expect(wsServerMessageSchema.safeParse({ type: "position_updated", data: hit }).success).toBe(true);
  });
});
