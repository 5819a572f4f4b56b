import type { FastifyRequest } from "fastify";
import { AUTH_MESSAGES } from "../../../shared/auth.js";
import { clientAddressKey } from "../../lib/client-address.js";
import { fairQueue, QueueFullError, type QueueTicket } from "../../lib/fair-queue.js";
import { AppError } from "../../lib/app-error.js";
import { ARGON2_CONCURRENCY } from "./passwords.js";

/**
 * Places one address may hold in the queue. Round-robin turns, not this cap, keep a flood from starving others; the
 * cap bounds what one address holds, and lets its excess wait rather than be refused at once: a flooding client
 * answered instantly comes straight back, and that burst of refusals cost members' requests more than the waiting
 * does (`npm run bench:login`, the flood row: p99 155 ms with 8 places, 37 ms with 32).
 */
export const SIGN_IN_QUEUE_PER_ADDRESS = 32;
/**
 * Sign-ins waiting in all. With a turn per address per round, a newcomer waits at most this many verifications
 * (about 3 s at the 45 per second of a two-core machine, docs/performance.md) before its own.
 */
export const SIGN_IN_QUEUE_WAITING = 128;

const BUSY_MESSAGE = "messages:auth.signInBusy";

function refusal(error: QueueFullError): AppError {
  const details = { retryAfterSeconds: error.retryAfterSeconds };
  return error.scope === "client"
    ? new AppError("too_many_requests", AUTH_MESSAGES.tooManyRequests, details)
    : new AppError("unavailable", BUSY_MESSAGE, details);
}

/**
 * Password checks (argon2, CPU-bound) taken in fair turns per client address, before any other work of the request:
 * a flood from some addresses cannot starve a sign-in from another, and the excess of one address is refused before
 * it is hashed or counted against the address's allowance.
 */
export function signInQueue() {
  // A few more than the hashing slots, so a verification is always ready for a freed slot while other requests are
  // at the database or the event loop is slow to hand the next one over; fairness costs those few turns at most.
  const queue = fairQueue({
    concurrency: ARGON2_CONCURRENCY + 3,
    perClient: SIGN_IN_QUEUE_PER_ADDRESS,
    waiting: SIGN_IN_QUEUE_WAITING,
  });
  const tickets = new WeakMap<FastifyRequest, QueueTicket>();
  return {
    /** onRequest hook: take a place, or answer 429 (this address has enough queued) or 503 (queue full). */
    join: async (request: FastifyRequest) => {
      try {
        tickets.set(request, queue.enter(clientAddressKey(request.ip)));
      } catch (error) {
        if (error instanceof QueueFullError) throw refusal(error);
        throw error;
      }
    },
    /** Runs the request's password work in its turn. */
    inTurn: async <T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> => {
      const ticket = tickets.get(request);
      try {
        await ticket?.turn();
      } catch (error) {
        if (error instanceof QueueFullError) throw refusal(error);
        throw error;
      }
      try {
        return await work();
      } finally {
        ticket?.leave();
      }
    },
    /** onResponse and onRequestAbort hooks: a request refused or gone before its turn gives its place back. */
    leave: async (request: FastifyRequest) => {
      tickets.get(request)?.leave();
    },
  };
}
