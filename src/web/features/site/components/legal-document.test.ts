import { describe, expect, it } from "vitest";
import { lastUpdatedText } from "@/features/site/components/legal-document";

describe("legal pages", () => {
  it("show the configured day the texts changed as a long US date, the same day in every time zone", () => {
    expect(lastUpdatedText("2026-03-14")).toBe("Last updated: March 14, 2026");
    expect(lastUpdatedText("2026-01-01")).toBe("Last updated: January 1, 2026");
  });

  it("say nothing when no day is configured, rather than a made-up one", () => {
    expect(lastUpdatedText(undefined)).toBeNull();
  });
});
