import http from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A local Discord server for the REST v10 routes the product uses, speaking the documented protocol: JSON bodies
 * under `/api/v10`, `Authorization: Bot <token>` (or `Bearer <access token>` for /users/@me), errors as
 * `{code, message}`, and per-route rate-limit buckets announced in `X-RateLimit-Limit`, `-Remaining`, `-Reset`,
 * `-Reset-After` and `-Bucket`, enforced with a 429 `{message, retry_after, global}` when exceeded. It keeps one
 * server's state (roles, members, the signals channel and its messages, DMs), stands in for the OAuth2 authorize
 * page (it redirects back with a code for the user a test chose) and the token exchange, lists the requests made,
 * and can be taken down (every call answers 502).
 */

export interface FakeDiscordUser {
  id: string;
  username: string;
  global_name?: string | null;
  bot?: boolean;
}

export interface FakeDiscordMessage {
  id: string;
  channel_id: string;
  content: string;
  /** The message this one replies to. */
  reply_to: string | undefined;
  /** Each earlier content, oldest first, once edited. */
  edits: string[];
}

interface Role {
  id: string;
  name: string;
  position: number;
  permissions: string;
}

export const PERMISSIONS = {
  CREATE_INSTANT_INVITE: 1n << 0n,
  KICK_MEMBERS: 1n << 1n,
  ADMINISTRATOR: 1n << 3n,
  VIEW_CHANNEL: 1n << 10n,
  SEND_MESSAGES: 1n << 11n,
  MANAGE_ROLES: 1n << 28n,
} as const;

export interface FakeDiscordOptions {
  /** Requests allowed per bucket per window (Discord's own are around 5 to 50): small, so bursts are tested. */
  bucketLimit?: number;
  /** The bucket window in milliseconds (real time: Discord's resets are wall-clock). */
  bucketWindowMs?: number;
  /** A fixed port (the journeys' process); any free one otherwise. */
  port?: number;
}

export type FakeDiscord = Awaited<ReturnType<typeof startFakeDiscord>>;

class DiscordError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    /** OAuth2's own error shape, `{error, error_description}`, instead of `{code, message}`. */
    readonly oauth = false,
  ) {
    super(message);
  }
}

let snowflakeCounter = 0n;
/** A fresh snowflake-shaped id (18+ digits). */
const snowflake = () => String(1_100_000_000_000_000_000n + snowflakeCounter++ * 4096n + BigInt(Date.now() % 4096));

export async function startFakeDiscord(options: FakeDiscordOptions = {}) {
  const bucketLimit = options.bucketLimit ?? 5;
  const bucketWindowMs = options.bucketWindowMs ?? 1_000;
  const botToken = "MTEwMDAwMDAwMDAwMDAwMDAwMQ.GfAkEt.fakeBotTokenForTestsOnly_abcdefghijklmn";
  const clientId = "1100000000000000001";
  const clientSecret = "fakeClientSecretForTests_0123456";
  const bot: FakeDiscordUser = { id: clientId, username: "SignalDesk Bot", bot: true };
  const guild = { id: "1200000000000000001", name: "SignalDesk Members", owner_id: "1300000000000000001" };
  const everyone: Role = { id: guild.id, name: "@everyone", position: 0, permissions: "0" };
  const botRole: Role = {
    id: "1200000000000000010",
    name: "SignalDesk Bot",
    position: 10,
    permissions: String(
      PERMISSIONS.MANAGE_ROLES |
        PERMISSIONS.KICK_MEMBERS |
        PERMISSIONS.CREATE_INSTANT_INVITE |
        PERMISSIONS.VIEW_CHANNEL |
        PERMISSIONS.SEND_MESSAGES,
    ),
  };
  const trialRole: Role = { id: "1200000000000000002", name: "Trial", position: 2, permissions: "0" };
  const proRole: Role = { id: "1200000000000000003", name: "Pro", position: 3, permissions: "0" };
  const roles = new Map<string, Role>([everyone, botRole, trialRole, proRole].map((role) => [role.id, role]));
  const channel = { id: "1200000000000000100", name: "signals", type: 0, guild_id: guild.id };

  const users = new Map<string, FakeDiscordUser>([[bot.id, bot]]);
  const members = new Map<string, { user: FakeDiscordUser; roles: string[]; joined_at: string }>([
    [bot.id, { user: bot, roles: [botRole.id], joined_at: new Date().toISOString() }],
  ]);
  const messages: FakeDiscordMessage[] = [];
  const dmChannels = new Map<string, string>();
  const codes = new Map<string, { user: FakeDiscordUser; redirectUri: string; used: boolean }>();
  const tokens = new Map<string, { user: FakeDiscordUser; scope: string }>();
  const refreshTokens = new Map<string, FakeDiscordUser>();
  const requests: {
    method: string;
    path: string;
    body: Record<string, unknown>;
    at: number;
    auth: "bot" | "bearer" | "none";
  }[] = [];
  const buckets = new Map<string, { remaining: number; resetAt: number; hash: string }>();
  let authorizing: FakeDiscordUser | undefined;
  let down = false;
  let rateLimited = 0;
  /** Forced 429s (a shared or global limit the headers did not announce): how many, and the wait they ask. */
  let forced: { count: number; retryAfterMs: number } | undefined;

  const memberJson = (id: string) => {
    const member = members.get(id);
    if (!member) return undefined;
    return {
      user: member.user,
      roles: member.roles,
      joined_at: member.joined_at,
      nick: null,
      deaf: false,
      mute: false,
    };
  };

  const bearerUser = (authorization: string | undefined) => {
    if (!authorization?.startsWith("Bearer ")) return undefined;
    return tokens.get(authorization.slice(7))?.user;
  };

  /** The bucket a request counts against: Discord's route with its major parameter (guild or channel) kept. */
  const bucketOf = (method: string, path: string) =>
    `${method} ${path.replace(/\/(members|roles|messages|users)\/\d+/g, "/$1/:id").replace(/\/users\/@me\/channels/, "/dm")}`;

  const handle = (method: string, path: string, body: Record<string, unknown>, authorization: string | undefined) => {
    let match: RegExpExecArray | null;
    const isBot = authorization === `Bot ${botToken}`;
    const requireBot = () => {
      if (!isBot) throw new DiscordError(401, 0, "401: Unauthorized");
    };
    const requireGuild = (id: string | undefined) => {
      if (id !== guild.id) throw new DiscordError(404, 10004, "Unknown Guild");
    };
    const botPermissions = () =>
      [...(members.get(bot.id)?.roles ?? []), everyone.id].reduce(
        (bits, id) => bits | BigInt(roles.get(id)?.permissions ?? "0"),
        0n,
      );
    const requirePermission = (bit: bigint) => {
      const bits = botPermissions();
      if ((bits & PERMISSIONS.ADMINISTRATOR) === 0n && (bits & bit) === 0n)
        throw new DiscordError(403, 50013, "Missing Permissions");
    };
    const botTop = () => Math.max(...(members.get(bot.id)?.roles ?? []).map((id) => roles.get(id)?.position ?? 0));
    const requireManageable = (roleId: string) => {
      const role = roles.get(roleId);
      if (!role) throw new DiscordError(404, 10011, "Unknown Role");
      requirePermission(PERMISSIONS.MANAGE_ROLES);
      if (role.position >= botTop()) throw new DiscordError(403, 50013, "Missing Permissions");
    };

    if (method === "POST" && path === "/oauth2/token") {
      if (body.client_id !== clientId || body.client_secret !== clientSecret)
        throw new DiscordError(401, 0, "invalid_client", true);
      if (body.grant_type === "authorization_code") {
        const grant = codes.get(String(body.code));
        if (!grant || grant.used || grant.redirectUri !== body.redirect_uri)
          throw new DiscordError(400, 0, "invalid_grant", true);
        grant.used = true;
        return [200, issueTokens(grant.user)] as const;
      }
      if (body.grant_type === "refresh_token") {
        const user = refreshTokens.get(String(body.refresh_token));
        if (!user) throw new DiscordError(400, 0, "invalid_grant", true);
        refreshTokens.delete(String(body.refresh_token));
        return [200, issueTokens(user)] as const;
      }
      throw new DiscordError(400, 0, "unsupported_grant_type", true);
    }
    if (method === "GET" && path === "/users/@me") {
      if (isBot) return [200, bot] as const;
      const user = bearerUser(authorization);
      if (!user) throw new DiscordError(401, 0, "401: Unauthorized");
      return [200, user] as const;
    }
    requireBot();
    if (method === "POST" && path === "/users/@me/channels") {
      const recipient = users.get(String(body.recipient_id));
      if (!recipient) throw new DiscordError(400, 50035, "Invalid Form Body");
      let id = dmChannels.get(recipient.id);
      if (!id) {
        id = snowflake();
        dmChannels.set(recipient.id, id);
      }
      return [200, { id, type: 1, recipients: [recipient] }] as const;
    }
    if ((match = /^\/guilds\/(\d+)$/.exec(path)) && method === "GET") {
      requireGuild(match[1]);
      return [200, { ...guild, roles: [...roles.values()] }] as const;
    }
    if ((match = /^\/guilds\/(\d+)\/roles$/.exec(path)) && method === "GET") {
      requireGuild(match[1]);
      return [200, [...roles.values()]] as const;
    }
    if ((match = /^\/guilds\/(\d+)\/members\/(\d+)\/roles\/(\d+)$/.exec(path))) {
      requireGuild(match[1]);
      const member = members.get(match[2] ?? "");
      if (!member) throw new DiscordError(404, 10007, "Unknown Member");
      const roleId = match[3] ?? "";
      requireManageable(roleId);
      if (method === "PUT" && !member.roles.includes(roleId)) member.roles.push(roleId);
      if (method === "DELETE") member.roles = member.roles.filter((id) => id !== roleId);
      return [204, undefined] as const;
    }
    if ((match = /^\/guilds\/(\d+)\/members\/(\d+)$/.exec(path))) {
      requireGuild(match[1]);
      const userId = match[2] ?? "";
      if (method === "GET") {
        const member = memberJson(userId);
        if (!member) throw new DiscordError(404, 10007, "Unknown Member");
        return [200, member] as const;
      }
      if (method === "PUT") {
        requirePermission(PERMISSIONS.CREATE_INSTANT_INVITE);
        const grant = tokens.get(String(body.access_token));
        if (!grant || grant.user.id !== userId || !grant.scope.includes("guilds.join"))
          throw new DiscordError(403, 50025, "Invalid OAuth2 access token");
        if (members.has(userId)) return [204, undefined] as const;
        const wanted = Array.isArray(body.roles) ? body.roles.map(String) : [];
        for (const roleId of wanted) requireManageable(roleId);
        members.set(userId, { user: grant.user, roles: wanted, joined_at: new Date().toISOString() });
        return [201, memberJson(userId)] as const;
      }
      if (method === "DELETE") {
        requirePermission(PERMISSIONS.KICK_MEMBERS);
        if (!members.delete(userId)) throw new DiscordError(404, 10007, "Unknown Member");
        return [204, undefined] as const;
      }
    }
    if ((match = /^\/channels\/(\d+)$/.exec(path)) && method === "GET") {
      if (match[1] !== channel.id) throw new DiscordError(404, 10003, "Unknown Channel");
      return [200, { ...channel, permission_overwrites: [] }] as const;
    }
    if ((match = /^\/channels\/(\d+)\/messages$/.exec(path)) && method === "POST") {
      const channelId = match[1] ?? "";
      const dmOf = [...dmChannels.entries()].find(([, id]) => id === channelId)?.[0];
      if (dmOf) {
        // Discord refuses a DM to someone who shares no server with the bot.
        if (!members.has(dmOf)) throw new DiscordError(403, 50007, "Cannot send messages to this user");
      } else if (channelId !== channel.id) throw new DiscordError(404, 10003, "Unknown Channel");
      else requirePermission(PERMISSIONS.SEND_MESSAGES);
      const reference = body.message_reference as { message_id?: string } | undefined;
      const message: FakeDiscordMessage = {
        id: snowflake(),
        channel_id: channelId,
        content: String(body.content ?? ""),
        reply_to: reference?.message_id,
        edits: [],
      };
      messages.push(message);
      return [200, { id: message.id, channel_id: channelId, content: message.content, author: bot }] as const;
    }
    if ((match = /^\/channels\/(\d+)\/messages\/(\d+)$/.exec(path)) && method === "PATCH") {
      const message = messages.find((m) => m.channel_id === match?.[1] && m.id === match[2]);
      if (!message) throw new DiscordError(404, 10008, "Unknown Message");
      message.edits.push(message.content);
      message.content = String(body.content ?? message.content);
      return [200, { id: message.id, channel_id: message.channel_id, content: message.content, author: bot }] as const;
    }
    throw new DiscordError(404, 0, "404: Not Found");
  };

  const issueTokens = (user: FakeDiscordUser) => {
    const access = `at_${snowflake()}`;
    const refresh = `rt_${snowflake()}`;
    tokens.set(access, { user, scope: "identify guilds.join" });
    refreshTokens.set(refresh, user);
    return {
      access_token: access,
      token_type: "Bearer",
      expires_in: 604800,
      refresh_token: refresh,
      scope: "identify guilds.join",
    };
  };

  const readBody = async (request: http.IncomingMessage): Promise<Record<string, unknown>> => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    if (!text) return {};
    if ((request.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded"))
      return Object.fromEntries(new URLSearchParams(text));
    return JSON.parse(text) as Record<string, unknown>;
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://fake");
      // The OAuth2 authorize page's stand-in: the chosen user consents at once.
      if (url.pathname === "/oauth2/authorize") {
        const redirectUri = url.searchParams.get("redirect_uri") ?? "";
        if (url.searchParams.get("client_id") !== clientId || !authorizing || !redirectUri) {
          response.writeHead(400, { "content-type": "text/plain" }).end("Invalid OAuth2 request");
          return;
        }
        const code = `code_${snowflake()}`;
        codes.set(code, { user: authorizing, redirectUri, used: false });
        const back = new URL(redirectUri);
        back.searchParams.set("code", code);
        back.searchParams.set("state", url.searchParams.get("state") ?? "");
        response.writeHead(302, { location: back.toString() }).end();
        return;
      }
      const path = url.pathname.replace(/^\/api\/v10/, "");
      const method = request.method ?? "GET";
      const body = await readBody(request);
      const authorization = request.headers.authorization;
      const auth = authorization?.startsWith("Bot ") ? "bot" : authorization?.startsWith("Bearer ") ? "bearer" : "none";
      requests.push({ method, path, body, at: Date.now(), auth });
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, {
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        });
        response.end(payload === undefined ? undefined : JSON.stringify(payload));
      };
      if (down) return send(502, { message: "502: Bad Gateway", code: 0 });
      if (forced && forced.count > 0) {
        forced.count--;
        rateLimited++;
        const seconds = forced.retryAfterMs / 1000;
        return send(
          429,
          { message: "You are being rate limited.", retry_after: seconds, global: true },
          { "retry-after": String(Math.ceil(seconds)), "x-ratelimit-global": "true", "x-ratelimit-scope": "global" },
        );
      }
      // Discord's limits are per token: the bot's, and each member's bearer token apart.
      const key = `${authorization ?? ""} ${bucketOf(method, path)}`;
      const now = Date.now();
      let bucket = buckets.get(key);
      if (!bucket || bucket.resetAt <= now) {
        bucket = { remaining: bucketLimit, resetAt: now + bucketWindowMs, hash: bucket?.hash ?? snowflake() };
        buckets.set(key, bucket);
      }
      const resetAfter = (bucket.resetAt - now) / 1000;
      const limitHeaders = {
        "x-ratelimit-limit": String(bucketLimit),
        "x-ratelimit-remaining": String(Math.max(0, bucket.remaining - 1)),
        "x-ratelimit-reset": (bucket.resetAt / 1000).toFixed(3),
        "x-ratelimit-reset-after": resetAfter.toFixed(3),
        "x-ratelimit-bucket": bucket.hash,
      };
      if (bucket.remaining <= 0) {
        rateLimited++;
        return send(
          429,
          { message: "You are being rate limited.", retry_after: resetAfter, global: false },
          {
            ...limitHeaders,
            "x-ratelimit-remaining": "0",
            "retry-after": String(Math.ceil(resetAfter)),
            "x-ratelimit-scope": "user",
          },
        );
      }
      bucket.remaining--;
      try {
        const [status, payload] = handle(method, path, body, authorization);
        send(status, payload, limitHeaders);
      } catch (error) {
        if (error instanceof DiscordError && error.oauth)
          send(error.status, { error: error.message, error_description: `OAuth2: ${error.message}` }, limitHeaders);
        else if (error instanceof DiscordError)
          send(error.status, { message: error.message, code: error.code }, limitHeaders);
        else send(500, { message: "500: Internal Server Error", code: 0 });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** DISCORD_API_ROOT for the product (its REST client adds /v10). */
    apiRoot: `${origin}/api`,
    /** DISCORD_OAUTH_AUTHORIZE_URL for the product. */
    authorizeUrl: `${origin}/oauth2/authorize`,
    botToken,
    clientId,
    clientSecret,
    guild,
    channel,
    roles: { trial: trialRole.id, pro: proRole.id, bot: botRole.id },
    requests,
    /** How many requests were answered 429. */
    rateLimitedCount: () => rateLimited,
    /** A Discord user who exists (and can be authorized as). */
    user(id: string, username = `user${id.slice(-4)}`): FakeDiscordUser {
      const user = { id, username, global_name: null };
      users.set(id, user);
      return user;
    },
    /** The next visit to the authorize page consents as this user. */
    authorizeAs(user: FakeDiscordUser) {
      users.set(user.id, user);
      authorizing = user;
    },
    isMember: (id: string) => members.has(id),
    rolesOf: (id: string) => members.get(id)?.roles.filter((role) => role !== everyone.id) ?? null,
    /** A change made by hand in Discord, with no call from the product. */
    setMemberSilently(id: string, memberRoles: string[] | null) {
      if (memberRoles === null) members.delete(id);
      else
        members.set(id, {
          user: users.get(id) ?? { id, username: `user${id.slice(-4)}` },
          roles: memberRoles,
          joined_at: new Date().toISOString(),
        });
    },
    /** The user removes the application from Authorized Apps: every token issued for them stops working. */
    revokeAuthorization(id: string) {
      for (const [token, grant] of tokens) if (grant.user.id === id) tokens.delete(token);
      for (const [token, user] of refreshTokens) if (user.id === id) refreshTokens.delete(token);
    },
    setBotPermissions(bits: bigint) {
      botRole.permissions = String(bits);
    },
    setRolePosition(id: string, position: number) {
      const role = roles.get(id);
      if (role) role.position = position;
    },
    channelMessages: () => messages.filter((m) => m.channel_id === channel.id),
    dmsTo: (id: string) => messages.filter((m) => m.channel_id === dmChannels.get(id)),
    calls: (method: string, pattern: RegExp) => requests.filter((r) => r.method === method && pattern.test(r.path)),
    /** The next `count` requests answer 429 (global) asking to wait `retryAfterMs`. */
    rateLimitNext(count: number, retryAfterMs: number) {
      forced = { count, retryAfterMs };
    },
    outage() {
      down = true;
    },
    restore() {
      down = false;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
