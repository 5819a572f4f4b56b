import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "sonner";
import type { Language } from "@shared/i18n/languages";
import { ApiError } from "@/lib/api-client";
import { putOnScreen } from "@/lib/i18n";
import { createQueryClient, type MutationMeta } from "@/lib/query-client";
import { translationIn } from "../../../test/support/render-in-language";

// Test files share loaded modules (vite.config.ts): load the query client afresh, so it toasts through the mock below.
vi.hoisted(() => vi.resetModules());
vi.mock("sonner", () => ({ toast: { error: vi.fn() } }));

/** The screens show `language`, as a translation provider puts it on screen. */
const showPageIn = async (language: Language) => putOnScreen(await translationIn(language, ["app", "account"]));

/** Runs a mutation that fails with `error` and answers the failure toast's text. */
async function toastOfFailure(error: unknown, meta?: MutationMeta): Promise<string> {
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(error), meta });
  await mutation.execute(undefined).catch(() => undefined);
  await vi.waitFor(() => expect(toast.error).toHaveBeenCalledOnce());
  return vi.mocked(toast.error).mock.calls[0]?.[0] as string;
}

const lostConnection = new TypeError("Failed to fetch");

describe("a failed mutation's toast", () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it("says the mutation's own words in the page's language when the server said nothing", async () => {
    await showPageIn("es");
    expect(await toastOfFailure(lostConnection, { errorToast: "account:api.revokeFailed" })).toBe(
      "No se pudo revocar el token",
    );
  });

  it("fills the words' values", async () => {
    await showPageIn("es");
    const errorToast = { key: "account:rooms.unlinkFailed", values: { platform: "Telegram" } } as const;
    expect(await toastOfFailure(lostConnection, { errorToast })).toBe("No se pudo desvincular Telegram");
  });

  it("says the generic line in the page's language when the mutation names none", async () => {
    await showPageIn("ru");
    expect(await toastOfFailure(lostConnection)).toBe("Что-то пошло не так. Попробуйте ещё раз.");
    vi.mocked(toast.error).mockClear();
    await showPageIn("en");
    expect(await toastOfFailure(lostConnection)).toBe("Something went wrong. Please try again.");
  });

  it("says the server's own words, which it wrote in the member's language", async () => {
    await showPageIn("es");
    const refusal = new ApiError(409, "409: …", "Ya tienes 5 tokens.", {});
    expect(await toastOfFailure(refusal, { errorToast: "account:api.revokeFailed" })).toBe("Ya tienes 5 tokens.");
  });

  it("shows an admin's English sentence as it is written", async () => {
    await showPageIn("es");
    expect(await toastOfFailure(lostConnection, { errorToast: "Failed to revoke the source" })).toBe(
      "Failed to revoke the source",
    );
  });
});
