import { createHmac, timingSafeEqual } from "node:crypto";
import { EMAIL_TOPICS, type EmailTopic } from "../../../shared/email.js";

/*
 * An unsubscribe link's token (RFC 8058): the member, the topic, and an HMAC-SHA256 of both under the server's
 * signing secret. It works without signing in and never expires, as a mail client may use it months later; it can
 * only turn that one topic of that one member off.
 */

const mac = (secret: string, userId: string, topic: EmailTopic) =>
  createHmac("sha256", secret).update(`unsubscribe\n${userId}\n${topic}`).digest("base64url");

export function signUnsubscribeToken(secret: string, userId: string, topic: EmailTopic): string {
  return `${userId}.${topic}.${mac(secret, userId, topic)}`;
}

/** The member and topic a token was signed for, or null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; topic: EmailTopic } | null {
  const [userId, topic, signature, ...rest] = token.split(".");
  if (!userId || !topic || !signature || rest.length > 0) return null;
  const known = EMAIL_TOPICS.find((t) => t === topic);
  if (!known) return null;
  const expected = Buffer.from(mac(secret, userId, known));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, topic: known };
}
