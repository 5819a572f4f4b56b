import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { visiblePosition } from "../positions/positions.service.js";
import { getAdminSettings } from "../settings/settings.service.js";
import { ROOM_PLATFORMS, type RoomPlatformName } from "../../../shared/room-platforms.js";
import { ROOM_PLATFORM_REGISTRATIONS } from "../rooms/platforms.js";
import { findPublicUser } from "../users/users.service.js";
import type { TargetSnapshot } from "./admin-log.service.js";

/** The records an admin action may change, each read the same way before and after it. */
export type AuditTarget = "position" | "member" | "settings" | RoomPlatformName | "insight";

export type TargetReader = (id: string | null) => Promise<TargetSnapshot | null>;

const ADMIN_VIEWER = { id: "", isAdmin: true, earlyAccess: true };

/** How each target is read, through its feature's service; an insight is named by its id alone. */
export function auditTargetReaders({
  db,
  clock,
}: {
  db: Db;
  clock: Clock;
}): Partial<Record<AuditTarget, TargetReader>> {
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
    ...Object.fromEntries(
      ROOM_PLATFORM_REGISTRATIONS.map((platform): [RoomPlatformName, TargetReader] => [
        platform.name,
        async () => ({ label: ROOM_PLATFORMS[platform.name].label, fields: { ...(await platform.settings(db)) } }),
      ]),
    ),
  };
}
