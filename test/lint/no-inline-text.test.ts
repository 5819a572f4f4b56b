import { RuleTester } from "eslint";
import { describe, expect, it } from "vitest";
import { needsTranslation, noInlineText } from "../../eslint-rules/no-inline-text.js";

RuleTester.describe = describe;
RuleTester.it = it;

const error = { messageId: "inline" };

new RuleTester({
  languageOptions: { ecmaVersion: 2023, sourceType: "module", parserOptions: { ecmaFeatures: { jsx: true } } },
}).run("no-inline-text", noInlineText, {
  valid: [
    'const a = <p>{t("positions:dashboard.title")}</p>;',
    'const a = <Button aria-label={t("positions:card.close")} title={t("positions:card.close")} />;',
    'const a = <input placeholder={t("portfolio:form.amount")} />;',
    "const a = <span>{price} — {pnl}%</span>;",
    "const a = <span> · </span>;",
    "const a = <span>+1.25%</span>;",
    "const a = <span>(2/3)</span>;",
    "const a = <strong>SignalDesk</strong>;",
    'const a = <img alt="" src="/logo.svg" />;',
    'const a = <div className="flex gap-2" data-testid="position-card" />;',
    'const a = <div role="status" aria-live="polite" />;',
    'toast.success(t("positions:toast.saved"));',
    'toast.error(t("positions:toast.failed"), { description: t("positions:toast.retry"), id: "save" });',
    'const sort = "asc"; // a value, not text on screen',
  ],
  invalid: [
    { code: "const a = <p>Open positions</p>;", errors: [error] },
    { code: 'const a = <p>{"Open"}</p>;', errors: [error] },
    { code: "const a = <p>{`${count} positions`}</p>;", errors: [error] },
    { code: 'const a = <Button aria-label="Close position" />;', errors: [error] },
    { code: 'const a = <input placeholder="Amount" />;', errors: [error] },
    { code: 'const a = <img alt="SignalDesk logo" />;', errors: [error] },
    { code: 'const a = <button title={open ? "Hide" : "Show"} />;', errors: [error, error] },
    { code: 'const a = <Field label="Entry price" description="Where the trade opened" />;', errors: [error, error] },
    { code: 'toast("Saved");', errors: [error] },
    { code: 'toast.error("Could not save", { description: "Try again" });', errors: [error, error] },
    { code: "const a = <p>Precio de entrada</p>;", errors: [error] },
    { code: "const a = <p>سعر الدخول</p>;", errors: [error] },
  ],
});

describe("what needs translating", () => {
  it("is a letter outside the product's name", () => {
    expect(needsTranslation("Open")).toBe(true);
    expect(needsTranslation("SignalDesk Pro")).toBe(true);
    expect(needsTranslation("SignalDesk")).toBe(false);
    expect(needsTranslation(" — 1,234.50 % · ×2 ")).toBe(false);
  });

  it("leaves out an example address, not the words around it", () => {
    expect(needsTranslation("https://example.com/hooks/signals")).toBe(false);
    expect(needsTranslation("For example https://example.com/hooks")).toBe(true);
  });
});
