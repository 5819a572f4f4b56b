import type { Db } from "./db/database.js";
import type { Clock } from "./lib/clock.js";
import { ROOM_PLATFORMS, type RoomPlatformName } from "../shared/room-platforms.js";
import type { TargetReader, TargetReaders } from "./features/admin-log/audit-targets.js";
import { visiblePosition } from "./features/positions/positions.service.js";
import { getAdminSettings } from "./features/settings/settings.service.js";
import { ROOM_PLATFORM_REGISTRATIONS } from "./features/rooms/platforms.js";
import { findPublicUser } from "./features/users/users.service.js";
import { findPromotionCodeView } from "./features/payments/promotion-codes.service.js";

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
    promotion: async (id) => {
      const code = id ? await findPromotionCodeView({ db }, id) : null;
      return code ? { label: code.code, fields: { ...code } } : null;
    },
    ...Object.fromEntries(
      ROOM_PLATFORM_REGISTRATIONS.map((platform): [RoomPlatformName, TargetReader] => [
        platform.name,
        async () => ({ label: ROOM_PLATFORMS[platform.name].label, fields: { ...(await platform.settings(db)) } }),
      ]),
    ),
  };
}
