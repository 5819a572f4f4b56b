import { describe, expect, it } from "vitest";
import { lastUpdatedText } from "@/features/site/components/legal-document";

describe("legal pages", () => {
  it("show the given day as the last update, as a long US date", () => {
    expect(lastUpdatedText(new Date(2026, 10, 21, 12))).toBe("Last updated: November 21, 2026");
  });
});
