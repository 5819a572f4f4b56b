import {
  WebAuthnError,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { WebAuthnOptions } from "@shared/auth";
import { UserFacingError } from "@/lib/api-client";

/**
 * Runs the browser's passkey prompt. Closing it, or a device without a passkey of this site, ends it with the
 * browser's NotAllowedError: the person's choice, said plainly, not a failure.
 */
async function ceremony<T>(prompt: () => Promise<T>): Promise<T> {
  try {
    return await prompt();
  } catch (error) {
    const cause = error instanceof WebAuthnError ? error.cause : error;
    if (cause instanceof Error && cause.name === "NotAllowedError") {
      throw new UserFacingError("No passkey was used. Try again, or use another way.");
    }
    if (error instanceof WebAuthnError) throw new UserFacingError(error.message);
    throw error;
  }
}

// The server built these options with the same library's other half (@simplewebauthn/server), so they have its shape;
// the browser checks them again before it prompts.

/** Creates a passkey on this device for the options the server gave. */
export const createPasskey = (options: WebAuthnOptions) =>
  ceremony(() => startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON }));

/** Signs the server's challenge with a passkey this device holds. */
export const signWithPasskey = (options: WebAuthnOptions) =>
  ceremony(() => startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON }));
