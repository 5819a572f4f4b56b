import type { Executor } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { findSecondFactor } from "../auth/second-factor.service.js";
import { listSignedInDevices } from "../auth/sessions.service.js";
import { getNotificationPreferences } from "../notification-preferences/notification-preferences.service.js";
import { findReadState, listFeed } from "../notifications/notifications.service.js";
import { listUserPayments, listUserProSubscriptions } from "../payments/member-payments.service.js";
import { listSubscriptionsOf } from "../push/push.service.js";
import { portfolioExport } from "../portfolio/portfolio.service.js";
import { listSupportMessages } from "../support-desk/support.service.js";
import { roomExports } from "../rooms/platforms.js";
import { findUserById } from "../users/users.service.js";
import { listSummaries } from "../weekly-summaries/weekly-summaries.service.js";
import { listFollowsOf, listViewsOf } from "./member-data.repo.js";

/** Every feed item a member can have: far fewer announcements are kept. */
const FEED_LIMIT = 10_000;
/** Every message of a member's support conversation. */
const SUPPORT_LIMIT = 100_000;
/** Every weekly summary a member was sent: one a week. */
const SUMMARY_LIMIT = 100_000;

export interface MemberPayment {
  date: string;
  kind: string;
  plan: string | null;
  /** In the currency's main unit, two decimals ("179.00"). */
  amount: string;
  currency: string;
  description: string;
}

/** The push service a device is registered with, not its endpoint: the full address lets anyone reach the device. */
function pushServiceOf(endpoint: string): string | null {
  try {
    return new URL(endpoint).host;
  } catch {
    return null;
  }
}

const amountOf = (cents: number) => (cents / 100).toFixed(2);

/**
 * Everything the app holds about a member, as they may download it (docs/product.md#accounts). Written out field by
 * field so nothing secret is ever in it: no password hash, session token or id, authenticator secret, recovery code
 * or push keys. Undefined when the member no longer exists.
 */
export async function collectMemberData({ db, clock }: { db: Executor; clock: Clock }, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const now = clock.now();
  const [
    subscriptions,
    payments,
    follows,
    views,
    devices,
    feed,
    readState,
    sessions,
    factor,
    preferences,
    rooms,
    support,
    summaries,
    portfolio,
  ] = await Promise.all([
    listUserProSubscriptions(db, userId),
    listUserPayments(db, userId),
    listFollowsOf(db, userId),
    listViewsOf(db, userId),
    listSubscriptionsOf(db, userId),
    listFeed(db, userId, FEED_LIMIT, now.toISOString()),
    findReadState(db, userId),
    listSignedInDevices({ db }, userId, "", now),
    findSecondFactor(db, userId),
    getNotificationPreferences({ db }, userId),
    roomExports(db, userId),
    listSupportMessages(db, userId, SUPPORT_LIMIT),
    listSummaries(db, userId, SUMMARY_LIMIT),
    portfolioExport(db, userId),
  ]);
  return {
    exportedAt: now.toISOString(),
    profile: {
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      role: user.role,
      createdAt: user.created_at,
    },
    access: {
      status: user.subscription_status,
      expiry: user.subscription_expiry,
      proSubscriptions: subscriptions.map((s) => ({
        provider: s.provider,
        status: s.status,
        cancelAtPeriodEnd: s.cancel_at_period_end === 1,
        paidThrough: s.paid_through,
        endedAt: s.ended_at,
        startedAt: s.created_at,
      })),
    },
    payments: payments.map((p): MemberPayment => ({
      date: p.occurred_at,
      kind: p.kind,
      plan: p.plan,
      amount: amountOf(p.amount_cents),
      currency: p.currency.toUpperCase(),
      description: p.description,
    })),
    follows: follows.map((f) => ({
      positionId: f.position_id,
      asset: f.asset,
      direction: f.direction,
      status: f.status,
      followedAt: f.created_at,
    })),
    positionViews: views.map((v) => ({ positionId: v.position_id, asset: v.asset, kind: v.kind, at: v.viewed_at })),
    pushDevices: devices.map((d) => ({
      pushService: pushServiceOf(d.endpoint),
      registeredAt: d.created_at,
      updatedAt: d.updated_at,
      expiresAt: d.expires_at,
    })),
    notifications: feed.map((n) => ({ id: n.id, at: n.at, type: n.type, message: n.message, read: n.read === 1 })),
    // What the member did in their feed, as stored: read and cleared up to an item's id, and items read one by one.
    notificationReadState: {
      readThrough: Number(readState.marks?.read_through ?? 0),
      clearedThrough: Number(readState.marks?.cleared_through ?? 0),
      readOneByOne: readState.readIds,
    },
    notificationPreferences: preferences,
    twoStepSignIn: { enabled: Boolean(factor?.enabled_at), enabledAt: factor?.enabled_at ?? null },
    // The linked account on each chat platform and where it stands in its room (docs/product.md#telegram,
    // docs/product.md#discord); invites and OAuth2 tokens are credentials, not data.
    ...rooms,
    supportMessages: support.map((m) => ({ from: m.author, name: m.author_name, at: m.created_at, text: m.body })),
    // As they were written and sent (docs/product.md#weekly-summaries), newest first.
    weeklySummaries: summaries.map((s): unknown => JSON.parse(s.summary)),
    // The signals the member took, their closes and their updates (docs/product.md#portfolio).
    portfolio,
    signedInDevices: sessions.map((s) => ({
      device: s.device,
      ip: s.ip,
      place: s.place,
      signedInAt: s.signedInAt,
      lastUsedAt: s.lastSeenAt,
    })),
  };
}

export type MemberData = NonNullable<Awaited<ReturnType<typeof collectMemberData>>>;
