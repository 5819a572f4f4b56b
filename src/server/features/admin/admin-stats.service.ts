import { STATS_WINDOW_DAYS, TOP_POSITIONS_LIMIT, type AdminStats, type RevenueFigures } from "../../../shared/admin.js";
import { DAY_MS } from "../../../shared/plans.js";
import { PLAN_STATUSES } from "../../../shared/plan-features.js";
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "../../../shared/users.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { revenueSummary, type RevenueSummary } from "../payments/revenue.service.js";
import * as repo from "./admin-stats.repo.js";

/** Figures are shown to the cent or to two decimals; rounding here keeps the JSON free of float noise. */
const round2 = (value: number) => Math.round(value * 100) / 100;
const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

function revenueFigures(summary: RevenueSummary): RevenueFigures {
  const perPayingUser = ratio(summary.payingUsersNetCents, summary.payingUsers);
  const conversion = ratio(summary.convertedTrials, summary.trialBuyers);
  return {
    thisMonthCents: summary.thisMonthCents,
    allTimeNetCents: summary.allTimeNetCents,
    payingUsers: summary.payingUsers,
    revenuePerPayingUser: perPayingUser === null ? null : round2(perPayingUser / 100),
    trialConversionRate: conversion === null ? null : round2(conversion * 100),
  };
}

/**
 * GET /api/admin/stats: every figure measured from stored facts (docs/product.md#metrics); null is "no data yet". Counts
 * are over members (non-admin users); revenue comes from the payments ledger (docs/payments.md), real payments and
 * test payments apart.
 */
export async function adminStats(deps: { db: Db; clock: Clock; testPaymentsMode: boolean }): Promise<AdminStats> {
  const now = deps.clock.now();
  const windowStart = new Date(now.getTime() - STATS_WINDOW_DAYS * DAY_MS).toISOString();
  const [byStatus, activeToday, sessionSeconds, views, topPositions, revenue, testRevenue] = await Promise.all([
    repo.membersByStatus(deps.db, now.toISOString()),
    repo.activeMembersSince(deps.db, new Date(now.getTime() - DAY_MS).toISOString()),
    repo.averageLiveSessionSeconds(deps.db, windowStart),
    repo.viewsSince(deps.db, windowStart),
    repo.mostViewedPositions(deps.db, windowStart, TOP_POSITIONS_LIMIT),
    revenueSummary(deps, now, "live"),
    revenueSummary(deps, now, "test"),
  ]);
  const countOf = (status: SubscriptionStatus) => byStatus[status] ?? { members: 0, withAccess: 0 };
  const sumOf = (field: "members" | "withAccess") =>
    SUBSCRIPTION_STATUSES.reduce((sum, status) => sum + countOf(status)[field], 0);
  const subscriptionCounts = {
    inactive: countOf("inactive").members,
    [PLAN_STATUSES.trial]: countOf(PLAN_STATUSES.trial).members,
    standard: countOf("standard").members,
    [PLAN_STATUSES.pro]: countOf(PLAN_STATUSES.pro).members,
  };
  const memberStandings = {
    [PLAN_STATUSES.trial]: countOf(PLAN_STATUSES.trial).withAccess,
    [PLAN_STATUSES.pro]: countOf(PLAN_STATUSES.pro).withAccess,
    standard: countOf("standard").withAccess,
    inactive: countOf("inactive").members,
    expired: sumOf("members") - sumOf("withAccess") - countOf("inactive").members,
  };
  const totalUsers = sumOf("members");
  return {
    totalUsers,
    activeSubscriptions: sumOf("withAccess"),
    trialUsers: countOf("trial").withAccess,
    revenueThisMonth: revenue.thisMonthCents / 100,
    subscriptionCounts,
    memberStandings,
    engagement: {
      // With no members there is no one to be active: "no data", not a measured zero.
      dailyActiveUsers: totalUsers === 0 ? null : activeToday,
      averageSessionSeconds: sessionSeconds === null ? null : Math.round(sessionSeconds),
      averageDailyViews: views === 0 ? null : round2(views / STATS_WINDOW_DAYS),
      totalViews30d: views,
    },
    revenue: revenueFigures(revenue),
    testRevenue: revenueFigures(testRevenue),
    testPaymentsMode: deps.testPaymentsMode,
    topPositions: topPositions.map((position) => ({
      id: position.id,
      asset: position.asset,
      assetClass: position.asset_class,
      direction: position.direction,
      status: position.status,
      views: position.views,
    })),
  };
}
