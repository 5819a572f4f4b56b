import type { Clock } from "../../../lib/clock.js";
import type { PaceVerdict, RoomJob } from "../room-jobs.js";

/**
 * Telegram's limits (about 30 messages a second overall, one a second to one chat), kept by this instance: a job that
 * would exceed them waits its turn without counting an attempt. Several instances may together go beyond them; the
 * 429 Telegram then answers pauses every call, as it does for any other reason.
 */
export function createPacer(perSecond = 30) {
  const recent: number[] = [];
  const lastToChat = new Map<string, number>();
  return {
    /** How long a send to `chat` (null: the room or no one in particular) must wait from `nowMs`. */
    waitMs(chat: string | null, nowMs: number): number {
      const overall = recent.length >= perSecond ? (recent[recent.length - perSecond] ?? 0) + 1000 - nowMs : 0;
      const last = chat === null ? undefined : lastToChat.get(chat);
      const perChat = last === undefined ? 0 : last + 1000 - nowMs;
      return Math.max(0, overall, perChat);
    },
    sent(chat: string | null, nowMs: number) {
      recent.push(nowMs);
      if (recent.length > perSecond) recent.splice(0, recent.length - perSecond);
      if (chat !== null) lastToChat.set(chat, nowMs);
      if (lastToChat.size > 1000) {
        for (const [key, at] of lastToChat) if (at + 1000 <= nowMs) lastToChat.delete(key);
      }
    },
  };
}

/** The pacing of Telegram's room jobs: a private message waits for its chat, everything waits for the overall limit. */
export function telegramPace(clock: Clock, pacer = createPacer()): (job: RoomJob) => PaceVerdict {
  return (job) => {
    const chat = job.kind === "member_message" ? job.userId : null;
    const nowMs = clock.now().getTime();
    const waitMs = pacer.waitMs(chat, nowMs);
    if (waitMs === 0) {
      pacer.sent(chat, nowMs);
      return { wait: "none" };
    }
    const due = new Date(nowMs + waitMs).toISOString();
    // The overall limit holds the rest of the batch too; one chat's limit holds only its message.
    return chat === null || pacer.waitMs(null, nowMs) > 0
      ? { wait: "all", due, reason: "paced to Telegram's limits" }
      : { wait: "one", due, reason: "paced to one message a second per chat" };
  };
}
