import { describe, expect, it } from "vitest";
import { notificationTarget } from "./notification-target";

const ORIGIN = "https://signals.example.com";
const target = (url: unknown) => notificationTarget({ url }, ORIGIN, "/dashboard");

describe("notificationTarget", () => {
  it("opens a page of this site the notification names, with its query and anchor", () => {
    expect(target("/positions/42?tab=history#latest")).toBe("/positions/42?tab=history#latest");
    expect(target("/")).toBe("/");
  });

  it("never opens another site: protocol-relative, backslash and whitespace tricks and full URLs fall back", () => {
    for (const url of [
      "//evil.example",
      "//evil.example/dashboard",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      " /dashboard",
    ]) {
      expect(target(url), JSON.stringify(url)).toBe("/dashboard");
    }
  });

  it("falls back without a path", () => {
    expect(target(undefined)).toBe("/dashboard");
    expect(target(42)).toBe("/dashboard");
    expect(notificationTarget(null, ORIGIN, "/dashboard")).toBe("/dashboard");
    expect(notificationTarget("/positions", ORIGIN, "/dashboard")).toBe("/dashboard");
  });
});
