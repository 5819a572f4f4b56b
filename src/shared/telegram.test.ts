import { describe, expect, it } from "vitest";
import { roomReasonAnswerSchema, storedRoomReason, storeRoomReason, type RoomReason } from "./telegram.js";

const EXPIRED: RoomReason = { cause: "expired", expiry: "2026-03-14T23:59:59.999Z" };

describe("why a member is out of a room", () => {
  it("is stored as its cause and read back as it was, for the account page to word", () => {
    for (const reason of [
      EXPIRED,
      { cause: "unlinked" },
      { cause: "inactive" },
      { cause: "ended" },
      { cause: "notPro" },
      { cause: "relink" },
    ] satisfies RoomReason[]) {
      expect(storedRoomReason(storeRoomReason(reason))).toEqual(reason);
    }
    expect(storeRoomReason(EXPIRED)).toBe('{"cause":"expired","expiry":"2026-03-14T23:59:59.999Z"}');
  });

  it("reads a reason stored as English text before causes were, or anything else, as the text stored", () => {
    expect(storedRoomReason(null)).toBeNull();
    for (const text of [
      "your subscription is no longer active",
      "Discord's permission to add you ran out: link again",
      "42",
      '{"cause":"banned"}',
      '{"cause":"expired"}',
      '"inactive"',
    ]) {
      expect(storedRoomReason(text)).toBe(text);
    }
  });

  it("reaches the account page as its cause, or as the text stored", () => {
    expect(roomReasonAnswerSchema.parse(EXPIRED)).toEqual(EXPIRED);
    expect(roomReasonAnswerSchema.parse("your access ended")).toBe("your access ended");
    expect(roomReasonAnswerSchema.parse(null)).toBeNull();
    expect(roomReasonAnswerSchema.safeParse({ cause: "banned" }).success).toBe(false);
  });
});
