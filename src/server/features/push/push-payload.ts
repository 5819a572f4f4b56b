import {
  NOTIFICATION_TAG,
  NOTIFICATION_URL,
  notificationTitle,
  type PushPayload,
} from "../../../shared/notifications.js";

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

/** The JSON the service worker shows (title, single tag, the page to open). */
export function pushPayload(appName: string, body: string, timestamp: string, subject: PushSubject = {}): string {
  const { notificationId, url = NOTIFICATION_URL, time } = subject;
  const payload: PushPayload = {
    title: notificationTitle(appName),
    body,
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
  return pushPayload(appName, shortened.replace(/\uFFFD/g, ""), timestamp, subject);
}
