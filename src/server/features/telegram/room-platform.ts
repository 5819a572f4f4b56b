/**
 * What the room's outbox and reconciler need from a chat platform (docs/decisions/0017-telegram-room.md). Telegram
 * implements it (telegram-platform.ts); another platform (Discord) implements the same calls and reuses the outbox,
 * the access check, the reconciler and the tables.
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
  tell(externalId: string, html: string): Promise<void>;
  /** A post in the room; answers its message id. */
  post(html: string, replyTo?: string): Promise<string>;
  /** Rewrites a post (an unchanged text is no error). */
  edit(messageId: string, html: string): Promise<void>;
}

/** A failure the outbox treats by kind: wait as asked, retry with backoff, or give up. */
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
