import http from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A local Telegram Bot API server for the methods the product uses, speaking the documented protocol:
 * `POST /bot<token>/<method>` with JSON (or form or query) parameters, answered `{ok: true, result}` or
 * `{ok: false, error_code, description, parameters: {retry_after}}`. It keeps a room's state (members, one-use invite
 * links, messages and their edits, the bot's private chats; a second room if asked), queues updates for `getUpdates` (long polling honoured),
 * lets a test act as Telegram users (`/start`, a join through a link, a leave), lists the requests made, and can be
 * taken down (every call answers 502) or made to answer 429 with `retry_after`; a user may block the bot (403).
 */

export interface FakeTelegramUser {
  id: number;
  first_name: string;
  username?: string;
  is_bot?: boolean;
}

export interface FakeMessage {
  message_id: number;
  chat_id: number;
  text: string;
  parse_mode: string | undefined;
  reply_to: number | undefined;
  /** Sent with `protect_content`: Telegram lets no one forward or save it. */
  protect_content: boolean;
  /** Each earlier text, oldest first, once edited. */
  edits: string[];
}

interface InviteLink {
  invite_link: string;
  /** The room it admits to. */
  chat_id: number;
  creator: FakeTelegramUser;
  member_limit: number | undefined;
  expire_date: number | undefined;
  is_revoked: boolean;
  uses: number;
  name: string | undefined;
}

type MemberStatus = "creator" | "administrator" | "member" | "restricted" | "left" | "kicked";

export interface FakeTelegramOptions {
  token?: string;
  botUsername?: string;
  chatId?: number;
  chatUsername?: string;
  chatTitle?: string;
  /** The bot's rights in the room; all three by default. */
  botRights?: { can_invite_users?: boolean; can_restrict_members?: boolean; can_post_messages?: boolean };
  /** The bot is no admin of the room at all. */
  botIsMember?: boolean;
  /** Seconds since the epoch, for `date` fields and link expiry: the product's clock in tests. */
  now?: () => number;
  /** A second room the bot administers too (a Pro room), with the same rights. */
  secondChat?: { id: number; title: string };
  /** A fixed port (the journeys' process); any free one otherwise. */
  port?: number;
}

export type FakeTelegram = Awaited<ReturnType<typeof startFakeTelegram>>;

export async function startFakeTelegram(options: FakeTelegramOptions = {}) {
  const token = options.token ?? "123456789:AAHfakeTokenForTestsOnly_abcdefghijkl";
  const bot: FakeTelegramUser = {
    id: Number(token.split(":")[0]),
    is_bot: true,
    first_name: "Signals Bot",
    username: options.botUsername ?? "signaldesk_test_bot",
  };
  const chat = {
    id: options.chatId ?? -1001234567890,
    title: options.chatTitle ?? "SignalDesk Members",
    type: "supergroup" as const,
    username: options.chatUsername,
  };
  const chats = [
    chat,
    ...(options.secondChat ? [{ ...options.secondChat, type: "supergroup" as const, username: undefined }] : []),
  ];
  type Chat = (typeof chats)[number];
  let botRights = {
    can_invite_users: true,
    can_restrict_members: true,
    can_post_messages: true,
    ...options.botRights,
  };
  let botIsMember = options.botIsMember ?? true;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));

  const roomMembers = new Map(
    chats.map((room) => [room.id, new Map<number, { user: FakeTelegramUser; status: MemberStatus }>()]),
  );
  const membersOf = (room: Chat) => roomMembers.get(room.id) ?? new Map();
  const links = new Map<string, InviteLink>();
  const messages: FakeMessage[] = [];
  const updates: { update_id: number; [key: string]: unknown }[] = [];
  const requests: { method: string; params: Record<string, unknown> }[] = [];
  const waiting = new Set<() => void>();
  let nextUpdateId = 1000;
  let nextMessageId = 1;
  let nextLinkId = 1;
  let down = false;
  let limited: { calls: number; retryAfter: number } | undefined;
  /** Users who blocked the bot: it may not write to them in private. */
  const blocked = new Set<number>();

  const roomOf = (value: unknown): Chat | undefined =>
    chats.find(
      (room) => String(value) === String(room.id) || (room.username !== undefined && String(value) === room.username),
    );
  const chatMatches = (value: unknown) => roomOf(value) !== undefined;

  const pushUpdate = (body: Record<string, unknown>) => {
    const update = { update_id: nextUpdateId++, ...body };
    updates.push(update);
    for (const wake of waiting) wake();
    return update;
  };

  const memberOf = (user: FakeTelegramUser, status: MemberStatus) => ({ user, status });

  const setStatus = (
    room: Chat,
    user: FakeTelegramUser,
    status: MemberStatus,
    by: FakeTelegramUser,
    link?: InviteLink,
  ) => {
    const members = membersOf(room);
    const old = members.get(user.id)?.status ?? "left";
    members.set(user.id, { user, status });
    return pushUpdate({
      chat_member: {
        chat: room,
        from: by,
        date: now(),
        old_chat_member: memberOf(user, old),
        new_chat_member: memberOf(user, status),
        ...(link ? { invite_link: publicLink(link) } : {}),
      },
    });
  };

  const publicLink = (link: InviteLink) => ({
    invite_link: link.invite_link,
    creator: link.creator,
    creates_join_request: false,
    is_primary: false,
    is_revoked: link.is_revoked,
    ...(link.name ? { name: link.name } : {}),
    ...(link.member_limit ? { member_limit: link.member_limit } : {}),
    ...(link.expire_date ? { expire_date: link.expire_date } : {}),
  });

  class ApiError extends Error {
    constructor(
      readonly code: number,
      description: string,
    ) {
      super(description);
    }
  }

  const requireChat = (params: Record<string, unknown>): Chat => {
    const room = roomOf(params.chat_id);
    if (!room) throw new ApiError(400, "Bad Request: chat not found");
    return room;
  };
  const requireRight = (right: keyof typeof botRights) => {
    if (!botIsMember || !botRights[right]) throw new ApiError(400, "Bad Request: not enough rights");
  };
  const userId = (params: Record<string, unknown>) => Number(params.user_id);

  const methods: Record<string, (params: Record<string, unknown>) => unknown> = {
    getMe: () => bot,
    getChat: (params) => requireChat(params),
    getChatMember: (params) => {
      const members = membersOf(requireChat(params));
      const id = userId(params);
      if (id === bot.id) {
        return botIsMember
          ? { user: bot, status: "administrator", can_be_edited: false, ...botRights }
          : { user: bot, status: "left" };
      }
      const member = members.get(id);
      return member ?? { user: { id, first_name: `User ${id}` }, status: "left" };
    },
    getUpdates: (params) => {
      const offset = Number(params.offset ?? 0);
      if (offset > 0) updates.splice(0, updates.filter((update) => update.update_id < offset).length);
      return updates.slice(0, Number(params.limit ?? 100));
    },
    sendMessage: (params) => {
      const chatId = Number(params.chat_id);
      if (chatMatches(params.chat_id)) requireRight("can_post_messages");
      else if (blocked.has(chatId)) throw new ApiError(403, "Forbidden: bot was blocked by the user");
      const reply = params.reply_parameters as { message_id?: number } | undefined;
      const message: FakeMessage = {
        message_id: nextMessageId++,
        chat_id: roomOf(params.chat_id)?.id ?? chatId,
        text: String(params.text),
        parse_mode: params.parse_mode as string | undefined,
        reply_to: reply?.message_id,
        protect_content: params.protect_content === true || params.protect_content === "true",
        edits: [],
      };
      messages.push(message);
      return { message_id: message.message_id, date: now(), chat: { id: message.chat_id }, text: message.text };
    },
    editMessageText: (params) => {
      const message = messages.find(
        (m) =>
          m.message_id === Number(params.message_id) &&
          (roomOf(params.chat_id)?.id === m.chat_id || m.chat_id === Number(params.chat_id)),
      );
      if (!message) throw new ApiError(400, "Bad Request: message to edit not found");
      if (message.text === String(params.text)) throw new ApiError(400, "Bad Request: message is not modified");
      message.edits.push(message.text);
      message.text = String(params.text);
      return { message_id: message.message_id, date: now(), chat: { id: message.chat_id }, text: message.text };
    },
    createChatInviteLink: (params) => {
      const room = requireChat(params);
      requireRight("can_invite_users");
      const link: InviteLink = {
        invite_link: `https://t.me/+fake${nextLinkId++}x${Math.random().toString(36).slice(2, 10)}`,
        chat_id: room.id,
        creator: bot,
        member_limit: params.member_limit === undefined ? undefined : Number(params.member_limit),
        expire_date: params.expire_date === undefined ? undefined : Number(params.expire_date),
        is_revoked: false,
        uses: 0,
        name: params.name as string | undefined,
      };
      links.set(link.invite_link, link);
      return publicLink(link);
    },
    revokeChatInviteLink: (params) => {
      const room = requireChat(params);
      const link = links.get(String(params.invite_link));
      if (!link || link.chat_id !== room.id) throw new ApiError(400, "Bad Request: INVITE_HASH_EXPIRED");
      link.is_revoked = true;
      return publicLink(link);
    },
    banChatMember: (params) => {
      const room = requireChat(params);
      requireRight("can_restrict_members");
      const id = userId(params);
      const user = membersOf(room).get(id)?.user ?? { id, first_name: `User ${id}` };
      setStatus(room, user, "kicked", bot);
      return true;
    },
    unbanChatMember: (params) => {
      const room = requireChat(params);
      requireRight("can_restrict_members");
      const id = userId(params);
      const members = membersOf(room);
      const member = members.get(id);
      if (member?.status === "kicked") members.set(id, { user: member.user, status: "left" });
      else if (member && params.only_if_banned !== true && params.only_if_banned !== "true") {
        setStatus(room, member.user, "left", bot);
      }
      return true;
    },
  };

  const answer = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://fake");
      const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
      if (!match) return answer(response, 404, { ok: false, error_code: 404, description: "Not Found" });
      const [, givenToken, method] = match as unknown as [string, string, string];
      const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
      const raw = Buffer.concat(chunks).toString("utf8");
      const type = request.headers["content-type"] ?? "";
      if (raw && type.includes("json")) Object.assign(params, JSON.parse(raw) as Record<string, unknown>);
      else if (raw && type.includes("urlencoded")) Object.assign(params, Object.fromEntries(new URLSearchParams(raw)));
      requests.push({ method, params });
      if (down) return answer(response, 502, { ok: false, error_code: 502, description: "Bad Gateway" });
      if (limited && limited.calls > 0) {
        limited.calls -= 1;
        return answer(response, 429, {
          ok: false,
          error_code: 429,
          description: `Too Many Requests: retry after ${limited.retryAfter}`,
          parameters: { retry_after: limited.retryAfter },
        });
      }
      if (givenToken !== token)
        return answer(response, 401, { ok: false, error_code: 401, description: "Unauthorized" });
      const handler = methods[method];
      if (!handler)
        return answer(response, 404, { ok: false, error_code: 404, description: "Not Found: method not found" });
      const run = () => {
        try {
          answer(response, 200, { ok: true, result: handler(params) });
        } catch (error) {
          if (error instanceof ApiError)
            answer(response, error.code, { ok: false, error_code: error.code, description: error.message });
          else answer(response, 500, { ok: false, error_code: 500, description: String(error) });
        }
      };
      // Long polling: with nothing to give, getUpdates waits for an update or its timeout (capped at 2 s here).
      const offset = Number(params.offset ?? 0);
      if (method === "getUpdates" && Number(params.timeout ?? 0) > 0 && !updates.some((u) => u.update_id >= offset)) {
        const wake = () => {
          waiting.delete(wake);
          clearTimeout(timer);
          run();
        };
        const timer = setTimeout(wake, Math.min(Number(params.timeout), 2) * 1000);
        waiting.add(wake);
        return;
      }
      run();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const apiRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const userFor = (id: number, name?: string): FakeTelegramUser => ({ id, first_name: name ?? `User ${id}` });

  return {
    apiRoot,
    token,
    bot,
    chat,
    /** The second room, when asked for (options.secondChat). */
    secondChat: chats[1],
    /** Every request the product made, in order. */
    requests,
    calls: (method: string) => requests.filter((r) => r.method === method),
    /** The room's messages (posts and replies): the first room's unless another is named. */
    roomMessages: (chatId = chat.id) => messages.filter((m) => m.chat_id === chatId),
    /** What the bot wrote to a user in private. */
    messagesTo: (id: number) => messages.filter((m) => m.chat_id === id),
    isMember: (id: number, chatId = chat.id) =>
      ["member", "administrator", "creator", "restricted"].includes(roomMembers.get(chatId)?.get(id)?.status ?? "left"),
    statusOf: (id: number, chatId = chat.id) => roomMembers.get(chatId)?.get(id)?.status ?? "left",
    /** The newest invite link the bot created (its state as the fake sees it). */
    links: () => [...links.values()],
    /** A user writes `/start <payload>` to the bot. */
    start(id: number, payload: string, name?: string) {
      const from = userFor(id, name);
      return pushUpdate({
        message: {
          message_id: nextMessageId++,
          date: now(),
          chat: { id, type: "private", first_name: from.first_name },
          from,
          text: `/start ${payload}`,
          entities: [{ type: "bot_command", offset: 0, length: 6 }],
        },
      });
    },
    /**
     * A user opens an invite link: refused (false) when it is revoked, expired or used up, as Telegram does; else they
     * join and a `chat_member` update names the link.
     */
    join(id: number, inviteLink: string, name?: string): boolean {
      const link = links.get(inviteLink);
      if (!link || link.is_revoked) return false;
      if (link.expire_date !== undefined && link.expire_date <= now()) return false;
      if (link.member_limit !== undefined && link.uses >= link.member_limit) return false;
      const room = roomOf(link.chat_id) ?? chat;
      if (membersOf(room).get(id)?.status === "kicked") return false;
      link.uses += 1;
      const user = userFor(id, name);
      setStatus(room, user, "member", user, link);
      return true;
    },
    /** A user blocks the bot: private messages to them are refused with 403, as Telegram does. */
    block(id: number) {
      blocked.add(id);
    },
    /** A user leaves the room (the first unless another is named). */
    leave(id: number, chatId = chat.id) {
      const room = roomOf(chatId) ?? chat;
      const member = membersOf(room).get(id);
      if (member) setStatus(room, member.user, "left", member.user);
    },
    /** Someone is put in or out of the room with no update sent (drift the reconciler must find). */
    setMemberSilently(id: number, status: MemberStatus, chatId = chat.id) {
      const members = membersOf(roomOf(chatId) ?? chat);
      members.set(id, { user: members.get(id)?.user ?? userFor(id), status });
    },
    /** Delivers an update again (a duplicate) or a hand-made one. */
    pushRaw: (update: Record<string, unknown>) => {
      updates.push(update as { update_id: number });
      for (const wake of waiting) wake();
    },
    lastUpdate: () => updates.at(-1),
    pendingUpdates: () => [...updates],
    setBotRights(rights: Partial<typeof botRights>, isMember = true) {
      botRights = { ...botRights, ...rights };
      botIsMember = isMember;
    },
    /** Every call answers 502 until `restore()`. */
    outage() {
      down = true;
    },
    restore() {
      down = false;
      limited = undefined;
    },
    /** The next `calls` calls answer 429 with this retry_after. */
    rateLimit(calls: number, retryAfter: number) {
      limited = { calls, retryAfter };
    },
    async close() {
      for (const wake of waiting) wake();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
