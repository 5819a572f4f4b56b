import { describe, expect, it, vi } from "vitest";
import { loadCatalogues, type Namespace } from "@shared/i18n/catalogues";
import { translate, type Catalogues } from "@shared/i18n/translate";
import { putOnScreen } from "@/lib/i18n";
import { isTextKey, pageText } from "@/lib/page-text";
import { translationIn } from "../../../test/support/render-in-language";

// Test files share loaded modules (vite.config.ts): a fresh lib/i18n, with no translation on screen yet.
vi.hoisted(() => vi.resetModules());

describe("text shown where no screen is", () => {
  it("waits for the first screen's translation, then is worded in it", async () => {
    const said = pageText("auth:signOut.done");
    putOnScreen(await translationIn("es", ["auth"]));
    expect(await said).toBe("Sesión cerrada");
    expect(await pageText({ key: "auth:signOut.retryIn", values: { count: 5 } })).toBe(
      "No pudimos contactar con el servidor. Lo intentaremos de nuevo en 5 segundos.",
    );
  });

  it("loads the namespace a public page has not loaded yet, then words the text", async () => {
    const catalogues: Record<string, Catalogues[string]> = await loadCatalogues("tr", ["site"]);
    const loadMore = vi.fn(async (namespaces: readonly Namespace[]) => {
      Object.assign(catalogues, await loadCatalogues("tr", namespaces));
    });
    putOnScreen({
      language: "tr",
      t: (key, values) => translate("tr", catalogues, key, values),
      setLanguage: () => undefined,
      loadMore,
    });
    expect(await pageText("install:update.title")).toBe("Güncelleme var");
    expect(loadMore).toHaveBeenCalledWith(["install"]);
  });

  it("tells a catalogue key from a sentence written as it is shown", () => {
    expect(isTextKey("account:api.revokeFailed")).toBe(true);
    expect(isTextKey("Failed to revoke the source")).toBe(false);
    expect(isTextKey("Error: the source is gone")).toBe(false);
  });
});
