import { describe, expect, it } from "vitest";
import { shareLinks } from "@/components/site-footer";

describe("footer share links", () => {
  it("share the site on Twitter, LinkedIn and Telegram with the address and the text encoded", () => {
    const links = shareLinks("https://signals.example", "Alpha & Co: señales de trading en vivo");
    expect(links.map((link) => link.label)).toEqual(["Twitter", "LinkedIn", "Telegram"]);
    const [twitter, linkedIn, telegram] = links.map((link) => new URL(link.href));
    expect(twitter?.origin).toBe("https://twitter.com");
    expect(twitter?.searchParams.get("url")).toBe("https://signals.example");
    expect(twitter?.searchParams.get("text")).toBe("Alpha & Co: señales de trading en vivo");
    expect(linkedIn?.searchParams.get("url")).toBe("https://signals.example");
    expect(telegram?.hostname).toBe("t.me");
    expect(telegram?.searchParams.get("url")).toBe("https://signals.example");
  });
});
