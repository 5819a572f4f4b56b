import { describe, expect, it } from "vitest";
import { unreadBadgeText } from "./unread-badge";

describe("unreadBadgeText", () => {
  it("shows nothing when everything is read", () => expect(unreadBadgeText(0)).toBeNull());
  it("shows the count up to 99", () => {
    expect(unreadBadgeText(1)).toBe("1");
    expect(unreadBadgeText(99)).toBe("99");
  });
  it("shows 99+ above 99", () => expect(unreadBadgeText(100)).toBe("99+"));
});
