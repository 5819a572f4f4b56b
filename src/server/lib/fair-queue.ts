/** The queue had no room: `scope` says whether for this client alone or for everyone. */
export class QueueFullError extends Error {
  override name = "QueueFullError";
  constructor(
    readonly scope: "client" | "everyone",
    readonly retryAfterSeconds: number,
  ) {
    super(scope === "client" ? "Too many requests of this client queued" : "The queue is full");
  }
}

/** A place in the queue, taken before the request's work is known to be wanted. */
export interface QueueTicket {
  /** Resolves when the work may run; rejects with QueueFullError if the place was given to another client. */
  turn(): Promise<void>;
  /** Frees the place or the running slot; safe to call more than once. */
  leave(): void;
}

export interface FairQueueOptions {
  /** Tickets that run at once. */
  concurrency: number;
  /** Tickets one client may hold, running or waiting; past it, refused at once. */
  perClient: number;
  /** Tickets that may wait in all; past it, refused (or a flooding client's newest gives way). */
  waiting: number;
}

interface Waiter {
  client: string;
  state: "waiting" | "running" | "left";
  grant(): void;
  evict(error: QueueFullError): void;
  turn: Promise<void>;
}

/** Assumed until measured: about one argon2 verification on a small machine. */
const INITIAL_SERVICE_MS = 50;

/**
 * Runs work in turns taken round-robin between clients (fair queueing): a client with many requests waiting gets
 * one turn per round like everyone else, so a flood from a few clients cannot make a newcomer wait behind all of it.
 * When the queue is full, a newcomer with nothing waiting takes the place of the newest waiter of the client with
 * the most, so only floods from more clients than there are places can refuse a newcomer.
 */
export function fairQueue(options: FairQueueOptions) {
  let running = 0;
  let waitingCount = 0;
  let serviceMs = INITIAL_SERVICE_MS;
  // Insertion order is the round: a client served moves to the end.
  const queues = new Map<string, Waiter[]>();
  const held = new Map<string, number>();

  const retryAfterSeconds = () =>
    Math.max(1, Math.ceil(((waitingCount + running) * serviceMs) / options.concurrency / 1000));

  const release = (client: string) => {
    const count = (held.get(client) ?? 1) - 1;
    if (count > 0) held.set(client, count);
    else held.delete(client);
  };

  const dequeue = (waiter: Waiter) => {
    const queue = queues.get(waiter.client) ?? [];
    queue.splice(queue.indexOf(waiter), 1);
    if (queue.length === 0) queues.delete(waiter.client);
    waitingCount -= 1;
  };

  const startNext = () => {
    while (running < options.concurrency) {
      const [client, queue] = queues.entries().next().value ?? [];
      const next = queue?.[0];
      if (client === undefined || !next) return;
      dequeue(next);
      const rest = queues.get(client);
      if (rest) {
        queues.delete(client);
        queues.set(client, rest);
      }
      running += 1;
      next.grant();
    }
  };

  const makeRoom = (client: string): boolean => {
    if (waitingCount < options.waiting) return true;
    if (queues.has(client)) return false;
    let longest: Waiter[] | undefined;
    for (const queue of queues.values()) if (queue.length > (longest?.length ?? 1)) longest = queue;
    const newest = longest?.at(-1);
    if (!newest) return false;
    dequeue(newest);
    release(newest.client);
    newest.evict(new QueueFullError("everyone", retryAfterSeconds()));
    return true;
  };

  return {
    /** Takes a place for the client, or throws QueueFullError. */
    enter(client: string): QueueTicket {
      if ((held.get(client) ?? 0) >= options.perClient) throw new QueueFullError("client", retryAfterSeconds());
      const immediate = running < options.concurrency && waitingCount === 0;
      if (!immediate && !makeRoom(client)) throw new QueueFullError("everyone", retryAfterSeconds());
      held.set(client, (held.get(client) ?? 0) + 1);

      let startedAt = 0;
      let resolve: () => void = () => {};
      let reject: (error: QueueFullError) => void = () => {};
      const waiter: Waiter = {
        client,
        state: "waiting",
        turn: new Promise<void>((res, rej) => {
          resolve = res;
          reject = rej;
        }),
        grant: () => {
          waiter.state = "running";
          startedAt = performance.now();
          resolve();
        },
        evict: (error) => {
          waiter.state = "left";
          reject(error);
        },
      };
      // An evicted waiter whose request has not asked for its turn yet must not be an unhandled rejection.
      waiter.turn.catch(() => {});
      if (immediate) {
        running += 1;
        waiter.grant();
      } else {
        queues.set(client, [...(queues.get(client) ?? []), waiter]);
        waitingCount += 1;
      }
      return {
        turn: () => waiter.turn,
        leave: () => {
          if (waiter.state === "left") return;
          if (waiter.state === "running") {
            running -= 1;
            serviceMs = 0.8 * serviceMs + 0.2 * (performance.now() - startedAt);
          } else {
            dequeue(waiter);
          }
          waiter.state = "left";
          release(client);
          startNext();
        },
      };
    },
    /** Running and waiting tickets, for tests and logs. */
    size: () => ({ running, waiting: waitingCount }),
  };
}
