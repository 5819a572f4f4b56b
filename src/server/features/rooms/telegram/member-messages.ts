import { formatMemberTime } from "../../../../shared/format.js";
import { DEFAULT_LANGUAGE, type Language } from "../../../../shared/i18n/languages.js";
import type { Notice } from "../../../../shared/notification-preferences.js";
import type { Executor } from "../../../db/database.js";
import type { Audience } from "../../../db/delivery.js";
import type { Clock } from "../../../lib/clock.js";
import { serverTranslator } from "../../../lib/i18n.js";
import type { Translate } from "../../delivery/notify-texts.js";
import type { RoomPlatform } from "../room-adapter.js";
import { currentRiskWarning } from "../../settings/settings.service.js";
import { memberMessage, withRiskWarning } from "../room-message.js";
import { queueRoomJobs } from "../room-jobs.js";
import * as rooms from "../rooms.repo.js";
import { getTelegramSettings } from "./telegram.service.js";

/*
 * Telegram as a member's own notification channel (docs/product.md#notification-preferences): the bot writes to a
 * linked member in private. Who gets what is decided at fan-out by the same rule as pushes and emails; each message is
 * a room job (room-jobs.ts), queued in the fan-out's transaction and kept by its
 * dedup key for good, so it is sent once however many instances hear the event.
 */

const PLATFORM = "telegram";

/**
 * One message to one member, as plain text in their language: the platform writes it in its own markup when it is
 * sent.
 */
export interface MemberMessage {
  title: string;
  lines: string[];
  /** The page it links to on the site, if any. */
  path: string | null;
  /** The language it is written in, and its link's label is (absent on a message queued before: English). */
  language?: Language;
}

/** A message as written for readers of one language (docs/decisions/0037-languages.md). */
export type MemberMessageWriter = (t: Translate, language: Language) => Omit<MemberMessage, "language">;

export type MemberMessageJob = { kind: "member_message"; userId: string; key: string } & MemberMessage;

/** Whether the channel is on at all: the admin set up a bot (docs/product.md#telegram). */
export async function telegramChannelOn(db: Executor): Promise<boolean> {
  return (await getTelegramSettings(db)) !== null;
}

/**
 * Queues `message` for each member, in the caller's transaction; `key` names the notification, so the same one is
 * never queued twice for a member. Answers how many were queued.
 */
export async function queueMemberMessages(
  { db, clock }: { db: Executor; clock: Clock },
  userIds: readonly string[],
  key: string,
  message: MemberMessage,
): Promise<number> {
  const jobs = userIds.map((userId): MemberMessageJob => ({ kind: "member_message", userId, key, ...message }));
  return queueRoomJobs({ db, clock }, PLATFORM, jobs);
}

/**
 * Queues a notification's message for every linked member of the audience whose preferences want it on Telegram now,
 * when the channel is on; in the caller's transaction (the fan-out's). Answers how many were queued.
 */
export async function queueTelegramNotice(
  deps: { db: Executor; clock: Clock },
  notice: { audience: Audience; notice: Notice; quietNow: readonly string[]; key: string },
  write: MemberMessageWriter,
): Promise<number> {
  if (!(await telegramChannelOn(deps.db))) return 0;
  const now = deps.clock.now().toISOString();
  const members = await rooms.listMessageRecipients(
    deps.db,
    PLATFORM,
    notice.audience,
    notice.notice,
    notice.quietNow,
    now,
  );
  // Each message says when, on the member's own clock, in their language: one message per time zone and language.
  const groups = new Map<string, { timeZone: string | null; language: Language; ids: string[] }>();
  for (const member of members) {
    const language = member.language ?? DEFAULT_LANGUAGE;
    const group = `${member.timeZone ?? ""} ${language}`;
    const ids = groups.get(group)?.ids ?? [];
    ids.push(member.id);
    groups.set(group, { timeZone: member.timeZone, language, ids });
  }
  let queued = 0;
  for (const { timeZone, language, ids } of groups.values()) {
    const message = write(await serverTranslator(language), language);
    const when = formatMemberTime(now, timeZone, language);
    queued += await queueMemberMessages(deps, ids, notice.key, {
      ...message,
      lines: [...message.lines, when],
      language,
    });
  }
  return queued;
}

/**
 * Sends one queued message to the member's linked account as it is when the job runs: a member who unlinked gets
 * nothing, and one who blocked the bot is a refusal `tell` swallows. Throws a RoomPlatformError to be retried.
 */
export async function sendMemberMessage(
  deps: { db: Executor; platform: RoomPlatform; publicUrl: string; appName: string },
  job: MemberMessageJob,
): Promise<void> {
  const account = await rooms.findRoomMemberByUser(deps.db, deps.platform.name, job.userId);
  if (!account) return;
  const language = job.language ?? DEFAULT_LANGUAGE;
  const t = await serverTranslator(language);
  const link = job.path
    ? { url: `${deps.publicUrl}${job.path}`, label: t("notify:member.open", { appName: deps.appName }) }
    : null;
  await deps.platform.tell(
    account.external_id,
    withRiskWarning(memberMessage(job, link), await currentRiskWarning(deps, language)),
  );
}
