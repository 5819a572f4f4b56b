import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { logout } from "@/features/auth/api/logout";
import { signOut } from "@/features/auth/lib/sign-out";
import { putOnScreen } from "@/lib/i18n";
import { translationIn } from "../../../../../test/support/render-in-language";

// Test files share loaded modules (vite.config.ts): load the sign-out afresh, so it toasts and asks through the mocks.
vi.hoisted(() => vi.resetModules());
vi.mock("sonner", () => ({ toast: { loading: vi.fn(), success: vi.fn(), dismiss: vi.fn() } }));
vi.mock("@/features/auth/api/logout", () => ({ logout: vi.fn() }));

/** The notice's button, pressed as the member would: the next attempt starts at once. */
function pressTryNow(): void {
  const action = vi.mocked(toast.loading).mock.lastCall?.[1]?.action;
  if (action && typeof action === "object" && "onClick" in action) action.onClick({ preventDefault() {} } as never);
}

describe("signing out while the server cannot be reached", () => {
  beforeEach(() => {
    const stored = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
    vi.stubGlobal("window", { setTimeout, clearTimeout, addEventListener() {}, removeEventListener() {} });
    // The failed attempt is logged.
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says that it is still being done, and then that it is done, in the page's language", async () => {
    putOnScreen(await translationIn("es", ["auth"]));
    vi.mocked(logout).mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(undefined);

    const done = signOut(new QueryClient());
    await vi.waitFor(() => expect(toast.loading).toHaveBeenCalledOnce());
    expect(vi.mocked(toast.loading).mock.lastCall).toEqual([
      "Todavía estamos cerrando tu sesión",
      expect.objectContaining({
        description: "No pudimos contactar con el servidor. Lo intentaremos de nuevo en 2 segundos.",
        action: expect.objectContaining({ label: "Intentar ahora" }),
      }),
    ]);

    pressTryNow();
    await done;
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith("Sesión cerrada", expect.anything()));
    expect(toast.loading).toHaveBeenCalledOnce();
  });
});
