import { describe, expect, it, vi } from "vitest";
import type * as webauthn from "@simplewebauthn/browser";
import { WebAuthnError, startAuthentication, startRegistration } from "@simplewebauthn/browser";
import type { WebAuthnOptions } from "@shared/auth";
import { createPasskey, signWithPasskey } from "@/features/auth/lib/passkey-ceremony";
import { UserFacingError } from "@/lib/api-client";
import { putOnScreen } from "@/lib/i18n";
import { translationIn } from "../../../../../test/support/render-in-language";

// Test files share loaded modules (vite.config.ts): load the ceremony afresh, so it prompts through the mocks below.
vi.hoisted(() => vi.resetModules());
vi.mock("@simplewebauthn/browser", async (original) => ({
  ...(await original<typeof webauthn>()),
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

const OPTIONS = {} as WebAuthnOptions;

const browserError = (name: string) => Object.assign(new Error(`The browser's ${name}`), { name });

describe("the passkey prompt's refusal", () => {
  it("says in the page's language that no passkey was used when the person closed the prompt", async () => {
    putOnScreen(await translationIn("es", ["auth"]));
    vi.mocked(startAuthentication).mockRejectedValue(
      new WebAuthnError({
        message: "The operation either timed out or was not allowed.",
        code: "ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY",
        cause: browserError("NotAllowedError"),
      }),
    );
    const refusal = signWithPasskey(OPTIONS);
    await expect(refusal).rejects.toBeInstanceOf(UserFacingError);
    await expect(refusal).rejects.toThrow("No se usó ninguna llave de acceso. Inténtalo de nuevo o usa otro método.");
  });

  it("says what the person can do about a device that has the passkey already, not the library's English", async () => {
    putOnScreen(await translationIn("en", ["auth"]));
    vi.mocked(startRegistration).mockRejectedValue(
      new WebAuthnError({
        message: "The authenticator was previously registered",
        code: "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED",
        cause: browserError("InvalidStateError"),
      }),
    );
    await expect(createPasskey(OPTIONS)).rejects.toThrow("This device already has a passkey for your account.");
  });
});
