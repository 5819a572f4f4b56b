import { formatUtcDate, formatUtcDateTime } from "../../../shared/format.js";
import type { Language } from "../../../shared/i18n/languages.js";
import type { Position } from "../../../shared/positions.js";
import { riskWarningAt, type RiskWarningTexts } from "../../../shared/risk-warnings.js";
import type { RemovalCause } from "../../../shared/telegram.js";
import { onTheRecord, signalHeadline, signalLevels, statusLine, type Translate } from "../delivery/notify-texts.js";

/*
 * What a room post or a private message says, before any platform writes it down: lines of spans, each plain or
 * emphasised or a link. Every adapter renders this one model in its own markup (Telegram's HTML, Discord's
 * markdown), so a post reads the same on every platform and no platform parses another's markup.
 */

export type RoomSpan =
  | { text: string; style?: "bold" | "italic" | "code" }
  /** A link; one whose text is its own address is written bare, as platforms make such text clickable anyway. */
  | { text: string; href: string };

/** One line of a message; an empty line separates paragraphs. */
export type RoomLine = readonly RoomSpan[];

export interface RoomMessage {
  lines: readonly RoomLine[];
}

const plain = (text: string): RoomSpan => ({ text });
const line = (...spans: RoomSpan[]): RoomLine => spans;
/** A message of plain lines, with an address written as a clickable link. */
export const textMessage = (...lines: (string | RoomLine)[]): RoomMessage => ({
  lines: lines.map((l) => (typeof l === "string" ? [plain(l)] : l)),
});
export const bareLink = (url: string): RoomSpan => ({ text: url, href: url });

/**
 * Renders the model line by line: `span` writes one span in the platform's markup (escaping its text); lines are
 * joined by newlines.
 */
export function renderRoomMessage(message: RoomMessage, span: (span: RoomSpan) => string): string {
  return message.lines.map((spans) => spans.map(span).join("")).join("\n");
}

/**
/**
 * A message with the risk warning's short form as its last paragraph, in italics (docs/product.md#risk-warnings):
 * every room post and private signal message ends with it.
 */
export function withRiskWarning(message: RoomMessage, warning: RiskWarningTexts): RoomMessage {
  return { lines: [...message.lines, line(), line({ text: riskWarningAt(warning, "roomPost"), style: "italic" })] };
}

/**
 * A published signal as the rooms show it, in the room's language (`t`, and `language` for its numbers): headline
 * with its number on the track record, levels, the provider's commentary as written, the status line, a link to
 * details, and the risk warning.
 */
export function signalPost(
  t: Translate,
  language: Language,
  position: Position,
  link: string,
  recordNumber: number | null,
  warning: RiskWarningTexts,
): RoomMessage {
  const lines: RoomLine[] = [
    line({ text: onTheRecord(t, signalHeadline(t, position), recordNumber), style: "bold" }),
    ...signalLevels(t, language, position).map((level) => line(plain(level))),
  ];
  if (position.commentary) lines.push(line(), line(plain(position.commentary.slice(0, 600))));
  lines.push(
    line(),
    line({ text: statusLine(t, language, position), style: "italic" }),
    line({ text: t("notify:room.details"), href: link }),
  );
  return withRiskWarning({ lines }, warning);
}

/**
 * A published head of the track record (docs/product.md#track-record): the chain's newest event and its hash, so
 * every member in the room holds a copy the record can be checked against later.
 */
export function recordHeadPost(
  t: Translate,
  language: Language,
  head: { sequence: number; hash: string; at: string },
  recordUrl: string,
): RoomMessage {
  return textMessage(
    [{ text: t("notify:room.recordHead.title"), style: "bold" }],
    t("notify:room.recordHead.body", { time: formatUtcDateTime(head.at, language), sequence: head.sequence }),
    [{ text: head.hash, style: "code" }],
    t("notify:room.recordHead.keep"),
    [{ text: t("notify:room.recordHead.action"), href: recordUrl }],
  );
}

/** The reply to the post for a later trade event, in the event's own words (src/shared/trade-messages.ts). */
export const eventReply = (message: string, warning: RiskWarningTexts): RoomMessage =>
  withRiskWarning(textMessage(message), warning);

const ROOMS = {
  room: "notify:room.accessEnded.room",
  proRoom: "notify:room.accessEnded.proRoom",
  server: "notify:room.accessEnded.server",
} as const;

function removalReason(t: Translate, language: Language, end: RemovalCause, platform: string): string {
  switch (end.cause) {
    case "unlinked":
      return t("notify:room.accessEnded.reason.unlinked", { platform });
    case "inactive":
      return t("notify:room.accessEnded.reason.inactive");
    case "expired":
      return t("notify:room.accessEnded.reason.expired", { date: formatUtcDate(end.expiry, language) });
    case "ended":
      return t("notify:room.accessEnded.reason.ended");
    case "notPro":
      return t("notify:room.accessEnded.reason.notPro");
  }
}

/**
 * What a member removed from a room is told, in their language (the room's for an account no member is behind any
 * more), and where to renew.
 */
export function accessEndedMessage(
  t: Translate,
  language: Language,
  removal: { appName: string; room: keyof typeof ROOMS; end: RemovalCause; platform: string; renewUrl: string },
): RoomMessage {
  const reason = removalReason(t, language, removal.end, removal.platform);
  return textMessage(t(ROOMS[removal.room], { appName: removal.appName, reason }), [
    plain(`${t("notify:room.accessEnded.renew")} `),
    bareLink(removal.renewUrl),
  ]);
}

/**
 * A notification sent to one member in private (docs/product.md#notification-preferences): its headline in bold, its
 * details, and a link to open it on the site.
 */
export function memberMessage(
  message: { title: string; lines: readonly string[] },
  link: { url: string; label: string } | null,
): RoomMessage {
  return textMessage(
    [{ text: message.title, style: "bold" }],
    ...message.lines,
    ...(link ? [[{ text: link.label, href: link.url }]] : []),
  );
}
