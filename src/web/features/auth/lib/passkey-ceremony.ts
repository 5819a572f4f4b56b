import { WebAuthnError } from "@simplewebauthn/browser";
import { UserFacingError } from "@/lib/api-client";

/**
 * Runs the browser's passkey prompt. Closing it, or a device without a passkey of this site, ends it with the
 * browser's NotAllowedError: the person's choice, said plainly, not a failure.
 */
export async function passkeyCeremony<T>(prompt: () => Promise<T>): Promise<T> {
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
