import { describe, expect, it } from "vitest";
import { browserNotificationOptions } from "./pwa.js";

describe("browserNotificationOptions", () => {
  it("writes when it happened as the notification's second line", () => {
    const options = browserNotificationOptions("EUR/USD TP1 hit", "/dashboard", "Nov 21, 2026, 09:00 PM GMT+9");
    expect(options.body).toBe("EUR/USD TP1 hit\nNov 21, 2026, 09:00 PM GMT+9");
    expect(options.data).toEqual({ url: "/dashboard" });
  });

  it("is the message alone from a push that carries no time", () => {
    expect(browserNotificationOptions("EUR/USD TP1 hit").body).toBe("EUR/USD TP1 hit");
  });
});
