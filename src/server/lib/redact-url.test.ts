import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact-url.js";

describe("redactUrl", () => {
  it("hides the values of credential parameters and keeps the rest of the address", () => {
    expect(redactUrl("/reset-password?token=abc123")).toBe("/reset-password?token=[redacted]");
    expect(redactUrl("/subscription/success?session_id=cs_test_1&plan=pro")).toBe(
      "/subscription/success?session_id=[redacted]&plan=pro",
    );
    expect(redactUrl("/api/notifications?after=42")).toBe("/api/notifications?after=42");
    expect(redactUrl("/x?%74oken=abc&flag")).toBe("/x?%74oken=[redacted]&flag");
    expect(redactUrl("/plain/path")).toBe("/plain/path");
  });

  it("hides an alert source's secret, which TradingView sends in the path", () => {
    expect(redactUrl("/api/alerts/Zm9vYmFyYmF6cXV4?x=1")).toBe("/api/alerts/[redacted]");
    expect(redactUrl("/api/alertsources")).toBe("/api/alertsources");
  });
});
