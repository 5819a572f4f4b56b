import type { Update } from "grammy/types";
import { hashToken } from "../../../lib/ids.js";
import { logRoomAction, type RoomDeps } from "../room-access.service.js";
import { queueRoomJob } from "../room-jobs.js";
import { bareLink, textMessage } from "../room-message.js";
import * as rooms from "../rooms.repo.js";

/*
 * What Telegram tells the bot (docs/decisions/0017-telegram-room.md): a member's `/start` that links their account,
 * and joins and leaves in the room. The instance holding the updates lease fetches them (telegram-room.ts).
 */

const MEMBER_STATUSES = new Set(["member", "administrator", "creator"]);
const isIn = (member: { status: string; is_member?: boolean }) =>
  MEMBER_STATUSES.has(member.status) || (member.status === "restricted" && member.is_member === true);

/**
 * Handles one update from the bot: a `/start <token>` binds the sender to the token's member; a join or leave in
 * the room moves that account's state. Duplicates are dropped by update id; a join or leave older than the last
 * applied is ignored, so out-of-order delivery is harmless.
 */
export async function handleUpdate(deps: RoomDeps, update: Update, roomChat: string): Promise<void> {
  const { db, clock, platform } = deps;
  const at = clock.now().toISOString();
  if (!(await rooms.markUpdateSeen(db, platform.name, String(update.update_id), at))) return;

  const message = update.message;
  if (message?.chat.type === "private" && message.from && typeof message.text === "string") {
    const match = /^\/start(?:@\w+)?(?:\s+(\S+))?/.exec(message.text);
    if (!match) return;
    const externalId = String(message.from.id);
    const token = match[1];
    const userId = token ? await rooms.useLinkToken(db, platform.name, hashToken(token), at) : undefined;
    if (!userId) {
      await platform.tell(
        externalId,
        textMessage([
          {
            text: `This link has expired or was used already. Open your account page on ${deps.appName} for a new one: `,
          },
          bareLink(`${deps.publicUrl}/account`),
        ]),
      );
      return;
    }
    await rooms.bindRoomMember(db, { platform: platform.name, externalId, userId, at });
    await logRoomAction(deps, "linked", "linked through the account page", "update", { externalId, userId });
    await platform.tell(externalId, textMessage(`Your Telegram account is now linked to ${deps.appName}.`));
    await queueRoomJob(deps, platform.name, { kind: "room_access", externalId });
    return;
  }

  const change = update.chat_member;
  if (!change) return;
  const sameChat =
    String(change.chat.id) === roomChat || ("username" in change.chat && `@${change.chat.username}` === roomChat);
  if (!sameChat) return;
  const user = change.new_chat_member.user;
  if (user.is_bot) return;
  const externalId = String(user.id);
  const when = new Date(change.date * 1000).toISOString();
  const joined = isIn(change.new_chat_member) && !isIn(change.old_chat_member);
  const left = !isIn(change.new_chat_member) && isIn(change.old_chat_member);
  if (!joined && !left) return;
  const row = await rooms.findRoomMember(db, platform.name, externalId);
  if (row?.member_seen_at && row.member_seen_at > when) return;

  if (joined) {
    if (deps.exceptions.includes(externalId)) return;
    const invite = change.invite_link?.invite_link ?? null;
    const owner = invite ? await rooms.findRoomMemberByLink(db, platform.name, invite) : undefined;
    if (!row || !owner || owner.external_id !== externalId) {
      await queueRoomJob(deps, platform.name, { kind: "refuse_join", externalId, invite });
      if (owner && owner.external_id !== externalId) {
        // The rightful owner gets a fresh invite: theirs was revoked.
        await rooms.updateRoomMember(db, platform.name, owner.external_id, {
          state: "removed",
          invite_link: null,
          invite_expires_at: null,
          updated_at: at,
        });
        await queueRoomJob(deps, platform.name, { kind: "room_access", externalId: owner.external_id });
      }
      return;
    }
    await rooms.updateRoomMember(db, platform.name, externalId, {
      state: "joined",
      invite_link: null,
      invite_expires_at: null,
      member_seen_at: when,
      updated_at: at,
    });
    await logRoomAction(deps, "joined", "joined through their own invite", "update", {
      externalId,
      userId: row.user_id,
    });
    // Joined after access ended (a late link): the access check removes them again.
    await queueRoomJob(deps, platform.name, { kind: "room_access", externalId });
    return;
  }
  if (row && row.state === "joined") {
    await rooms.updateRoomMember(db, platform.name, externalId, {
      state: "left",
      member_seen_at: when,
      updated_at: at,
    });
    await logRoomAction(deps, "left", "left the room", "update", { externalId, userId: row.user_id });
  } else if (row) {
    await rooms.updateRoomMember(db, platform.name, externalId, { member_seen_at: when, updated_at: at });
  }
}
