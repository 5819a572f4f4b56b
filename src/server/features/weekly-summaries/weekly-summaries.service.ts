import type { TrackRecordSignal } from "../../../shared/track-record.js";
import {
  dueSummaryWeek,
  isSummaryWeekOf,
  namedSummaryWeek,
  SUMMARIES_LISTED,
  summarizeWeek,
  WEEKLY_SUMMARY_MESSAGES,
  weeklySummarySchema,
  type SummaryPortfolio,
  type SummarySignal,
  type SummaryWeek,
  type WeeklySummaries,
  type WeeklySummary,
} from "../../../shared/weekly-summary.js";
import { hasPlanFeature } from "../../../shared/plan-features.js";
import type { Db, Executor } from "../../db/database.js";
import type { UserRow } from "../../db/schema.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import type { Clock } from "../../lib/clock.js";
import { enqueueEmails } from "../mail/outbox.service.js";
import { toPublicUser } from "../users/users.service.js";
import * as repo from "./weekly-summaries.repo.js";

/** How other features read a member's weekly summaries (the SQL stays in weekly-summaries.repo.ts). */
export { listSummaries } from "./weekly-summaries.repo.js";

export interface WeeklySummaryDeps {
  db: Db;
  clock: Clock;
  /** The finished signals as the track record counts them. */
  countedSignals: () => Promise<TrackRecordSignal[]>;
  /** The member's own taken trades closed in [from, to); null with none. */
  portfolioResult: (db: Executor, userId: string, from: string, to: string) => Promise<SummaryPortfolio | null>;
}

const summarySignal = (signal: TrackRecordSignal): SummarySignal => ({
  id: signal.id,
  asset: signal.asset,
  assetClass: signal.assetClass,
  direction: signal.direction,
  outcome: signal.outcome,
  closedAt: signal.closedAt,
  percent: signal.percent,
  r: signal.r,
});

/**
 * docs/product.md#weekly-summaries: writes each Pro member's summary of the week due on their clock (or of the week
 * beginning `weekStart`, for an operator catching up; only the member at `email`, when given) unless it exists, and
 * queues its email in the same transaction.
 * Every instance may run it: the summary's key keeps one per member and week, the email's dedup key one message.
 * Answers how many summaries it wrote.
 */
export async function writeDueSummaries(
  deps: WeeklySummaryDeps,
  options: { weekStart?: string; email?: string } = {},
): Promise<number> {
  const now = deps.clock.now();
  const members = await repo.listProMembers(deps.db, now.toISOString(), options.email);
  const weekOf = new Map<string, SummaryWeek>();
  for (const member of members) {
    const zone = member.time_zone ?? "";
    if (weekOf.has(zone)) continue;
    const week = options.weekStart
      ? namedSummaryWeek(options.weekStart, member.time_zone, now)
      : dueSummaryWeek(now, member.time_zone);
    // Only the operator names a week (weekly-summaries-cli.ts).
    if ("refused" in week) throw new AppError("invalid", adminOnlyText(week.refused));
    weekOf.set(zone, week);
  }
  const written = await repo.writtenWeeks(deps.db, [...new Set([...weekOf.values()].map((week) => week.weekStart))]);
  const due = members.flatMap((member) => {
    const week = weekOf.get(member.time_zone ?? "");
    return week && isSummaryWeekOf(week, member.created_at) && !written.has(`${member.id}:${week.weekStart}`)
      ? [{ member, week }]
      : [];
  });
  if (due.length === 0) return 0;

  const signals = (await deps.countedSignals()).map(summarySignal);
  const weekFacts = new Map<string, { published: number; closed: SummarySignal[] }>();
  let count = 0;
  for (const { member, week } of due) {
    const key = `${week.from}/${week.to}`;
    let facts = weekFacts.get(key);
    if (!facts) {
      facts = {
        published: await repo.countPublishedBetween(deps.db, week.from, week.to),
        closed: signals.filter((signal) => signal.closedAt >= week.from && signal.closedAt < week.to),
      };
      weekFacts.set(key, facts);
    }
    const weekly = facts;
    const stored = await deps.db.transaction().execute(async (trx) => {
      const portfolio = await deps.portfolioResult(trx, member.id, week.from, week.to);
      const summary = summarizeWeek(week, { ...weekly, portfolio, createdAt: now.toISOString() });
      const inserted = await repo.insertSummary(trx, {
        user_id: member.id,
        week_start: week.weekStart,
        summary: JSON.stringify(summary),
        created_at: now.toISOString(),
      });
      if (!inserted) return false;
      await enqueueEmails(
        trx,
        [
          {
            to: member.email,
            userId: member.id,
            kind: "weekly-summary",
            props: { firstName: member.first_name, summary },
            dedupKey: `weekly-summary:${member.id}:${week.weekStart}`,
          },
        ],
        now,
      );
      return true;
    });
    if (stored) count += 1;
  }
  return count;
}

/** The member's summaries, newest first (docs/product.md#weekly-summaries): Pro only. */
export async function listWeeklySummaries(
  deps: Pick<WeeklySummaryDeps, "db" | "clock">,
  viewer: UserRow,
): Promise<WeeklySummaries> {
  if (!hasPlanFeature(toPublicUser(viewer), "weeklySummaries", deps.clock.now()))
    throw new AppError("forbidden", WEEKLY_SUMMARY_MESSAGES.proOnly);
  const rows = await repo.listSummaries(deps.db, viewer.id, SUMMARIES_LISTED);
  return { summaries: rows.map((row): WeeklySummary => weeklySummarySchema.parse(JSON.parse(row.summary))) };
}
