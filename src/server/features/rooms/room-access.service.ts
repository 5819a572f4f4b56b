import { canSeePositions } from "../../../shared/access.js";
import { sayTradeEvent, type TradeEventWords } from "../../../shared/trade-event-words.js";
import { holdsPlanFeature } from "../../../shared/plan-features.js";
import { PAGE_PATHS, positionPagePath as positionPath } from "../../../shared/pages.js";
import {
  accessEndOf,
  accessEndReason,
  PRO_ROOM_END_REASON,
  storeRoomReason,
  type RemovalCause,
} from "../../../shared/telegram.js";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../../shared/i18n/languages.js";
import type { Db, Executor } from "../../db/database.js";
import { addMs, type Clock } from "../../lib/clock.js";
import { hashToken, newId } from "../../lib/ids.js";
import type { Logger } from "../../lib/logger.js";
import { positionAsItStands } from "../positions/positions.service.js";
import { recordNumberOf } from "../positions/record-numbers.js";
import { secretHint } from "../settings/json-setting.js";
import { currentRiskWarning } from "../settings/settings.service.js";
import { onTheRecord } from "../delivery/notify-texts.js";
import { serverTranslator } from "../../lib/i18n.js";
import { sendMemberMessage } from "./telegram/member-messages.js";
import type { RoomPlatform } from "./room-adapter.js";
import { hurryRoomJobs, queueRoomJob, roomCounts, type RoomJob } from "./room-jobs.js";
import {
  accessEndedMessage,
  bareLink,
  eventReply,
  recordHeadPost,
  signalPost,
  textMessage,
  withRiskWarning,
} from "./room-message.js";
import * as rooms from "./rooms.repo.js";

/*
 * The room follows the subscription (docs/product.md#telegram, docs/decisions/0017-telegram-room.md). Nothing here
 * runs in a request: requests and the access check queue jobs, and the job queue does them by lease. Each job
 * re-reads the facts when it runs and makes the room match them, so running one twice, late, or out of order does
 * no harm.
 */

export interface RoomDeps {
  db: Db;
  clock: Clock;
  platform: RoomPlatform;
  /** Platform user ids never removed (staff, the provider's own accounts). */
  exceptions: readonly string[];
  appName: string;
  publicUrl: string;
  log: Pick<Logger, "info" | "warn" | "error">;
  /** The Pro room: only members with access whose plan is Pro (and admins) belong (docs/product.md#telegram). */
  proOnly?: boolean;
  /** What the room's posts are written in, as the admin chose (docs/integrations.md#room-language). */
  language: Language;
}

/** The room as the bot names it to a member. */
/** What a member is told in: the language they chose; an account with no member behind it, the room's. */
export const memberLanguage = (row: { user_id: string | null; language: string | null }, room: Language): Language =>
  row.user_id && isLanguage(row.language) ? row.language : room;

/** How long a one-use invite stays valid. */
export const INVITE_TTL_MS = 60 * 60 * 1000;

/** Records what a room's checks did, for the admin panel's list of actions. */
export async function logRoomAction(
  deps: { db: Executor; clock: Clock; platform: { name: string } },
  action: string,
  detail: string,
  source: string,
  who: { externalId?: string | null; userId?: string | null } = {},
) {
  await rooms.insertRoomAction(deps.db, {
    id: newId(),
    platform: deps.platform.name,
    at: deps.clock.now().toISOString(),
    externalId: who.externalId ?? null,
    userId: who.userId ?? null,
    action,
    detail,
    source,
  });
}

const entitledNow = (
  row: {
    role: string | null;
    subscription_status: string | null;
    subscription_expiry: string | null;
    user_id: string | null;
  },
  now: Date,
  proOnly = false,
) =>
  row.user_id !== null &&
  row.role !== null &&
  (!proOnly ||
    holdsPlanFeature(
      { role: row.role as "admin" | "user", subscriptionStatus: (row.subscription_status ?? "inactive") as "inactive" },
      "proRoom",
    )) &&
  canSeePositions(
    {
      role: row.role as "admin" | "user",
      subscriptionStatus: (row.subscription_status ?? "inactive") as "inactive",
      subscriptionExpiry: row.subscription_expiry,
    },
    now,
  );

/**
 * The access check: queues a job for every account whose place in the room no longer matches its member's access.
 * Run every 30 seconds (expiry happens with no event) and at once when a member's access changes.
 */
export async function checkRoomAccess(deps: RoomDeps): Promise<number> {
  const now = deps.clock.now().toISOString();
  const rows = await rooms.mismatchedRoomMembers(deps.db, deps.platform.name, now, deps.proOnly);
  let queued = 0;
  for (const row of rows) {
    // An exception is never removed: only an invitation may be owed to it.
    if (deps.exceptions.includes(row.external_id) && (row.state === "joined" || row.state === "invited")) continue;
    if (await queueRoomJob(deps, deps.platform.name, { kind: "room_access", externalId: row.external_id })) queued++;
  }
  return queued;
}

/** Makes the room match one account's access: invite, remove, or nothing. */
async function syncMember(deps: RoomDeps, externalId: string): Promise<void> {
  const { db, clock, platform } = deps;
  const row = await rooms.roomMemberWithUser(db, platform.name, externalId);
  if (!row) return;
  const now = clock.now();
  const at = now.toISOString();
  const entitled = entitledNow(row, now, deps.proOnly) || deps.exceptions.includes(externalId);
  if (entitled && (row.state === "linked" || row.state === "removed")) {
    const expiresAt = addMs(now, INVITE_TTL_MS);
    if (row.invite_link) await platform.revokeInvite(row.invite_link);
    const invite = await platform.createInvite(externalId, expiresAt);
    await rooms.updateRoomMember(db, platform.name, externalId, {
      state: "invited",
      invite_link: invite,
      invite_expires_at: expiresAt.toISOString(),
      reason: null,
      updated_at: at,
    });
    const t = await serverTranslator(memberLanguage(row, deps.language));
    const welcome = deps.proOnly ? "notify:room.welcome.proRoom" : "notify:room.welcome.room";
    await platform.tell(
      externalId,
      textMessage([{ text: `${t(welcome, { appName: deps.appName })} ` }, bareLink(invite)]),
    );
    await logRoomAction(deps, "invited", "sent a one-use invite", "access", { externalId, userId: row.user_id });
    return;
  }
  if (!entitled && (row.state === "invited" || row.state === "joined")) {
    // In the Pro room, a member who still has access has left Pro's plan.
    const user =
      row.user_id && row.subscription_status
        ? { subscriptionStatus: row.subscription_status, subscriptionExpiry: row.subscription_expiry }
        : null;
    const leftPro = deps.proOnly && entitledNow(row, now);
    const removal: RemovalCause = leftPro ? { cause: "notPro" } : accessEndOf(user, now);
    if (row.invite_link) await platform.revokeInvite(row.invite_link);
    await platform.remove(externalId);
    // The cause is kept for the account page to word in the member's language; the admin's log says it in English.
    await rooms.updateRoomMember(db, platform.name, externalId, {
      state: "removed",
      invite_link: null,
      invite_expires_at: null,
      reason: storeRoomReason(removal),
      updated_at: at,
    });
    const language = memberLanguage(row, deps.language);
    await platform.tell(
      externalId,
      accessEndedMessage(await serverTranslator(language), language, {
        appName: deps.appName,
        room: deps.proOnly ? "proRoom" : "room",
        end: removal,
        platform: "Telegram",
        renewUrl: `${deps.publicUrl}/plans`,
      }),
    );
    const reason = leftPro ? PRO_ROOM_END_REASON : accessEndReason(user, now, "Telegram");
    await logRoomAction(deps, "removed", reason, "access", { externalId, userId: row.user_id });
    if (!row.user_id) await rooms.forgetRoomMember(db, platform.name, externalId);
    return;
  }
  // Unbound and out of the room: nothing more is owed to this account.
  if (!row.user_id && row.state !== "invited" && row.state !== "joined") {
    if (row.invite_link) await platform.revokeInvite(row.invite_link);
    await rooms.forgetRoomMember(db, platform.name, externalId);
  }
}

/** Someone joined through a link issued to another (or through none): out, and the link revoked. */
async function refuseJoin(deps: RoomDeps, externalId: string, invite: string | null): Promise<void> {
  if (invite) await deps.platform.revokeInvite(invite);
  await deps.platform.remove(externalId);
  await logRoomAction(
    deps,
    "refused",
    invite ? "joined through an invite issued to someone else" : "joined without a personal invite",
    "update",
    { externalId },
  );
}

async function postSignal(deps: RoomDeps, positionId: string): Promise<void> {
  const { db, platform } = deps;
  if (await rooms.findRoomPost(db, platform.name, positionId)) return;
  const position = await positionAsItStands(db, positionId);
  if (!position || position.status === "planning") return;
  const [warning, recordNumber] = await Promise.all([
    currentRiskWarning(deps, deps.language),
    recordNumberOf(db, position.id),
  ]);
  const link = `${deps.publicUrl}${positionPath(position.id)}`;
  const t = await serverTranslator(deps.language);
  const messageId = await platform.post(signalPost(t, deps.language, position, link, recordNumber, warning));
  await rooms.insertRoomPost(db, {
    platform: platform.name,
    positionId,
    chatId: "room",
    messageId,
    at: deps.clock.now().toISOString(),
  });
}

/**
 * A later trade event: the post's status line is edited, and the event is posted as a reply to it. A signal never
 * posted (published before the room was set up) is posted now as it stands.
 */
async function updateSignal(
  deps: RoomDeps,
  positionId: string,
  message: string,
  words: TradeEventWords | undefined,
): Promise<void> {
  const { db, platform } = deps;
  const post = await rooms.findRoomPost(db, platform.name, positionId);
  if (!post) return postSignal(deps, positionId);
  const position = await positionAsItStands(db, positionId, { includeDeleted: true });
  if (!position) return;
  const [warning, recordNumber] = await Promise.all([
    currentRiskWarning(deps, deps.language),
    recordNumberOf(db, position.id),
  ]);
  const link = `${deps.publicUrl}${positionPath(position.id)}`;
  const t = await serverTranslator(deps.language);
  await platform.edit(post.message_id, signalPost(t, deps.language, position, link, recordNumber, warning));
  const line = words ? sayTradeEvent(t, deps.language, words) : message;
  await platform.post(eventReply(onTheRecord(t, line, recordNumber), warning), post.message_id);
}

/** Does one job; throws a RoomPlatformError for the worker to retry. */
export async function runRoomJob(deps: RoomDeps, job: RoomJob): Promise<void> {
  switch (job.kind) {
    case "room_access":
      return syncMember(deps, job.externalId);
    case "refuse_join":
      return refuseJoin(deps, job.externalId, job.invite);
    case "signal_post":
      return postSignal(deps, job.positionId);
    case "signal_update":
      return updateSignal(deps, job.positionId, job.message, job.words);
    case "record_head":
      await deps.platform.post(
        withRiskWarning(
          recordHeadPost(
            await serverTranslator(deps.language),
            deps.language,
            job,
            `${deps.publicUrl}${PAGE_PATHS.trackRecord}`,
          ),
          await currentRiskWarning(deps, deps.language),
        ),
      );
      return;
    case "member_message":
      return sendMemberMessage(deps, job);
  }
}

/**
 * The reconciler: asks the platform where each known account stands and heals what drifted (a member removed by
 * hand, a join or leave missed during an outage), then runs the access check and makes waiting jobs due now.
 * Answers how many accounts it checked and healed; what it did is listed in the admin panel.
 */
export async function reconcileRoom(
  deps: RoomDeps,
  source: "reconciler" | "admin",
): Promise<{ checked: number; healed: number }> {
  const { db, platform, clock } = deps;
  const rows = await rooms.roomMembersToReconcile(db, platform.name);
  let healed = 0;
  for (const row of rows) {
    const inRoom = await platform.isInRoom(row.external_id);
    const at = clock.now().toISOString();
    if (inRoom && row.state !== "joined") {
      await rooms.updateRoomMember(db, platform.name, row.external_id, { state: "joined", updated_at: at });
      await logRoomAction(deps, "healed", `in the room, recorded as ${row.state}`, source, {
        externalId: row.external_id,
        userId: row.user_id,
      });
      healed++;
    } else if (!inRoom && row.state === "joined") {
      // Removed by hand or left unseen: a member who still has access gets a fresh invite (the access check).
      await rooms.updateRoomMember(db, platform.name, row.external_id, {
        state: row.user_id ? "removed" : "left",
        invite_link: null,
        updated_at: at,
      });
      await logRoomAction(deps, "healed", "not in the room, recorded as joined", source, {
        externalId: row.external_id,
        userId: row.user_id,
      });
      healed++;
    }
  }
  await hurryRoomJobs(db, clock, platform.name);
  const queued = await checkRoomAccess(deps);
  await logRoomAction(
    deps,
    "reconciled",
    `checked ${rows.length} account${rows.length === 1 ? "" : "s"}, healed ${healed}, queued ${queued} access change${queued === 1 ? "" : "s"}`,
    source,
  );
  return { checked: rows.length, healed };
}

/**
 * What the admin's settings panel of every platform shows of a room: whether it is set up, its token's last four
 * characters (never the token), the exceptions, its counts and its latest actions.
 */
export async function roomPanel(
  deps: { db: Executor; clock: Clock },
  room: string,
  settings: { botToken: string; exceptions: readonly string[]; language: Language } | null,
) {
  const [counts, actions] = await Promise.all([
    roomCounts(deps.db, deps.clock, room),
    rooms.listRoomActions(deps.db, room, 30),
  ]);
  return {
    configured: settings !== null,
    tokenHint: settings ? secretHint(settings.botToken) : null,
    exceptions: settings ? [...settings.exceptions] : [],
    language: settings?.language ?? DEFAULT_LANGUAGE,
    counts,
    actions: actions.map((a) => ({
      at: a.at,
      action: a.action,
      detail: a.detail,
      source: a.source,
      externalId: a.external_id,
    })),
  };
}

/**
 * Unlinks a member's account: its access job takes it out of the room, and it is then forgotten. Answers whether
 * there was one.
 */
export async function unlinkRoomAccount(
  deps: { db: Executor; clock: Clock },
  room: string,
  userId: string,
): Promise<boolean> {
  const row = await rooms.findRoomMemberByUser(deps.db, room, userId);
  if (!row) return false;
  await rooms.unbindRoomUser(deps.db, room, userId, deps.clock.now().toISOString());
  await queueRoomJob(deps, room, { kind: "room_access", externalId: row.external_id });
  return true;
}

/** The deep link's one-time token: valid this long, stored hashed. */
export const LINK_TOKEN_TTL_MS = 15 * 60 * 1000;

export async function createLinkToken(
  { db, clock }: { db: Db; clock: Clock },
  platform: string,
  userId: string,
  token: string,
): Promise<Date> {
  const expiresAt = addMs(clock.now(), LINK_TOKEN_TTL_MS);
  await rooms.insertLinkToken(db, {
    tokenHash: hashToken(token),
    platform,
    userId,
    expiresAt: expiresAt.toISOString(),
  });
  return expiresAt;
}
