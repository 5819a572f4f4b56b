import type { TargetSnapshot } from "./admin-log.service.js";

/** The records an admin action may change, each read the same way before and after it. */
export const AUDIT_TARGETS = ["position", "member", "settings", "telegram", "discord", "insight"] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export type TargetReader = (id: string | null) => Promise<TargetSnapshot | null>;

/** How each target is read, given by the app (src/server/audit-target-readers.ts): each through its own feature. */
export type TargetReaders = Partial<Record<AuditTarget, TargetReader>>;
