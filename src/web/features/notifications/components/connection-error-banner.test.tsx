import { afterEach, describe, expect, it } from "vitest";
import { ConnectionErrorBanner } from "@/features/notifications/components/connection-error-banner";
import { setConnectionState } from "@/features/notifications/lib/connection-store";
import { CLOSED, CONNECTION_FAILURES } from "@/lib/live-socket";
import { renderInLanguage } from "../../../../../test/support/render-in-language";

describe("the live connection's error banner", () => {
  afterEach(() => setConnectionState(CLOSED));

  it("says why the connection is down in the page's language", async () => {
    setConnectionState({ connected: false, error: CONNECTION_FAILURES.lost, waiting: "connecting" });
    const banner = await renderInLanguage("es", ["positions"], <ConnectionErrorBanner />);
    expect(banner).toContain("Error de conexión de las notificaciones:");
    expect(banner).toContain("Se perdió la conexión. Intentando reconectar...");

    setConnectionState({ connected: false, error: CONNECTION_FAILURES.replaced, waiting: null });
    expect(await renderInLanguage("en", ["positions"], <ConnectionErrorBanner />)).toContain(
      "Live updates continue in your newer window. Reload this page to follow them here.",
    );
  });

  it("shows nothing while the connection waits on purpose", async () => {
    setConnectionState({ connected: false, error: null, waiting: "offline" });
    expect(await renderInLanguage("es", ["positions"], <ConnectionErrorBanner />)).toBe("");
  });
});
