import { describe, expect, it } from "vitest";
import { vapidKeyBytes } from "./vapid-key";

describe("vapidKeyBytes", () => {
  it("decodes base64url without padding, including - and _", () => {
    const bytes = Uint8Array.from([0xfb, 0xff, 0xfe, 0x01, 0x02]);
    const key = Buffer.from(bytes).toString("base64url");
    expect(key).toMatch(/[-_]/);
    expect(Array.from(vapidKeyBytes(key))).toEqual(Array.from(bytes));
  });
});
