import { describe, expect, it } from "vitest";
import { registerBodySchema } from "./auth.js";
import { positionInputSchema } from "./positions.js";
import { tradeEventInputSchema } from "./trade-lifecycle.js";
import { isVisibleCommentary, isVisibleText, visibleTextMessage } from "./visible-text.js";

const HIDDEN = [
  "\u202Enimda", // right-to-left override: reads "admin"
  "ad\u2066min\u2069", // isolates
  "EUR\u200B/USD", // zero-width space
  "EUR\u200D/USD", // zero-width joiner
  "\uFEFFBTC", // byte order mark
  "AB\u00ADC", // soft hyphen
  "a\u2028b",
  "a\u2029b",
  "a\u0000b",
  "a\u001Bb",
  "a\u007Fb",
  "a\u0085b",
  "a\u200Eb", // left-to-right mark
  "a\u061Cb", // Arabic letter mark
];

describe("visible text", () => {
  it("refuses names and symbols holding characters that change how they read without being seen", () => {
    for (const text of HIDDEN) expect(isVisibleText(text), JSON.stringify(text)).toBe(false);
    for (const text of ["a\nb", "a\tb", "a\rb"]) expect(isVisibleText(text)).toBe(false);
  });

  it("keeps every visible character: accents, other scripts, symbols and emoji", () => {
    for (const text of ["EUR/USD", "José Núñez", "Zoë O'Brien-Łukasz", "محمد", "李小龙", "S&P 500", "🚀 BTC"]) {
      expect(isVisibleText(text), text).toBe(true);
      expect(isVisibleCommentary(text), text).toBe(true);
    }
  });

  it("lets commentary keep its line breaks and tabs, and refuses the rest", () => {
    expect(isVisibleCommentary("Entry on the retest.\r\n\tStop below the low.\nTP at the high.")).toBe(true);
    for (const text of HIDDEN) expect(isVisibleCommentary(text), JSON.stringify(text)).toBe(false);
  });

  it("is the rule of the names, the asset and the commentary, with a message naming the field", () => {
    expect(visibleTextMessage("Asset")).toBe("Asset cannot contain invisible, control or text-direction characters");
    const member = { email: "a@example.com", password: "a long enough passphrase", firstName: "Ana", lastName: "Lee" };
    // A member's form names its field by its catalogue key, translated where it is shown.
    expect(registerBodySchema.safeParse({ ...member, firstName: "\u202Enimda" }).error?.issues[0]?.message).toBe(
      "messages:field.firstNameInvisible",
    );
    expect(registerBodySchema.safeParse({ ...member, lastName: "L\u200Bee" }).error?.issues[0]?.message).toBe(
      "messages:field.lastNameInvisible",
    );
    const plan = { asset: "EUR/USD", assetClass: "forex", direction: "long", entryPrice: 1.0724, status: "active" };
    expect(positionInputSchema.safeParse({ ...plan, asset: "EUR\u200B/USD" }).error?.issues[0]?.message).toBe(
      visibleTextMessage("Asset"),
    );
    expect(positionInputSchema.safeParse({ ...plan, commentary: "Line one\nline two" }).success).toBe(true);
    expect(positionInputSchema.safeParse({ ...plan, commentary: "Buy \u202Ellesnow" }).success).toBe(false);
    expect(tradeEventInputSchema.safeParse({ type: "note", text: "Moved\nstop" }).success).toBe(true);
    expect(tradeEventInputSchema.safeParse({ type: "note", text: "\u202Enote" }).success).toBe(false);
  });
});
