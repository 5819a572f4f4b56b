import { Api, GrammyError, HttpError } from "grammy";
import type { Update } from "grammy/types";
import { escapeHtml } from "../../../../shared/html.js";
import { TELEGRAM_RIGHT_LABELS, TELEGRAM_RIGHTS, type TelegramAdminView } from "../../../../shared/telegram.js";
import { RoomPlatformError, type RoomPlatform } from "../room-adapter.js";
import { renderRoomMessage, type RoomMessage, type RoomSpan } from "../room-message.js";
import type { Language } from "../../../../shared/i18n/languages.js";

/** The stored settings the platform runs on (telegram.service.ts). */
export interface TelegramSettings {
  botToken: string;
  chat: string;
  /** The Pro room, if the admin set one (docs/product.md#telegram). */
  proChat: string | null;
  exceptions: string[];
  /** Learnt from getMe when saved or checked; the deep link needs it. */
  botUsername: string | null;
  /** What the room's posts are written in. */
  language: Language;
}

export interface TelegramPlatform extends RoomPlatform {
  readonly api: Api;
  readonly chat: string;
  /** Long-polls for updates after `offset` (seconds of `timeout`; 0 answers at once). */
  getUpdates(offset: number, timeout: number, signal?: AbortSignal): Promise<Update[]>;
  /** The bot's username (for the deep link), asked once. */
  botUsername(): Promise<string>;
  /** What the admin panel shows: the bot answers, sees the room, and has each right it needs. */
  status(): Promise<TelegramAdminView["status"]>;
}

const TAGS = { bold: "b", italic: "i", code: "code" } as const;

function telegramSpan(span: RoomSpan): string {
  const text = escapeHtml(span.text);
  if ("href" in span) return span.href === span.text ? text : `<a href="${escapeHtml(span.href)}">${text}</a>`;
  return span.style ? `<${TAGS[span.style]}>${text}</${TAGS[span.style]}>` : text;
}

/** A message in Telegram's HTML parse mode: every value escaped. */
const telegramHtmlOf = (message: RoomMessage): string => renderRoomMessage(message, telegramSpan);

/** How long one Bot API call may take; a long poll asks for 20 s less than this. */
const CALL_TIMEOUT_SECONDS = 30;
const PROBE_TIMEOUT_SECONDS = 5;

/** Who the token's bot is: its username, "refused" when Telegram refuses the token, null when unreachable (5 s). */
export async function botUsernameOf(token: string, apiRoot: string): Promise<string | "refused" | null> {
  try {
    const me = await new Api(token, { apiRoot, timeoutSeconds: PROBE_TIMEOUT_SECONDS }).getMe();
    return me.username;
  } catch (error) {
    return platformErrorOf(error).kind === "refused" ? "refused" : null;
  }
}

/** A grammY failure in the room jobs' terms: 429 waits as told, 5xx and network failures retry, the rest are refused. */
function platformErrorOf(error: unknown): RoomPlatformError {
  if (error instanceof RoomPlatformError) return error;
  if (error instanceof GrammyError) {
    if (error.error_code === 429) {
      return new RoomPlatformError(error.description, "rate_limited", error.parameters.retry_after ?? 5);
    }
    if (error.error_code >= 500) return new RoomPlatformError(`Telegram: ${error.description}`, "unavailable");
    return new RoomPlatformError(`Telegram refused ${error.method}: ${error.description}`, "refused");
  }
  if (error instanceof HttpError) return new RoomPlatformError("Telegram could not be reached", "unavailable");
  return new RoomPlatformError(error instanceof Error ? error.message : String(error), "unavailable");
}

const call = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw platformErrorOf(error);
  }
};

/**
 * The Telegram Bot API through grammY, pointed at `apiRoot` (the real https://api.telegram.org unless
 * TELEGRAM_API_ROOT names another: config.ts).
 */
export function createTelegramPlatform(
  settings: TelegramSettings,
  apiRoot: string,
  /** Which room: the main one (platform "telegram") unless told; the Pro room is another (PRO_ROOM). */
  room: { name: string; chat: string } = { name: "telegram", chat: settings.chat },
): TelegramPlatform {
  const api = new Api(settings.botToken, { apiRoot, timeoutSeconds: CALL_TIMEOUT_SECONDS });
  // The admin panel's status check waits for Telegram in its request: briefly.
  const probe = new Api(settings.botToken, { apiRoot, timeoutSeconds: PROBE_TIMEOUT_SECONDS });
  const chat = room.chat;
  let username: Promise<string> | undefined;
  const botUsername = () =>
    (username ??= call(() => api.getMe()).then(
      (me) => me.username,
      (error: unknown) => {
        username = undefined;
        throw error;
      },
    ));

  return {
    name: room.name,
    api,
    chat,
    botUsername,
    async createInvite(externalId, expiresAt) {
      const link = await call(() =>
        api.createChatInviteLink(chat, {
          member_limit: 1,
          expire_date: Math.floor(expiresAt.getTime() / 1000),
          name: `member ${externalId}`.slice(0, 32),
        }),
      );
      return link.invite_link;
    },
    async revokeInvite(invite) {
      try {
        await call(() => api.revokeChatInviteLink(chat, invite));
      } catch (error) {
        // A link that expired or was revoked already is as good as revoked.
        if (!(error instanceof RoomPlatformError && error.kind === "refused")) throw error;
      }
    },
    async remove(externalId) {
      const id = Number(externalId);
      await call(() => api.banChatMember(chat, id));
      // Unbanned at once: the ban only removes; they may come back through a new invite once access returns.
      await call(() => api.unbanChatMember(chat, id, { only_if_banned: true }));
    },
    async isInRoom(externalId) {
      const member = await call(() => api.getChatMember(chat, Number(externalId)));
      if (member.status === "restricted") return member.is_member;
      return member.status === "member" || member.status === "administrator" || member.status === "creator";
    },
    async tell(externalId, message) {
      try {
        await call(() =>
          api.sendMessage(Number(externalId), telegramHtmlOf(message), { parse_mode: "HTML", protect_content: true }),
        );
      } catch (error) {
        // The user blocked the bot or never started it: the message cannot be delivered, and retrying will not help.
        if (!(error instanceof RoomPlatformError && error.kind === "refused")) throw error;
      }
    },
    async post(content, replyTo) {
      const message = await call(() =>
        api.sendMessage(chat, telegramHtmlOf(content), {
          parse_mode: "HTML",
          // Signals are for members: Telegram offers no forward or save of a protected message.
          protect_content: true,
          link_preview_options: { is_disabled: true },
          ...(replyTo ? { reply_parameters: { message_id: Number(replyTo), allow_sending_without_reply: true } } : {}),
        }),
      );
      return String(message.message_id);
    },
    async edit(messageId, message) {
      try {
        await call(() =>
          api.editMessageText(chat, Number(messageId), telegramHtmlOf(message), {
            parse_mode: "HTML",
            link_preview_options: { is_disabled: true },
          }),
        );
      } catch (error) {
        if (error instanceof RoomPlatformError && /not modified/i.test(error.message)) return;
        throw error;
      }
    },
    getUpdates(offset, timeout, signal) {
      return call(() =>
        api.getUpdates(
          { offset, timeout, limit: 100, allowed_updates: ["message", "chat_member", "my_chat_member"] },
          // grammY types its signal with the abort-controller package's shape; Node's own is the same at run time.
          signal as Parameters<Api["getUpdates"]>[1],
        ),
      );
    },
    async status() {
      const problems: string[] = [];
      const rights = TELEGRAM_RIGHTS.map((right) => ({ right, label: TELEGRAM_RIGHT_LABELS[right], granted: false }));
      let botUsername: string | null = null;
      let chatTitle: string | null = null;
      let me;
      try {
        me = await probe.getMe();
        botUsername = me.username;
      } catch (error) {
        const failure = platformErrorOf(error);
        problems.push(
          failure.kind === "refused"
            ? "Telegram does not accept the bot token: copy it again from BotFather"
            : "Telegram could not be reached; the status is checked again on the next visit",
        );
        return { state: "problem", botUsername, chatTitle, rights, problems };
      }
      try {
        const found = await probe.getChat(chat);
        chatTitle = "title" in found && typeof found.title === "string" ? found.title : null;
      } catch {
        problems.push("The bot cannot see the room: check the chat id or @username, and add the bot to the room");
        return { state: "problem", botUsername, chatTitle, rights, problems };
      }
      try {
        const member = await probe.getChatMember(chat, me.id);
        if (member.status !== "administrator" && member.status !== "creator") {
          problems.push("The bot is not an administrator of the room: promote it");
        } else {
          const granted = member as unknown as Record<string, unknown>;
          for (const right of rights) {
            // A group has no "post messages" right: any admin may post there.
            right.granted = member.status === "creator" || granted[right.right] !== false;
            if (!right.granted) problems.push(`The bot lacks the right "${right.label}"`);
          }
        }
      } catch {
        problems.push("The bot's rights in the room could not be read");
      }
      return { state: problems.length === 0 ? "connected" : "problem", botUsername, chatTitle, rights, problems };
    },
  };
}
