import { hasAccess } from "../../../../shared/access.js";
import { holdsPlanFeature } from "../../../../shared/plan-features.js";
import { accessEndOf, accessEndReason, storeRoomReason } from "../../../../shared/telegram.js";
import type { Db } from "../../../db/database.js";
import { addMs, type Clock } from "../../../lib/clock.js";
import { serverTranslator } from "../../../lib/i18n.js";
import type { Logger } from "../../../lib/logger.js";
import { logRoomAction, memberLanguage, runRoomJob } from "../room-access.service.js";
import { hurryRoomJobs, queueRoomJob, type RoomJob } from "../room-jobs.js";
import * as rooms from "../rooms.repo.js";
import { accessEndedMessage, textMessage } from "../room-message.js";
import type { DiscordPlatform, DiscordTier } from "./discord-platform.js";
import type { DiscordSettings } from "./discord.service.js";
import * as discord from "./discord.repo.js";

/*
 * The Discord server follows the subscription (docs/product.md#discord, docs/decisions/0022-discord-room.md). The
 * rooms' jobs carry the work: a `room_access` job re-reads the member's plan and the account's place in the
 * server when it runs and makes them match (add with the role, switch roles, kick or take the roles away), so
 * running one twice, late or out of order does no harm. Posts go through the rooms' shared post jobs.
 */

export const PLATFORM = "discord";

export interface DiscordDeps {
  db: Db;
  clock: Clock;
  platform: DiscordPlatform;
  settings: DiscordSettings;
  appName: string;
  publicUrl: string;
  log: Pick<Logger, "info" | "warn" | "error">;
}

type MemberFields = {
  user_id: string | null;
  role: string | null;
  subscription_status: string | null;
  subscription_expiry: string | null;
};

/** The role the account should hold now (the twin of `expectedTierSql` in discord.repo.ts). */
export function tierOf(row: MemberFields, now: Date): DiscordTier | null {
  if (row.user_id === null || row.role === null) return null;
  if (row.role === "admin") return "pro";
  const fields = {
    subscriptionStatus: (row.subscription_status ?? "inactive") as "inactive",
    subscriptionExpiry: row.subscription_expiry,
  };
  if (!hasAccess(fields, now)) return null;
  return holdsPlanFeature({ role: "user", subscriptionStatus: fields.subscriptionStatus }, "proRole") ? "pro" : "trial";
}

const TIER_NAMES: Record<DiscordTier, string> = { trial: "Trial", pro: "Pro" };

/** Queues an access job for every account whose place in the server no longer matches its member's plan. */
export async function checkDiscordAccess(deps: Pick<DiscordDeps, "db" | "clock" | "settings">): Promise<number> {
  const rows = await discord.mismatchedDiscordMembers(deps.db, deps.clock.now().toISOString());
  let queued = 0;
  for (const row of rows) {
    // Admin-listed exceptions are never touched.
    if (deps.settings.exceptions.includes(row.external_id)) continue;
    if (await queueRoomJob(deps, PLATFORM, { kind: "room_access", externalId: row.external_id })) queued++;
  }
  return queued;
}

/** An access token that still works: the stored one, or a refreshed one; null when the member must link again. */
async function usableAccessToken(deps: DiscordDeps, externalId: string): Promise<string | null> {
  const grant = await discord.findGrant(deps.db, externalId);
  if (!grant) return null;
  const now = deps.clock.now();
  if (grant.expires_at > addMs(now, 60_000).toISOString()) return grant.access_token;
  if (!grant.refresh_token) return null;
  try {
    const fresh = await deps.platform.refresh(grant.refresh_token);
    await discord.upsertGrant(deps.db, {
      externalId,
      accessToken: fresh.accessToken,
      refreshToken: fresh.refreshToken,
      expiresAt: addMs(now, fresh.expiresInSeconds * 1000).toISOString(),
      at: now.toISOString(),
    });
    return fresh.accessToken;
  } catch (error) {
    if (error instanceof Error && "kind" in error && error.kind === "refused") return null;
    throw error;
  }
}

/** Makes the server match one account's plan: add, switch role, remove, or nothing. */
async function syncMember(deps: DiscordDeps, externalId: string): Promise<void> {
  const { db, clock, platform, settings } = deps;
  if (settings.exceptions.includes(externalId)) return;
  const row = await rooms.roomMemberWithUser(db, PLATFORM, externalId);
  if (!row) return;
  const now = clock.now();
  const at = now.toISOString();
  const tier = tierOf(row, now);
  const roleOf = { trial: settings.trialRoleId, pro: settings.proRoleId };
  const member = await platform.getMember(externalId);
  const who = { externalId, userId: row.user_id };

  if (tier) {
    const wanted = roleOf[tier];
    const other = roleOf[tier === "pro" ? "trial" : "pro"];
    if (!member) {
      const token = await usableAccessToken(deps, externalId);
      const added = token ? await platform.addMember(externalId, token, [wanted]) : "grant_refused";
      if (added === "grant_refused") {
        await discord.deleteGrant(db, externalId);
        await discord.setRoleTier(
          db,
          externalId,
          { state: "linked", role_tier: null, reason: storeRoomReason({ cause: "relink" }) },
          at,
        );
        await logRoomAction(
          deps,
          "relink",
          "the OAuth2 grant no longer works; the member must link again",
          "access",
          who,
        );
        return;
      }
      // Joined on their own between the check and the add: Discord ignores `roles`, so set them.
      if (added === "present") await platform.addRole(externalId, wanted);
      await discord.setRoleTier(db, externalId, { state: "joined", role_tier: tier, reason: null }, at);
      const t = await serverTranslator(memberLanguage(row, settings.language));
      await platform.tell(
        externalId,
        textMessage(t("notify:room.welcome.server", { appName: deps.appName, role: TIER_NAMES[tier] })),
      );
      await logRoomAction(deps, "added", `added to the server with the ${TIER_NAMES[tier]} role`, "access", who);
      return;
    }
    const changed = !member.roles.includes(wanted) || member.roles.includes(other);
    if (!member.roles.includes(wanted)) await platform.addRole(externalId, wanted);
    if (member.roles.includes(other)) await platform.removeRole(externalId, other);
    await discord.setRoleTier(db, externalId, { state: "joined", role_tier: tier, reason: null }, at);
    if (changed) await logRoomAction(deps, "role", `now holds the ${TIER_NAMES[tier]} role`, "access", who);
    return;
  }

  // No access (or no member behind the account).
  const user =
    row.user_id && row.subscription_status
      ? { subscriptionStatus: row.subscription_status, subscriptionExpiry: row.subscription_expiry }
      : null;
  const end = accessEndOf(user, now);
  const ours = member ? member.roles.filter((id) => id === roleOf.trial || id === roleOf.pro) : [];
  const act =
    member !== null && (settings.onAccessEnd === "kick" ? row.state === "joined" || ours.length > 0 : ours.length > 0);
  if (act) {
    // Told first: Discord delivers a bot's DM only to someone sharing a server with it.
    const language = memberLanguage(row, settings.language);
    await platform.tell(
      externalId,
      accessEndedMessage(await serverTranslator(language), language, {
        appName: deps.appName,
        room: "server",
        end,
        platform: "Discord",
        renewUrl: `${deps.publicUrl}/plans`,
      }),
    );
    if (settings.onAccessEnd === "kick") await platform.remove(externalId);
    else for (const id of ours) await platform.removeRole(externalId, id);
    await logRoomAction(
      deps,
      "removed",
      `${accessEndReason(user, now, "Discord")} (${settings.onAccessEnd === "kick" ? "kicked" : "roles taken away"})`,
      "access",
      who,
    );
  }
  if (row.state === "joined" || act) {
    // The cause is kept for the account page to word in the member's language; the admin's log says it in English.
    await discord.setRoleTier(db, externalId, { state: "removed", role_tier: null, reason: storeRoomReason(end) }, at);
  }
  if (!row.user_id) {
    await discord.deleteGrant(db, externalId);
    await rooms.forgetRoomMember(db, PLATFORM, externalId);
  }
}

/** Does one job; throws a RoomPlatformError for the worker to retry. Posts are the rooms' shared post jobs. */
export async function runDiscordJob(deps: DiscordDeps, job: RoomJob): Promise<void> {
  if (job.kind === "room_access") return syncMember(deps, job.externalId);
  if (job.kind === "refuse_join") return;
  return runRoomJob(
    {
      db: deps.db,
      clock: deps.clock,
      platform: deps.platform,
      exceptions: deps.settings.exceptions,
      language: deps.settings.language,
      appName: deps.appName,
      publicUrl: deps.publicUrl,
      log: deps.log,
    },
    job,
  );
}

/**
 * The reconciler: asks Discord (GET guild member) where each linked account stands, records what drifted (removed
 * or given roles by hand, an add lost in an outage) and queues its access job, makes waiting jobs due now and runs
 * the access check. What it did is listed in the admin panel.
 */
export async function reconcileDiscord(
  deps: DiscordDeps,
  source: "reconciler" | "admin",
): Promise<{ checked: number; healed: number }> {
  const { db, clock, platform, settings } = deps;
  const rows = await discord.discordMembersToReconcile(db);
  const roleOf = { trial: settings.trialRoleId, pro: settings.proRoleId };
  let checked = 0;
  let healed = 0;
  for (const row of rows) {
    if (settings.exceptions.includes(row.external_id)) continue;
    checked++;
    const member = await platform.getMember(row.external_id);
    const tier = tierOf(row, clock.now());
    const at = clock.now().toISOString();
    const ours = member ? member.roles.filter((id) => id === roleOf.trial || id === roleOf.pro) : [];
    let drift: string | null = null;
    if (row.state === "joined" && !member) drift = "not in the server, recorded as joined";
    else if (tier && member && (ours.length !== 1 || ours[0] !== roleOf[tier])) drift = "holds the wrong role";
    else if (tier && !member && row.state !== "joined" && row.state !== "linked") drift = "not in the server";
    else if (!tier && ours.length > 0) drift = "holds a role without access";
    if (!drift) continue;
    if (row.state === "joined" && !member) {
      await discord.setRoleTier(db, row.external_id, { state: "removed", role_tier: null, reason: row.reason }, at);
    }
    await logRoomAction(deps, "healed", drift, source, { externalId: row.external_id, userId: row.user_id });
    await queueRoomJob(deps, PLATFORM, { kind: "room_access", externalId: row.external_id });
    healed++;
  }
  await hurryRoomJobs(db, clock, PLATFORM);
  const queued = await checkDiscordAccess(deps);
  await logRoomAction(
    deps,
    "reconciled",
    `checked ${checked} account${checked === 1 ? "" : "s"}, healed ${healed}, queued ${queued} access change${queued === 1 ? "" : "s"}`,
    source,
  );
  return { checked, healed };
}
