import { RuleTester } from "eslint";
import { describe, expect, it } from "vitest";
import { findCitation } from "../../eslint-rules/citations.js";
import { noExternalCitations } from "../../eslint-rules/no-external-citations.js";

RuleTester.describe = describe;
RuleTester.it = it;

const error = { messageId: "external" };

new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: "module" } }).run(
  "no-external-citations",
  noExternalCitations,
  {
    valid: [
      "// Admins always read positions (docs/product.md#access).",
      "/** See docs/decisions/0004-notification-fan-out.md. */ const a = 1;",
      'it("lists the open issues first", () => {});',
      "const color = '#000'; // three issues were fixed",
      "const total = `${count} issues`;",
      'import { hasAccess } from "../shared/access.js";',
      "// the design of the chart follows the style of the page",
    ],
    invalid: [
      { code: "// DECISIONS.md 14: admins only", errors: [error] },
      { code: "/* spec §7 calls */ const a = 1;", errors: [error] },
      { code: "// Prices with 2 to 5 decimals (§9)", errors: [error] },
      { code: 'it("keeps the product-spec order", () => {});', errors: [error] },
      { code: "// Issue 8: a member reads only their own rows", errors: [error] },
      { code: "const why = `see issue #12`;", errors: [error] },
      { code: "// The VAPID keys (DESIGN.md operational contract)", errors: [error] },
    ],
  },
);

describe("the Markdown check's pattern", () => {
  it("finds each form of an outside citation and passes the repository's own paths", () => {
    expect(findCitation("Issue 8's load targets")).toBe("Issue 8");
    expect(findCitation("the rules (DECISIONS 6)")).toBe("DECISIONS");
    expect(findCitation("see spec §2")).toBe("spec §");
    expect(findCitation("the rules live in docs/decisions/ and docs/product.md#plans")).toBeNull();
  });
});
