import { NOTIFICATION_TAG, NOTIFICATION_URL, type PushPayload } from "../../../shared/notifications.js";
import type { ServerTranslate } from "../../lib/i18n.js";

/**
 * RFC 8291 with one record: 4,096 bytes minus the 86-byte header, the 16-byte tag and the padding delimiter
 * leaves 3,993 bytes of plaintext, the most every push service accepts.
 */
export const MAX_PUSH_PAYLOAD_BYTES = 3_993;

/** What a push is about: the feed item it announces, and the page a click opens (the dashboard by default). */
export interface PushSubject {
  notificationId?: number;
  url?: string;
  /** When it happened, on its members' clock. */
  time?: string;
}

/** A push's title and button, in its reader's language. */
export interface PushTexts {
  title: string;
  action: string;
}

/** The title ("SignalDesk New Trading Signal") and the button ("View Signal") in the language of `t`. */
export const pushTexts = (t: ServerTranslate, appName: string): PushTexts => ({
  title: t("positions:browserNotification.title", { appName }),
  action: t("positions:browserNotification.action"),
});

/** The JSON the service worker shows (title, button, single tag, the page to open). */
export function pushPayload(texts: PushTexts, body: string, timestamp: string, subject: PushSubject = {}): string {
  const { notificationId, url = NOTIFICATION_URL, time } = subject;
  const payload: PushPayload = {
    title: texts.title,
    body,
    action: texts.action,
    tag: NOTIFICATION_TAG,
    url,
    timestamp,
    ...(notificationId === undefined ? {} : { notificationId }),
    ...(time === undefined ? {} : { time }),
  };
  const json = JSON.stringify(payload);
  if (Buffer.byteLength(json) <= MAX_PUSH_PAYLOAD_BYTES) return json;
  // Only a very long test message gets here: shorten the body, never the fields the worker needs.
  const excess = Buffer.byteLength(json) - MAX_PUSH_PAYLOAD_BYTES;
  const bodyBytes = Buffer.from(body);
  const shortened = bodyBytes.subarray(0, Math.max(0, bodyBytes.length - excess - 8)).toString() + "…";
  return pushPayload(texts, shortened.replace(/\uFFFD/g, ""), timestamp, subject);
}
