import { createHmac, randomBytes } from "node:crypto";

/*
 * Signing as the Standard Webhooks specification says (docs/integrations.md#verifying-a-webhook), so a member can
 * verify with its libraries (the `standardwebhooks` package): a secret `whsec_<base64>`, and for each message the
 * headers `webhook-id`, `webhook-timestamp` (Unix seconds) and `webhook-signature`, `v1,<base64 HMAC-SHA256 of
 * "id.timestamp.body">`, one such entry per secret in force, separated by spaces.
 */

const SECRET_PREFIX = "whsec_";

/** A new signing secret: 32 random bytes. */
export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString("base64")}`;

function signature(secret: string, content: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), "base64");
  return `v1,${createHmac("sha256", key).update(content).digest("base64")}`;
}

/** The headers of one message, signed with every secret given (after a rotation, the new and the old). */
export function webhookHeaders(
  secrets: readonly string[],
  message: { id: string; at: Date; body: string },
): Record<string, string> {
  const timestamp = String(Math.floor(message.at.getTime() / 1000));
  const content = `${message.id}.${timestamp}.${message.body}`;
  return {
    "content-type": "application/json",
    "webhook-id": message.id,
    "webhook-timestamp": timestamp,
    "webhook-signature": secrets.map((secret) => signature(secret, content)).join(" "),
  };
}
