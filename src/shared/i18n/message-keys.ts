/*
 * A message the server answers, or a shared rule's field error, names its text by its key in the `messages`
 * catalogue ("messages:request.invalid"); the server translates it into the caller's language and the web
 * forms with `t` (docs/decisions/0038-server-messages.md). Text that is not such a key is shown as it is.
 */

export type MessageKey = `messages:${string}`;

const MESSAGE_KEY = /^messages:[\w.]+$/;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === "string" && MESSAGE_KEY.test(value);
}
