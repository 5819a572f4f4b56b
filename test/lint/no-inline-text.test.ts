import { ESLint, RuleTester } from "eslint";
import { describe, expect, it } from "vitest";
import { isCatalogueKey, needsTranslation, noInlineText } from "../../eslint-rules/no-inline-text.js";

RuleTester.describe = describe;
RuleTester.it = it;

const error = { messageId: "inline" };
const notKey = { messageId: "notKey" };

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
    // Text made where no screen is: named by its catalogue key, worded where it is shown.
    'useApiMutation({ errorToast: "account:api.revokeFailed", mutationFn });',
    'useApiMutation({ errorToast: { key: "account:rooms.unlinkFailed", values: { platform } } });',
    'useApiMutation({ errorToast: inForm ? false : "account:api.revokeFailed" });',
    "useMutation({ meta: { errorToast: failure } });",
    'const title = await pageText("install:update.title");',
    'throw new UserFacingError(await pageText("auth:passkey.notUsed"));',
    "toast.loading(pending, { description: retryIn, action: { label: retryNow, onClick: go } });",
    'const a = <DialogContent closeLabel={t("app:controls.close")} />;',
    'const a = <Panel close={{ label: closeLabel, className: "top-2 right-2" }} />;',
    'function Prompt({ upgradeLabel, size = "sm" }) {}',
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
    // A mutation's failure toast, the update prompt, the passkey prompt's refusal: made outside the screens.
    { code: 'useApiMutation({ errorToast: "Could not revoke the token" });', errors: [notKey] },
    { code: "useApiMutation({ errorToast: `Could not unlink ${label}` });", errors: [notKey] },
    { code: "useApiMutation({ errorToast: `account:rooms.${room}Failed` });", errors: [notKey] },
    { code: 'useApiMutation({ errorToast: { key: "Could not unlink", values: { platform } } });', errors: [notKey] },
    { code: 'useMutation({ meta: { errorToast: "Failed to update the followed positions" } });', errors: [notKey] },
    { code: 'useApiMutation({ errorToast: "acount:api.revokeFailed" });', errors: [notKey] },
    { code: 'const title = await pageText("Update available");', errors: [notKey] },
    { code: 'throw new UserFacingError("No passkey was used. Try again, or use another way.");', errors: [error] },
    {
      code: 'toast("Update available", { description: "A new version", action: { label: "Reload", onClick } });',
      errors: [error, error, error],
    },
    { code: 'const a = <Panel close={{ label: "Close", className: "top-2 right-2" }} />;', errors: [error] },
    { code: 'function Prompt({ upgradeLabel = "Upgrade to Pro" }) {}', errors: [error] },
    { code: 'const a = <Prompt upgradeLabel="Upgrade to Pro" />;', errors: [error] },
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

describe("a catalogue key", () => {
  it("is a namespace the catalogues have and a path", () => {
    expect(isCatalogueKey("account:api.revokeFailed")).toBe(true);
    expect(isCatalogueKey("app:failure.generic")).toBe(true);
    expect(isCatalogueKey("acount:api.revokeFailed")).toBe(false);
    expect(isCatalogueKey("Failed: try again")).toBe(false);
    expect(isCatalogueKey("account:api revoke")).toBe(false);
  });
});

describe("where the rule applies", () => {
  const eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname });
  const inlineTextErrors = async (code: string, filePath: string) =>
    (await eslint.lintText(code, { filePath }))
      .flatMap(({ messages }) => messages)
      .filter(({ ruleId }) => ruleId === "inline-text/no-inline-text");

  const failureToast = [
    'import { useApiMutation } from "@/lib/use-api-mutation";',
    'export const useRevoke = () => useApiMutation({ errorToast: "Could not revoke", mutationFn: async () => 1 });',
    "",
  ].join("\n");

  it("covers the code around the screens, not only their components", async () => {
    expect(await inlineTextErrors(failureToast, "src/web/features/api-access/api/revoke.ts")).toHaveLength(1);
    expect(await inlineTextErrors(failureToast, "src/web/lib/revoke.ts")).toHaveLength(1);
  });

  it("leaves the admin's screens in English", async () => {
    expect(await inlineTextErrors(failureToast, "src/web/features/admin-automation/api/revoke.ts")).toEqual([]);
  });
});
