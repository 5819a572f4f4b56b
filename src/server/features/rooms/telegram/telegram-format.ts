import { escapeHtml } from "../../../../shared/html.js";
import { renderRoomMessage, type RoomMessage, type RoomSpan } from "../room-message.js";

const TAGS = { bold: "b", italic: "i", code: "code" } as const;

function telegramSpan(span: RoomSpan): string {
  const text = escapeHtml(span.text);
  if ("href" in span) return span.href === span.text ? text : `<a href="${escapeHtml(span.href)}">${text}</a>`;
  return span.style ? `<${TAGS[span.style]}>${text}</${TAGS[span.style]}>` : text;
}

/** A message in Telegram's HTML parse mode: every value escaped. */
export const telegramHtmlOf = (message: RoomMessage): string => renderRoomMessage(message, telegramSpan);
