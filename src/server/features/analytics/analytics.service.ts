import { hasPlanFeature } from "../../../shared/plan-features.js";
import { ANALYTICS_MESSAGES, analyticsTradesOf, computeAnalytics, type Analytics } from "../../../shared/analytics.js";
import type { Db } from "../../db/database.js";
import type { UserRow } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import { createTrackRecordReader } from "../track-record/track-record.service.js";
import { listFinishedRiskLevels } from "./analytics.repo.js";

export interface AnalyticsDeps {
  db: Db;
  clock: Clock;
}

/**
 * docs/product.md#advanced-analytics: the advanced figures, for Pro members and admins only, worked out from the
 * finished signals exactly as members' statistics are (the track record's counted signals, released ones only).
 */
export function createAnalyticsReader(deps: AnalyticsDeps) {
  const record = createTrackRecordReader(deps);
  return {
    /** The viewer's analytics with months on the clock of `timeZone`; refuses anyone without Pro. */
    async forViewer(viewer: UserRow, timeZone: string): Promise<Analytics> {
      const now = deps.clock.now();
      const user = {
        role: viewer.role,
        subscriptionStatus: viewer.subscription_status,
        subscriptionExpiry: viewer.subscription_expiry,
      };
      if (!hasPlanFeature(user, "advancedAnalytics", now)) throw new AppError("forbidden", ANALYTICS_MESSAGES.proOnly);
      const [signals, levels] = await Promise.all([
        record.countedSignals(),
        listFinishedRiskLevels(deps.db, now.toISOString()),
      ]);
      const riskLevels = new Map(levels.map((row) => [row.id, row.risk_level]));
      return computeAnalytics(
        analyticsTradesOf(signals, (id) => riskLevels.get(id) ?? null),
        timeZone,
      );
    },
  };
}
