import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { WebSocket, type RawData } from "ws";
import { admit } from "../../plugins/auth.js";
import {
  NOTIFICATIONS_WS_PATH,
  WS_CLOSE_ACCESS_ENDED,
  WS_CLOSE_GOING_AWAY,
  WS_CLOSE_POLICY_VIOLATION,
  WS_CLOSE_REPLACED,
  notificationsWsQuerySchema,
  wsClientMessageSchema,
  type WsServerMessage,
} from "../../../shared/notifications.js";
import { holdsPlanFeature } from "../../../shared/plan-features.js";
import type { Db } from "../../db/database.js";
import type { QuoteChannel } from "../prices/quote-channel.js";
import type { Clock } from "../../lib/clock.js";
import { outageLog } from "../../lib/database-unavailable.js";
import { AppError } from "../../lib/app-error.js";
import { CROSS_SITE_MESSAGE } from "../../plugins/security.js";
import { listUnexpiredSessionIds } from "../auth/sessions.service.js";
import { tokenConnectionsStillAnswering } from "../api-tokens/member-token.js";
import { isPositionEvent, type EventBus } from "../events/event-bus.js";
import type { Metrics } from "../metrics/metrics.js";
import { spendFrame, type FrameWindow } from "./frame-budget.js";
import { Heartbeat } from "./heartbeat.js";
import { LiveHub, type LiveClient, type LiveWrites } from "./live-hub.js";
import { createLiveSessionLog } from "./live-sessions.js";
import { PriceBook } from "./price-book.js";
import { membersStillEntitled, missedMessages } from "./notifications.service.js";
import { textFrame, type WireFrame } from "./wire-frame.js";
import { runOnceMore } from "../../lib/shared-while-running.js";

export interface LiveChannelOptions {
  db: Db;
  clock: Clock;
  events: EventBus;
  publicUrl: string;
  metrics?: Pick<Metrics, "fanOutSent" | "countLiveConnections">;
  /** Open connections one member may hold here; a new one past it closes their oldest. */
  connectionsPerMember: number;
  /** Live prices from this instance's tracker (docs/product.md#live-prices); absent without a price feed. */
  quotes?: QuoteChannel;
  /** Lets the rest of the app wait until what it published was written to this instance's connections. */
  writes?: LiveWrites;
  /** Who a member's API token stands for (features/api-tokens): a script connects with `Authorization: Bearer sdm_…`. */
}

/** Protocol pings find connections that died without a close (heartbeat.ts): each is pinged every 30 s, 1/30 each second. */
const HEARTBEAT_INTERVAL_MS = 30_000;
const HEARTBEAT_TICKS = 30;
const CLIENT_MESSAGE_MAX_BYTES = 1024;
const CLOSE_HANDSHAKE_MS = 1_000;

const frame = (message: WsServerMessage) => textFrame(JSON.stringify(message));
const PONG = frame({ type: "pong" });
const CONNECTED = frame({ type: "connected", data: { message: "Connected to live notifications" } });

/**
 * `/ws/notifications` (docs/product.md#live). The member comes from the session cookie and the Origin must be ours
 * (docs/product.md#live); anyone else is answered 401/403 before the upgrade. `?after=<id>` resumes: what the
 * member's feed gained since that id is sent first, then live events, none twice.
 */
export async function liveChannel(app: FastifyInstance, options: LiveChannelOptions) {
  const { db, clock, events, publicUrl, metrics, connectionsPerMember, quotes } = options;
  // The check runs each heartbeat: a database outage is logged once, not every time.
  const accessCheck = outageLog(app.log, "live access check");
  /**
   * Brings every connection's access up to date from the database in a few batched reads: a connection whose member
   * lost access (expired, set inactive, deleted) or whose session ended (signed out, password reset) is closed with
   * 4403; a member who renewed keeps receiving. A request during a check runs one more check after it, so a change
   * committed meanwhile is never missed.
   */
  const checkAccess = async (): Promise<void> => {
    const now = clock.now();
    const userIds = hub.userIds();
    const sessionIds = new Set<string>();
    hub.forEach((client) => sessionIds.add(client.sessionId));
    const [allowed, liveSessions, liveTokens] = await Promise.all([
      membersStillEntitled(db, userIds, now),
      listUnexpiredSessionIds(db, [...sessionIds], now.toISOString()),
      tokenConnectionsStillAnswering({ db }, [...sessionIds], now),
    ]);
    const entitled = new Map(allowed.map((row) => [row.id, row]));
    for (const userId of userIds) {
      const member = entitled.get(userId);
      if (!member) hub.closeUser(userId, WS_CLOSE_ACCESS_ENDED, "Subscription required");
      else {
        hub.setEarlyAccess(
          userId,
          holdsPlanFeature({ role: "user", subscriptionStatus: member.subscription_status }, "earlyAccess"),
        );
        const expiry = member.subscription_expiry;
        hub.setAccessEndsAt(userId, expiry ? Date.parse(expiry) : Number.POSITIVE_INFINITY);
      }
    }
    hub.forEach((client) => {
      // A connection opened while the database was read was admitted on its session just now: not judged here.
      if (!sessionIds.has(client.sessionId)) return;
      if (liveSessions.has(client.sessionId) || liveTokens.has(client.sessionId)) return;
      const tokenEnded = client.sessionId.startsWith("token:");
      client.socket.close(WS_CLOSE_ACCESS_ENDED, tokenEnded ? "API token revoked or plan ended" : "Signed out");
    });
  };
  const refreshAccess = runOnceMore(() => checkAccess().then(accessCheck.succeeded, accessCheck.failed));
  const hub = new LiveHub(
    () => clock.now().getTime(),
    () => void refreshAccess(),
  );
  options.writes?.attach(hub);
  // Reconnecting members during a database outage would log a failed write each second.
  const sessions = createLiveSessionLog(db, clock, outageLog(app.log, "live session log").failed);

  await app.register(websocket, {
    options: { maxPayload: CLIENT_MESSAGE_MAX_BYTES, perMessageDeflate: false },
    // The contract: a shutdown closes every socket with 1001, so clients reconnect to another instance.
    preClose: async function () {
      hub.closeAll(WS_CLOSE_GOING_AWAY, "Server shutting down");
      // Each close handshake ends its live session; a client that does not answer is cut off.
      const deadline = Date.now() + CLOSE_HANDSHAKE_MS;
      while (hub.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      hub.forEach((client) => client.socket.terminate());
      await sessions.close();
    },
  });

  metrics?.countLiveConnections(() => hub.size);

  const unsubscribe = events.subscribe((event) => {
    if (isPositionEvent(event)) {
      const received = performance.now();
      hub.broadcast(event);
      metrics?.fanOutSent((performance.now() - received) / 1000);
    } else if (event.type === "portfolio_activity") {
      hub.sendToMember(event.userId, { type: event.type, data: event.data });
    } else if (event.type === "insight_published") hub.broadcastToPro(event);
    else if (hub.hasUser(event.userId)) void refreshAccess();
  });
  const prices = new PriceBook(() => quotes?.take() ?? null);
  const unsubscribeQuotes = quotes?.subscribe((batch) => {
    prices.add(batch);
    hub.broadcastTransient(prices);
  });
  const heartbeat = new Heartbeat(
    (visit) => hub.forEach(visit),
    HEARTBEAT_INTERVAL_MS,
    HEARTBEAT_TICKS,
    () => void refreshAccess(),
  );
  app.addHook("onClose", async () => {
    unsubscribe();
    unsubscribeQuotes?.();
    heartbeat.stop();
  });

  /**
   * A browser's connection brings the session cookie and must come from our origin (a cross-site page could open one
   * with the member's cookie); a script's brings a member's API token instead, which no other site holds
   * (docs/integrations.md#api-tokens).
   */
  const refuseStrangers = async (request: FastifyRequest) => {
    request.auth ??= await app.bearerPrincipal(request, clock.now());
    if (!request.bearer && request.headers.origin !== publicUrl) throw new AppError("forbidden", CROSS_SITE_MESSAGE);
    request.viewer = admit("notifiedMember", request.auth, clock.now());
  };

  app.withTypeProvider<ZodTypeProvider>().get(
    NOTIFICATIONS_WS_PATH,
    {
      websocket: true,
      config: { apiToken: true },
      onRequest: refuseStrangers,
      schema: { querystring: notificationsWsQuerySchema },
    },
    async (socket, request) => {
      const user = request.viewer ?? admit("notifiedMember", request.auth, clock.now());
      const expiry = user.subscription_expiry;
      // A token's connection is named by its token's hash (api-tokens/member-token.ts), a browser's by its session.
      const sessionId = request.auth?.session.id ?? "";
      const tcp = forgetTheUpgradeRequest(socket, request, onError);
      // Only these few values outlive the upgrade: the request and user row are not kept per connection.
      await attach(
        socket,
        tcp,
        user.id,
        sessionId,
        expiry ? Date.parse(expiry) : Number.POSITIVE_INFINITY,
        holdsPlanFeature({ role: user.role, subscriptionStatus: user.subscription_status }, "earlyAccess"),
        request.query.after,
      );
    },
  );

  /**
   * One set of listeners serves every connection (`this` is its socket): a set of closures a connection, with their
   * contexts and the frame budget's, was about 600 bytes of heap a member (a heap snapshot of 10,000 members).
   */
  const connections = new WeakMap<WebSocket, LiveConnection>();
  // Once per connection, whatever the client sends: ws already refuses an oversized frame (closing with 1009)
  // and a flood is cut off below, so a hostile client cannot fill the log or the CPU frame by frame.
  const cutOff = (client: LiveConnection, reason: string, close?: () => void) => {
    if (client.reported) return;
    client.reported = true;
    app.log.warn({ userId: client.userId, reason }, "live connection closed");
    close?.();
  };
  const withinBudget = (client: LiveConnection): boolean => {
    if (spendFrame(client, Date.now())) return true;
    cutOff(client, "too many frames", () => client.socket.close(WS_CLOSE_POLICY_VIOLATION, "Too many messages"));
    return false;
  };
  function onError(this: WebSocket, error: Error) {
    const client = connections.get(this);
    if (client) cutOff(client, error.message);
  }
  function onPing(this: WebSocket) {
    const client = connections.get(this);
    if (client && withinBudget(client)) client.alive = true;
  }
  function onPong(this: WebSocket) {
    const client = connections.get(this);
    if (client) client.alive = true;
  }
  function onMessage(this: WebSocket, data: RawData) {
    const client = connections.get(this);
    if (!client || !withinBudget(client)) return;
    client.alive = true;
    if (isPing(data)) client.send(PONG);
  }
  function onClose(this: WebSocket) {
    const client = connections.get(this);
    if (!client) return;
    hub.remove(client);
    sessions.end(client.liveSessionId);
  }

  async function attach(
    socket: WebSocket,
    tcp: Socket,
    userId: string,
    sessionId: string,
    accessEndsAt: number,
    earlyAccess: boolean,
    after: number | undefined,
  ) {
    const client = new LiveConnection(socket, tcp, userId, sessionId, accessEndsAt, earlyAccess, after !== undefined);
    client.heartbeatSlot = heartbeat.slot();
    // The oldest goes rather than the newest: the member is most likely looking at the page they just opened.
    const open = hub.clientsOf(userId);
    for (const replaced of open.slice(0, Math.max(0, open.length - connectionsPerMember + 1))) {
      hub.remove(replaced);
      replaced.socket.close(WS_CLOSE_REPLACED, "Too many live connections: this one was replaced by a newer one");
    }
    hub.add(client);
    client.liveSessionId = sessions.start(userId);
    client.frameWindowStart = Date.now();
    connections.set(socket, client);
    socket.on("ping", onPing);
    socket.on("pong", onPong);
    socket.on("message", onMessage);
    socket.on("close", onClose);
    client.send(CONNECTED);
    if (after === undefined) return;
    try {
      for (const message of await missedMessages({ db, clock }, userId, after)) {
        client.resumed?.add(message.data.id);
        client.send(frame(message));
      }
    } finally {
      hub.release(client);
    }
  }
}

/** A member's open connection: what the hub needs (LiveClient), its live session and its frame budget. */
class LiveConnection implements LiveClient, FrameWindow {
  alive = true;
  heartbeatSlot = 0;
  resumed: Set<number> | null;
  held: LiveClient["held"];
  unconfirmed: LiveClient["unconfirmed"] = null;
  priceVersion = 0;
  priceSentAt = Number.NEGATIVE_INFINITY;
  priceDeferred = false;
  /** Its row in the live session log, to end when it closes. */
  liveSessionId = "";
  /** Its close was logged (once a connection). */
  reported = false;
  frameWindowStart = 0;
  framesSpent = 0;

  constructor(
    readonly socket: WebSocket,
    /** The TCP socket under it (the upgrade request's), which the hub's framed messages are written to. */
    private readonly tcp: Socket,
    readonly userId: string,
    readonly sessionId: string,
    public accessEndsAt: number,
    public earlyAccess: boolean,
    resuming: boolean,
  ) {
    this.resumed = resuming ? new Set() : null;
    this.held = resuming ? [] : null;
  }

  /**
   * `ws` writes each frame to the TCP socket as it is sent (this server negotiates no compression, so it queues
   * nothing), so a framed message written here keeps its place among its pings and close. Once the WebSocket is
   * closing, nothing more goes, as `ws` itself would send nothing.
   */
  send(frame: WireFrame): void {
    if (this.socket.readyState === WebSocket.OPEN) this.tcp.write(frame);
  }
}

function isPing(data: RawData): boolean {
  try {
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString()
      : data instanceof ArrayBuffer
        ? Buffer.from(data).toString()
        : data.toString();
    return wsClientMessageSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

/**
 * @fastify/websocket routes an upgrade through Fastify with an HTTP response it never sends, and the TCP socket keeps
 * that response as its current message for as long as the connection lives: with it Fastify's request, reply and
 * child logger and the request's headers, about 4 KB per live connection that nothing reads again (a heap snapshot
 * of 10,000 members showed 10,000 of each, held through `Socket._httpMessage` and the plugin's error listener;
 * docs/performance.md). Detaching both leaves the WebSocket as the connection's only user, as with a bare `ws` server.
 * Returns that TCP socket, which `ws` writes to.
 */
function forgetTheUpgradeRequest(
  socket: WebSocket,
  request: FastifyRequest,
  onError: (this: WebSocket, error: Error) => void,
): Socket {
  const tcp = request.raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  tcp._httpMessage?.detachSocket(tcp);
  // The plugin's own error listener closes over the request and reply to hand an error to its error handler; this
  // route reports a connection's errors itself. Ours goes on before theirs come off: removing an event's last
  // listener deletes its key, which turns the socket's listener table into a dictionary (256 bytes a member).
  const theirs = socket.listeners("error") as ((error: Error) => void)[];
  socket.on("error", onError);
  for (const listener of theirs) socket.off("error", listener);
  return tcp;
}
