import {
  WebAuthnError,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type WebAuthnErrorCode,
} from "@simplewebauthn/browser";
import type { WebAuthnOptions } from "@shared/auth";
import { UserFacingError } from "@/lib/api-client";
import { pageText, type TextKey } from "@/lib/page-text";

/** What the person can do about the prompt's failures, by the library's code; any other is a failed prompt. */
const PROMPT_FAILURES: Partial<Record<WebAuthnErrorCode, TextKey>> = {
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: "auth:passkey.alreadyHere",
  ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT: "auth:passkey.unsupported",
  ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT: "auth:passkey.unsupported",
  ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG: "auth:passkey.unsupported",
};

/**
 * Runs the browser's passkey prompt. Closing it, or a device without a passkey of this site, ends it with the
 * browser's NotAllowedError: the person's choice, said plainly, not a failure. What the prompt says goes wrong is
 * said in the page's language (the library words it in English, for developers).
 */
async function ceremony<T>(prompt: () => Promise<T>): Promise<T> {
  try {
    return await prompt();
  } catch (error) {
    const cause = error instanceof WebAuthnError ? error.cause : error;
    if (cause instanceof Error && cause.name === "NotAllowedError") {
      throw new UserFacingError(await pageText("auth:passkey.notUsed"), { cause: error });
    }
    if (error instanceof WebAuthnError) {
      throw new UserFacingError(await pageText(PROMPT_FAILURES[error.code] ?? "auth:passkey.failed"), { cause: error });
    }
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
