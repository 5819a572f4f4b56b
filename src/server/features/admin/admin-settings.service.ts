import type { AdminSettings, AdminSettingsPatch } from "../../../shared/admin-settings.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { rescheduleReleases } from "../positions/position-releases.js";
import { updateAdminSettings } from "../settings/settings.service.js";

/**
 * The admin's change of settings. A new early-access delay applies to the positions not yet released, in the same
 * transaction: each is released its new delay after its publication (docs/product.md#early-access).
 */
export function changeAdminSettings(
  deps: { db: Db; clock: Clock },
  patch: AdminSettingsPatch,
  actorId: string,
): Promise<AdminSettings> {
  const minutes = patch.earlyAccessMinutes;
  return updateAdminSettings(
    deps,
    patch,
    actorId,
    minutes === undefined ? undefined : (trx) => rescheduleReleases(trx, minutes),
  );
}
