import type { RoomPlatformName } from "../../../shared/room-platforms.js";
import type { TargetSnapshot } from "./admin-log.service.js";

/** The records an admin action may change, each read the same way before and after it. */
export type AuditTarget = "position" | "member" | "settings" | RoomPlatformName | "insight" | "promotion";

export type TargetReader = (id: string | null) => Promise<TargetSnapshot | null>;

/** How each target is read, given by the app (src/server/audit-target-readers.ts): each through its own feature. */
export type TargetReaders = Partial<Record<AuditTarget, TargetReader>>;
