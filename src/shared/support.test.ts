import { describe, expect, it } from "vitest";
import { formatWaiting } from "./format.js";
import {
  SUPPORT_MESSAGES,
  SUPPORT_MESSAGE_MAX,
  compareSupportQueue,
  supportConversationSchema,
  supportMemberParamsSchema,
  supportMessageInputSchema,
  supportPreview,
  supportQueueSchema,
  supportThreadSchema,
} from "./support.js";

const item = (priority: boolean, waitingSince: string | null, lastMessageAt = "2026-11-27T10:00:00.000Z") => ({
  priority,
  waitingSince,
  lastMessageAt,
});

describe("the support queue's order", () => {
  it("puts waiting conversations first, Pro ahead, each group longest-waiting first, answered ones newest first", () => {
    const proLate = item(true, "2026-11-27T09:30:00.000Z");
    const proEarly = item(true, "2026-11-27T09:00:00.000Z");
    const trialEarliest = item(false, "2026-11-27T08:00:00.000Z");
    const trialLater = item(false, "2026-11-27T08:30:00.000Z");
    const answeredOld = item(true, null, "2026-11-27T07:00:00.000Z");
    const answeredNew = item(false, null, "2026-11-27T11:00:00.000Z");
    const sorted = [answeredOld, trialLater, proLate, answeredNew, trialEarliest, proEarly].sort(compareSupportQueue);
    expect(sorted).toEqual([proEarly, proLate, trialEarliest, trialLater, answeredNew, answeredOld]);
  });

  it("ranks a waiting conversation above an answered one whatever the plan or time", () => {
    const waitingTrial = item(false, "2026-11-27T12:00:00.000Z", "2026-11-27T12:00:00.000Z");
    const answeredPro = item(true, null, "2026-11-27T13:00:00.000Z");
    expect(compareSupportQueue(waitingTrial, answeredPro)).toBeLessThan(0);
    expect(compareSupportQueue(answeredPro, waitingTrial)).toBeGreaterThan(0);
  });

  it("treats two equal conversations as equal", () => {
    expect(compareSupportQueue(item(true, "2026-11-27T09:00:00.000Z"), item(true, "2026-11-27T09:00:00.000Z"))).toBe(0);
    expect(compareSupportQueue(item(false, null), item(true, null))).toBe(0);
  });
});

describe("a support message", () => {
  it("is trimmed, and must hold 1 to 4000 characters", () => {
    expect(supportMessageInputSchema.parse({ body: "  Hello \n" })).toEqual({ body: "Hello" });
    expect(supportMessageInputSchema.safeParse({ body: "   " }).success).toBe(false);
    expect(supportMessageInputSchema.safeParse({ body: "x".repeat(SUPPORT_MESSAGE_MAX) }).success).toBe(true);
    expect(supportMessageInputSchema.safeParse({ body: "x".repeat(SUPPORT_MESSAGE_MAX + 1) }).success).toBe(false);
    expect(supportMessageInputSchema.safeParse({ body: "Hi", extra: 1 }).success).toBe(false);
  });

  it("is previewed by its first line, shortened with an ellipsis", () => {
    expect(supportPreview("  First line\nsecond line")).toBe("First line");
    expect(supportPreview("x".repeat(130), 120)).toBe(`${"x".repeat(119)}…`);
    expect(supportPreview("x".repeat(120), 120)).toBe("x".repeat(120));
    expect(supportPreview("")).toBe("");
  });
});

describe("formatWaiting", () => {
  it.each([
    [-5_000, "under a minute"],
    [59_999, "under a minute"],
    [60_000, "1 min"],
    [59 * 60_000 + 59_999, "59 min"],
    [60 * 60_000, "1 h 00 min"],
    [3 * 3_600_000 + 5 * 60_000, "3 h 05 min"],
    [24 * 3_600_000, "1 day 0 h"],
    [2 * 24 * 3_600_000 + 4 * 3_600_000 + 59 * 60_000, "2 days 4 h"],
  ])("%d ms reads %s", (ms, text) => {
    expect(formatWaiting(ms)).toBe(text);
  });
});

describe("what the support API answers", () => {
  const message = { id: "m1", from: "member", authorName: "Tara T", body: "Hi", createdAt: "2026-11-27T10:00:00.000Z" };
  const item = {
    memberId: "u1",
    name: "Tara T",
    email: "tara@example.com",
    priority: false,
    waitingSince: null,
    lastMessageAt: "2026-11-27T10:00:00.000Z",
    preview: "Hi",
    lastFrom: "support",
  };

  it("reads a conversation, a queue and a thread, each message from the member or support", () => {
    expect(supportConversationSchema.parse({ messages: [message], unreadReplies: 0, priority: true }).messages).toEqual(
      [message],
    );
    expect(
      supportConversationSchema.safeParse({
        messages: [{ ...message, from: "admin" }],
        unreadReplies: 0,
        priority: false,
      }).success,
    ).toBe(false);
    expect(
      supportConversationSchema.safeParse({
        messages: [{ ...message, from: "support" }],
        unreadReplies: 0,
        priority: false,
      }).success,
    ).toBe(true);
    expect(supportQueueSchema.parse({ conversations: [item], waiting: 0 }).conversations).toEqual([item]);
    expect(supportQueueSchema.safeParse({ conversations: [{ ...item, lastFrom: "member" }], waiting: 0 }).success).toBe(
      true,
    );
    expect(supportQueueSchema.safeParse({ conversations: [{ ...item, lastFrom: "" }], waiting: 0 }).success).toBe(
      false,
    );
    const member = { memberId: "u1", name: "Tara T", email: "tara@example.com", priority: true };
    expect(supportThreadSchema.parse({ member: { ...item, ...member }, messages: [] }).member).toEqual(member);
  });

  it("says a message is missing in words, whatever was sent", () => {
    const refused = supportMessageInputSchema.safeParse({ body: null });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(SUPPORT_MESSAGES.empty);
  });
});

describe("a conversation's address", () => {
  it("names a member by an id of 1 to 64 characters, and nothing else", () => {
    expect(supportMemberParamsSchema.parse({ memberId: "u1" })).toEqual({ memberId: "u1" });
    expect(supportMemberParamsSchema.safeParse({ memberId: "x".repeat(64) }).success).toBe(true);
    expect(supportMemberParamsSchema.safeParse({ memberId: "x".repeat(65) }).success).toBe(false);
    expect(supportMemberParamsSchema.safeParse({ memberId: "" }).success).toBe(false);
    expect(supportMemberParamsSchema.safeParse({}).success).toBe(false);
    expect(supportMemberParamsSchema.safeParse({ memberId: "u1", other: 1 }).success).toBe(false);
  });
});
