import { renderRoomMessage, type RoomMessage, type RoomSpan } from "../room-message.js";

/** Discord reads markdown in every message: text is escaped so what a member or the admin typed shows as typed. */
const escapeMarkdown = (text: string) => text.replace(/([\\*_`~|>[\]()#-])/g, "\\$1");

const MARKS = { bold: "**", italic: "*", code: "`" } as const;

function discordSpan(span: RoomSpan): string {
  // A bare address is left as it is, so Discord keeps it clickable; the angle brackets spare a link its preview card.
  if ("href" in span) return span.href === span.text ? span.href : `[${escapeMarkdown(span.text)}](<${span.href}>)`;
  const text = escapeMarkdown(span.text);
  return span.style ? `${MARKS[span.style]}${text}${MARKS[span.style]}` : text;
}

/** Discord's longest message. */
const MAX_CONTENT = 2000;

/** A message in Discord's markdown, cut to Discord's length limit. */
export const discordMarkdownOf = (message: RoomMessage): string =>
  renderRoomMessage(message, discordSpan).slice(0, MAX_CONTENT);
