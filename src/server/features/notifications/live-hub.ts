import type { WebSocket } from "ws";
import { PRICE_MESSAGE_INTERVAL_MS } from "../../../shared/live-prices.js";
import { isNotifying, type PositionEvent } from "../../../shared/ws-events.js";
import { textFrame, type WireFrame } from "./wire-frame.js";

interface Pending {
  id: number | undefined;
  frame: WireFrame;
}

/** One open connection of a member. */
export interface LiveClient {
  socket: WebSocket;
  /** Writes a framed message to it, in order with what `ws` writes; nothing once it is closing. */
  send(frame: WireFrame): void;
  userId: string;
  /** The session the connection was opened with: signing out (or a password reset) closes it. */
  sessionId: string;
  /** When the member's access ends (ms since epoch; Infinity when open-ended): checked on every event. */
  accessEndsAt: number;
  /** A Pro member, who hears of a position before its release (docs/product.md#early-access). */
  earlyAccess: boolean;
  /** Answered the last protocol ping (or sent something) since the heartbeat before. */
  alive: boolean;
  /** The tick of the heartbeat at which it is pinged (heartbeat.ts). */
  heartbeatSlot: number;
  /** Feed ids already sent while resuming (null when not resuming): a live copy of one is not sent again. */
  resumed: Set<number> | null;
  /** Live messages held back while the missed ones are being sent, so order and uniqueness hold. */
  held: Pending[] | null;
  /** Live messages that met a passed expiry, waiting for the database to say whether the member renewed. */
  unconfirmed: Pending[] | null;
  /**
   * The version of the price feed its last price message was of (the feed's version when it connected, before the
   * first), and when that message was written (the hub's clock; -Infinity before the first).
   */
  priceVersion: number;
  priceSentAt: number;
  /** Waiting in the hub's deferred list for its second to be up (the hub's own mark). */
  priceDeferred: boolean;
}

/**
 * Sockets written per turn of the event loop. A message to 10,000 members is written in slices, the loop free in
 * between: a broadcast written in one go held it for 100 ms and more, and timers (the once-a-second prices) and the
 * price tracker's next detection waited behind it, seconds at a time when levels were crossed every second.
 */
const SOCKETS_PER_SLICE = 500;

/** How long past the first waiting connection's due time its round waits, gathering the others due by then. */
const DEFERRED_GATHER_MS = 20;

/**
 * A change the feed took for the connections whose second was up reaches the others with its next change, or after
 * this long: while the market moves that change comes first, and no round is sent for the others alone.
 */
const TAKEN_CHANGE_ROUND_MS = 250;

/**
 * Messages that are no feed item and only worth having now (prices): what a connection gets depends on the last one
 * it got, so a connection paced to one a second misses no change made in between (price-book.ts).
 */
export interface TransientFeed {
  /** Moves with every change. */
  readonly version: number;
  /** Brings it up to date, before connections whose second is up are written; answers whether anything changed. */
  refresh(): boolean;
  /** The message for a connection last sent `since` (null: nothing new for it), with or without early access. */
  frameSince(since: number, earlyAccess: boolean): WireFrame | null;
}

/** One message on its way to the connections there were when it was sent, in order. */
interface Delivery {
  targets: readonly LiveClient[];
  next: number;
  send(client: LiveClient): void;
  done(): void;
  /** Told once it has been written to every target (LiveHub.written). */
  written?: (() => void)[];
}

/**
 * The sockets of this instance, indexed by member. An event is serialized and framed once into one buffer that every
 * socket writes (wire-frame.ts), so fanning out to 10,000 members costs 10,000 writes and one JSON.stringify. Events
 * go out one after another, each in slices (SOCKETS_PER_SLICE), so every member gets them in the order they were
 * sent; prices go ahead of them (broadcastTransient).
 */
export class LiveHub {
  /**
   * A member's connections, oldest first. An array, replaced rather than changed when one goes, so a loop over it is
   * never disturbed: a Set a member was about 190 bytes of heap, this 56.
   */
  private readonly byUser = new Map<string, readonly LiveClient[]>();
  private count = 0;
  /**
   * Every connection, in order, as one array shared by the messages sent to all until one comes or goes. A copy per
   * message (10,000 pointers, 80-160 KB with its growth) outlived the scavenges of its slices, so each was promoted or
   * born in the large-object space: old-generation garbage only a full collection frees (docs/performance.md).
   */
  private everyone: readonly LiveClient[] | null = null;
  private readonly deliveries: Delivery[] = [];
  private sliceScheduled = false;
  /** The transient messages (prices), and the round queued to send them that has not written to anyone yet. */
  private transientFeed: TransientFeed | null = null;
  private transientWaiting: { everyone: boolean } | null = null;
  /**
   * Connections waiting for their second to be up (the first `deferredCount`, marked `priceDeferred`), and when the
   * first of them is. One array reused, never shortened: a Set that filled with thousands and emptied every second
   * reallocated its hash table each time, tables large enough to be born in the old generation.
   */
  private readonly deferred: (LiveClient | null)[] = [];
  private deferredCount = 0;
  private deferredDue = Number.POSITIVE_INFINITY;
  private deferredTimer: NodeJS.Timeout | undefined;
  /** A round to everyone owed for a change taken for the connections whose second was up. */
  private takenChangeTimer: NodeJS.Timeout | undefined;

  /**
   * `onAccessLapsed` is told when an event skipped a client whose known access end has passed: the caller
   * checks the database (the member may have renewed) and closes or extends.
   */
  constructor(
    private readonly now: () => number,
    private readonly onAccessLapsed: () => void = () => {},
  ) {}

  /** The members with at least one connection here. */
  userIds(): string[] {
    return [...this.byUser.keys()];
  }

  hasUser(userId: string): boolean {
    return this.byUser.has(userId);
  }

  /** The member's access now ends then (renewed, extended or shortened by an admin). */
  setAccessEndsAt(userId: string, endsAt: number): void {
    const renewed = endsAt > this.now();
    for (const client of this.byUser.get(userId) ?? []) {
      client.accessEndsAt = endsAt;
      const waiting = client.unconfirmed ?? [];
      client.unconfirmed = null;
      if (renewed) for (const { id, frame } of waiting) this.deliver(client, id, frame);
    }
  }

  /** The member's plan changed: early access follows it (docs/product.md#early-access). */
  setEarlyAccess(userId: string, earlyAccess: boolean): void {
    for (const client of this.byUser.get(userId) ?? []) client.earlyAccess = earlyAccess;
  }

  get size(): number {
    return this.count;
  }

  add(client: LiveClient): void {
    // Prices from the next change on: what changed before it connected is in the answers it loads.
    client.priceVersion = this.transientFeed?.version ?? 0;
    const clients = this.byUser.get(client.userId);
    this.byUser.set(client.userId, clients ? [...clients, client] : [client]);
    this.count += 1;
    this.everyone = null;
    // Messages still being written went out before this connection was here: it gets them now, in order.
    for (const delivery of this.deliveries) delivery.send(client);
  }

  remove(client: LiveClient): void {
    const clients = this.byUser.get(client.userId);
    if (!clients?.includes(client)) return;
    const others = clients.filter((other) => other !== client);
    if (others.length > 0) this.byUser.set(client.userId, others);
    else this.byUser.delete(client.userId);
    this.count -= 1;
    this.everyone = null;
    // Its place in the deferred list is skipped and dropped when the list is next gone through.
    client.priceDeferred = false;
  }

  /**
   * Resolves once every message sent so far has been written to its connections here (a price sent later, which goes
   * ahead, does not hold it up).
   */
  written(): Promise<void> {
    const last = this.deliveries.at(-1);
    if (!last) return Promise.resolve();
    return new Promise((resolve) => (last.written ??= []).push(resolve));
  }

  /** The member's connections here, oldest first. */
  clientsOf(userId: string): readonly LiveClient[] {
    return this.byUser.get(userId) ?? [];
  }

  /** Closes every connection of a member (their access ended, their account is gone). */
  closeUser(userId: string, code: number, reason: string): void {
    for (const client of this.byUser.get(userId) ?? []) client.socket.close(code, reason);
  }

  forEach(visit: (client: LiveClient) => void): void {
    for (const clients of this.byUser.values()) for (const client of clients) visit(client);
  }

  closeAll(code: number, reason: string): void {
    for (const clients of this.byUser.values()) for (const client of clients) client.socket.close(code, reason);
  }

  /**
   * Sends an event to every connected member whose access has not ended and whom it is for: an embargoed position's
   * events to early access alone, its release to the others (docs/product.md#early-access). A connection whose known
   * expiry has passed gets it only once the database confirms a renewal (else it is closed).
   */
  broadcast(event: PositionEvent): void {
    // A notifying event that was never stored is in nobody's feed: announcing it would break resuming.
    if (isNotifying(event.type) && event.data.id === undefined) return;
    const frame = textFrame(JSON.stringify({ type: event.type, data: event.data }));
    const id = event.data.id;
    const now = this.now();
    let lapsed = false;
    const audience = event.audience;
    this.send(
      this.allClients(),
      (client) => {
        if (audience !== undefined && client.earlyAccess !== (audience === "early")) return;
        if (client.accessEndsAt <= now) {
          (client.unconfirmed ??= []).push({ id, frame });
          lapsed = true;
        } else this.deliver(client, id, frame);
      },
      () => {
        if (lapsed) this.onAccessLapsed();
      },
    );
  }

  /**
   * Sends one member their own message (docs/product.md#portfolio) on each of their connections whose access has not
   * ended; behind a resume it waits its turn like an event.
   */
  sendToMember(userId: string, message: unknown): void {
    const clients = this.clientsOf(userId);
    if (clients.length === 0) return;
    const frame = textFrame(JSON.stringify(message));
    const now = this.now();
    this.send(clients, (client) => {
      if (client.accessEndsAt > now) this.deliver(client, undefined, frame);
    });
  }

  /**
   * Sends a message for Pro members alone (docs/product.md#market-insights: a new insight): to each connection of a
   * Pro member (`earlyAccess`, their plan as last checked) whose access has not ended. It is no feed item: a
   * connection whose access is in doubt is skipped rather than held.
   */
  broadcastToPro(message: unknown): void {
    if (this.count === 0) return;
    const frame = textFrame(JSON.stringify(message));
    const now = this.now();
    this.send(this.allClients(), (client) => {
      if (client.earlyAccess && client.accessEndsAt > now) this.deliver(client, undefined, frame);
    });
  }

  /**
   * Sends what changed in a transient feed (prices) to each connection whose access has not ended and which is not
   * catching up on a resume, never queued: the feed's message for it, what changed since the last one it got. A
   * connection is never written two of them less than PRICE_MESSAGE_INTERVAL_MS apart (docs/product.md#live-prices):
   * one whose last went out less than a second ago gets the feed's message when its second is up, as fresh as the
   * feed is then. Connections without early access get the feed's message for them, so prices do not tell them of an
   * entry before its release.
   */
  broadcastTransient(feed: TransientFeed): void {
    this.transientFeed = feed;
    clearTimeout(this.takenChangeTimer);
    this.takenChangeTimer = undefined;
    if (this.count === 0) return;
    // A round to everyone still waiting for its turn sends this one instead: only the newest is worth having.
    if (this.transientWaiting?.everyone) return;
    this.sendTransient(this.allClients());
  }

  /** Queues the newest transient message for these connections, before any event still being written. */
  private sendTransient(targets: readonly LiveClient[], everyone = true): void {
    const round = { everyone };
    this.transientWaiting = round;
    this.send(
      targets,
      (client) => {
        if (this.transientWaiting === round) this.transientWaiting = null;
        this.writeTransient(client);
      },
      () => {},
      // Ahead of the rest of an event being written, so each member's price leaves at the same point of every round
      // (its place in the order), whatever events are on their way: an event is kept and resumed, a price is only
      // worth having now.
      "first",
    );
  }

  private writeTransient(client: LiveClient): void {
    const feed = this.transientFeed;
    const now = this.now();
    if (!feed || client.priceVersion >= feed.version || client.accessEndsAt <= now || client.held) return;
    if (now - client.priceSentAt < PRICE_MESSAGE_INTERVAL_MS) return this.deferTransient(client, client.priceSentAt);
    const frame = feed.frameSince(client.priceVersion, client.earlyAccess);
    if (!frame) return;
    client.send(frame);
    client.priceVersion = feed.version;
    client.priceSentAt = now;
  }

  /** A connection whose last transient message is under a second old gets the newest when the second is up. */
  private deferTransient(client: LiveClient, lastAt: number): void {
    if (!client.priceDeferred) {
      client.priceDeferred = true;
      this.deferred[this.deferredCount++] = client;
    }
    this.armDeferred(lastAt + PRICE_MESSAGE_INTERVAL_MS);
  }

  private armDeferred(due: number): void {
    if (due >= this.deferredDue) return;
    clearTimeout(this.deferredTimer);
    this.deferredDue = due;
    // A little after the first is due, so the ones due just after it go in the same round.
    this.deferredTimer = setTimeout(this.sendDeferred, Math.max(0, due - this.now()) + DEFERRED_GATHER_MS);
    this.deferredTimer.unref();
  }

  private readonly sendDeferred = (): void => {
    this.deferredDue = Number.POSITIVE_INFINITY;
    const now = this.now();
    const isDue = (client: LiveClient) => client.priceSentAt + PRICE_MESSAGE_INTERVAL_MS <= now;
    // Counted first, so the round's own array is made at its size once (it lives until its last slice is written).
    let dueCount = 0;
    for (let i = 0; i < this.deferredCount; i += 1) {
      const client = this.deferred[i];
      if (client?.priceDeferred && isDue(client)) dueCount += 1;
    }
    const due = new Array<LiveClient>(dueCount);
    let next = Number.POSITIVE_INFINITY;
    let kept = 0;
    let taken = 0;
    // The ones still waiting move to the front, in order; the rest of the list is cleared, its length kept.
    for (let i = 0; i < this.deferredCount; i += 1) {
      const client = this.deferred[i];
      this.deferred[i] = null;
      if (!client?.priceDeferred) continue;
      if (isDue(client)) {
        client.priceDeferred = false;
        due[taken++] = client;
      } else {
        next = Math.min(next, client.priceSentAt + PRICE_MESSAGE_INTERVAL_MS);
        this.deferred[kept++] = client;
      }
    }
    this.deferredCount = kept;
    if (dueCount > 0) this.sendDue(due);
    if (next < Number.POSITIVE_INFINITY) this.armDeferred(next);
  };

  /**
   * Connections whose second is up get the feed as it is now, brought up to date first. What the update brought goes
   * to every other connection free to have it with the feed's next change, or TAKEN_CHANGE_ROUND_MS later.
   */
  private sendDue(due: readonly LiveClient[]): void {
    const feed = this.transientFeed;
    if (feed?.refresh() && !this.takenChangeTimer) {
      this.takenChangeTimer = setTimeout(() => {
        this.takenChangeTimer = undefined;
        this.broadcastTransient(feed);
      }, TAKEN_CHANGE_ROUND_MS);
      this.takenChangeTimer.unref();
    }
    this.sendTransient(due, false);
  }

  /** Every connection now, in order (see `everyone`): the array is never changed, only replaced. */
  private allClients(): readonly LiveClient[] {
    if (this.everyone) return this.everyone;
    const all = new Array<LiveClient>(this.count);
    let i = 0;
    for (const clients of this.byUser.values()) for (const client of clients) all[i++] = client;
    return (this.everyone = all);
  }

  /** Queues a message for these connections; the first slice is written at once when none is waiting. */
  private send(
    targets: readonly LiveClient[],
    send: (client: LiveClient) => void,
    done: () => void = () => {},
    place: "last" | "first" = "last",
  ): void {
    const delivery = { targets, next: 0, send, done };
    if (place === "first") this.deliveries.unshift(delivery);
    else this.deliveries.push(delivery);
    if (this.deliveries.length === 1) this.writeSlice();
  }

  private readonly writeSlice = (): void => {
    this.sliceScheduled = false;
    let budget = SOCKETS_PER_SLICE;
    while (budget > 0) {
      const delivery = this.deliveries[0];
      if (!delivery) return;
      const end = Math.min(delivery.targets.length, delivery.next + budget);
      budget -= end - delivery.next;
      while (delivery.next < end) {
        const client = delivery.targets[delivery.next++];
        try {
          if (client) delivery.send(client);
        } catch {
          // A socket that cannot take it is closing: its page resumes from the feed when it reconnects. The others
          // still get the message, and the messages after it.
        }
      }
      if (delivery.next < delivery.targets.length) break;
      this.deliveries.shift();
      delivery.done();
      for (const resolve of delivery.written ?? []) resolve();
    }
    if (this.deliveries.length > 0 && !this.sliceScheduled) {
      this.sliceScheduled = true;
      setImmediate(this.writeSlice);
    }
  };

  private deliver(client: LiveClient, id: number | undefined, frame: WireFrame): void {
    if (client.held) client.held.push({ id, frame });
    else if (id === undefined || !client.resumed?.has(id)) client.send(frame);
  }

  /** Ends a client's resume: sends what arrived meanwhile, skipping what the resume already sent. */
  release(client: LiveClient): void {
    const held = client.held ?? [];
    client.held = null;
    for (const { id, frame } of held) {
      if (id === undefined || !client.resumed?.has(id)) client.send(frame);
    }
  }
}

/**
 * What the rest of the app may wait for on this instance's live channel, whose hub is its own: the channel attaches
 * its hub when it starts (before that, and without a live channel, there is nothing to wait for).
 */
export class LiveWrites {
  private hub: LiveHub | undefined;

  attach(hub: LiveHub): void {
    this.hub = hub;
  }

  /** Resolves once every message published so far has been written to this instance's connections. */
  written(): Promise<void> {
    return this.hub?.written() ?? Promise.resolve();
  }
}
