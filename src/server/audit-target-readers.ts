import type { Db } from "./db/database.js";
import type { Clock } from "./lib/clock.js";
import type { TargetReaders } from "./features/admin-log/audit-targets.js";
import { getDiscordSettings } from "./features/rooms/discord/discord-settings.service.js";
import { visiblePosition } from "./features/positions/positions.service.js";
import { getAdminSettings } from "./features/settings/settings.service.js";
import { getTelegramSettings } from "./features/rooms/telegram/telegram-settings.service.js";
import { findPublicUser } from "./features/users/users.service.js";

const ADMIN_VIEWER = { id: "", isAdmin: true, earlyAccess: true };

/** How each target is read, through its feature's service; an insight is named by its id alone. */
export function auditTargetReaders({ db, clock }: { db: Db; clock: Clock }): TargetReaders {
  return {
    position: async (id) => {
      if (!id) return null;
      const row = await visiblePosition({ db, clock }, ADMIN_VIEWER, id, { includeDeleted: true }).catch(() => null);
      return row ? { label: `${row.asset} ${row.direction}`, fields: { ...row } } : null;
    },
    member: async (id) => {
      const user = id ? await findPublicUser(db, id) : null;
      return user ? { label: user.email, fields: { ...user } } : null;
    },
    settings: async () => ({ label: "Settings", fields: { ...(await getAdminSettings({ db })) } }),
    telegram: async () => ({ label: "Telegram", fields: { ...(await getTelegramSettings(db)) } }),
    discord: async () => ({ label: "Discord", fields: { ...(await getDiscordSettings(db)) } }),
  };
}
