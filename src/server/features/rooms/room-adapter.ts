import type { RoomMessage } from "./room-message.js";

/**
 * The calls the room's jobs make on a chat platform's API (docs/decisions/0025-rooms-and-adapters.md). Each adapter
 * implements them with its own library (telegram/telegram-platform.ts, discord/discord-platform.ts) and writes every
 * message from the one platform-neutral model (room-message.ts) in its own markup.
 */
export interface RoomPlatform {
  readonly name: string;
  /** A one-use invite to the room for this account, valid until `expiresAt`. */
  createInvite(externalId: string, expiresAt: Date): Promise<string>;
  revokeInvite(invite: string): Promise<void>;
  /** Out of the room, free to come back through a new invite later (Telegram: ban, then unban). */
  remove(externalId: string): Promise<void>;
  /** Whether the account is in the room now. */
  isInRoom(externalId: string): Promise<boolean>;
  /** A private message to the account; refusals (the user blocked the bot) are swallowed: nothing to retry. */
  tell(externalId: string, message: RoomMessage): Promise<void>;
  /** A post in the room; answers its message id. */
  post(message: RoomMessage, replyTo?: string): Promise<string>;
  /** Rewrites a post (an unchanged text is no error). */
  edit(messageId: string, message: RoomMessage): Promise<void>;
}

/** A failure the room jobs treat by kind: wait as asked, retry with backoff, or give up. */
export class RoomPlatformError extends Error {
  constructor(
    message: string,
    /** rate_limited: wait `retryAfterSeconds`; unavailable: retry with backoff; refused: the call cannot succeed. */
    readonly kind: "rate_limited" | "unavailable" | "refused",
    readonly retryAfterSeconds = 0,
  ) {
    super(message);
    this.name = "RoomPlatformError";
  }
}

/**
 * A room job's failure by kind. A platform's calls already answer RoomPlatformError for whatever the platform said
 * (each platform file turns its library's errors into one); anything else (the database, a bug) is tried again later.
 */
export function roomFailureOf(error: unknown): RoomPlatformError {
  if (error instanceof RoomPlatformError) return error;
  return new RoomPlatformError(error instanceof Error ? error.message : String(error), "unavailable");
}
