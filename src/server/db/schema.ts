import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { DataExportStatus } from "../../shared/account.js";
import type { EmailTopic, OutboxStatus, UndeliverableReason } from "../../shared/email.js";
import type { PlanType } from "../../shared/plans.js";
import type { AssetClass, Direction, PositionStatus, RiskLevel, ViewKind } from "../../shared/positions.js";
import type { Outcome, TradeEventType } from "../../shared/trade-lifecycle.js";
import type { SubscriptionStatus, UserRole } from "../../shared/users.js";
import type { Language } from "../../shared/i18n/languages.js";
import type { NotifyingEventType } from "../../shared/ws-events.js";
import type { NotificationChannel } from "../../shared/notification-preferences.js";
import type { PositionChange } from "../../shared/position-changes.js";
import type { AlertOutcome } from "../../shared/alerts.js";

/*
 * Timestamps are ISO-8601 UTC strings (Date#toISOString) in both dialects: they sort and compare
 * correctly as text, and rows read the same from SQLite and PostgreSQL (docs/decisions/0002).
 */

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: UserRole;
  subscription_status: SubscriptionStatus;
  subscription_expiry: string | null;
  created_at: string;
  updated_at: string;
  /** When the account proved it reads `email` (docs/product.md#accounts); null until then. */
  email_verified_at: string | null;
  /** The member's chosen language (src/shared/i18n/languages.ts); null until they choose one. */
  language: Language | null;
}

export interface SessionsTable {
  /** SHA-256 of the session token: the token itself is never stored. */
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** When its sign-in passed the second step (docs/product.md#accounts); null without one. */
  second_factor_at: string | null;
  /** The browser's User-Agent at sign-in, at most 512 characters. */
  user_agent: string | null;
  /** The address it signed in from. */
  ip: string | null;
  /** Its approximate place, from the trusted proxy's headers ("Berlin, Germany", "Local network"). */
  place: string | null;
}

/** An authenticator app's secret; `enabled_at` is null while the enrolment waits for the app's first code. */
export interface SecondFactorsTable {
  user_id: string;
  /** Base32, as the app was given it. */
  totp_secret: string;
  enabled_at: string | null;
  /** The TOTP time step of the last accepted code: a code is accepted once. */
  last_used_step: number | null;
  created_at: string;
}

/** Single-use codes for a lost authenticator, stored as SHA-256 (they are random, so a fast hash is enough). */
export interface RecoveryCodesTable {
  code_hash: string;
  user_id: string;
  used_at: string | null;
}

/** A passkey: a WebAuthn credential's public key, registered by one of the user's devices. */
export interface PasskeysTable {
  /** The credential id, base64url. */
  id: string;
  user_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter at the last use (0 for authenticators that keep none). */
  counter: number;
  /** JSON array of how the browser may reach the authenticator ("internal", "usb", "hybrid", …). */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export const WEBAUTHN_PURPOSES = ["register", "enrol", "sign_in"] as const;

/** A challenge handed to a browser, answered once before it expires. */
export interface WebauthnChallengesTable {
  challenge: string;
  purpose: (typeof WEBAUTHN_PURPOSES)[number];
  /** Whose passkey it registers; null for a sign-in, where the passkey names its user. */
  user_id: string | null;
  expires_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A single-use email link, stored as SHA-256: it verifies the account's address, or changes it to `email`. */
export interface EmailVerificationsTable {
  token_hash: string;
  user_id: string;
  purpose: EmailLinkPurpose;
  /** The address the link was sent to, lower case. */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}
export type EmailLinkPurpose = "verify" | "change";

/** A browser (User-Agent) and address an account has signed in from; '' where the request did not tell. */
export interface SignInDevicesTable {
  user_id: string;
  user_agent: string;
  ip: string;
  first_seen_at: string;
}

/** Sign-in attempts per account and client address in the current window; address '' counts every address. */
export interface SignInAttemptsTable {
  email: string;
  address: string;
  window_started_at: string;
  attempts: number;
}

/** The columns of a queue every instance works by lease (src/server/db/leases.ts). */
export interface LeasedRow {
  attempts: Generated<number>;
  lease_owner: string | null;
  lease_until: string | null;
  last_error: string | null;
}

/**
 * The record of each message and whom it went to; its sending is an `email` job (docs/decisions/0026-one-job-queue.md).
 * The lease columns serve the previous release only: a row the job queue holds is leased to it for good.
 */
export interface EmailOutboxTable extends LeasedRow {
  id: string;
  recipient: string;
  subject: string;
  /** The plain text of a message from before templates; '' for the others, rendered from `kind` and `props`. */
  body: string;
  created_at: string;
  sent_at: string | null;
  /** Whose message it is; null for an address with no account behind it yet (an email change's new address). */
  user_id: string | null;
  /** The template (src/server/features/mail/email-catalog.ts). */
  kind: string;
  /** The template's data, JSON; emptied once delivered or a day old, as it may hold a sign-in link. */
  props: string;
  /** A message that must go once (a reminder, a receipt) is queued once under this key. */
  dedup_key: string | null;
  status: OutboxStatus;
  next_attempt_at: string;
}

/** A member turned a topic of optional email off (docs/product.md#email). */
export interface EmailOptOutsTable {
  user_id: string;
  topic: EmailTopic;
  created_at: string;
}

/** A member turned on a topic that is off by default (EMAIL_TOPIC_ON_BY_DEFAULT). */
export type EmailOptInsTable = EmailOptOutsTable;

/** An address that receives account messages only, until its owner changes or verifies it again. */
export interface EmailUndeliverableTable {
  /** Lower case. */
  email: string;
  reason: UndeliverableReason;
  /** What the mail server or the provider's report said, for the operator. */
  detail: string | null;
  created_at: string;
}

/** The secret that signs unsubscribe links: one row, generated on first use. */
export interface EmailSigningKeysTable {
  id: number;
  secret: string;
  created_at: string;
}

export type PaymentProviderName = "local" | "stripe";

export interface StripeCustomersTable {
  user_id: string;
  customer_id: string;
  created_at: string;
}

export type CheckoutStatus = "creating" | "open" | "completed" | "canceled" | "expired";

export interface CheckoutSessionsTable {
  id: string;
  user_id: string;
  plan: PlanType;
  provider: PaymentProviderName;
  provider_session_id: string | null;
  url: string | null;
  status: CheckoutStatus;
  open_key: string | null;
  amount_cents: number;
  created_at: string;
  completed_at: string | null;
  /** Pro: the Stripe subscription this checkout created, once known. */
  provider_subscription_id: string | null;
  /** The promotion code the checkout was opened with; its discount is in `amount_cents`. */
  promotion_code_id?: string | null;
}

/** A discount code (docs/product.md#promotion-codes), mirrored at Stripe by a coupon and a promotion code. */
export interface PromotionCodesTable {
  id: string;
  /** Upper case, unique. */
  code: string;
  name: string;
  discount_kind: "percent" | "amount";
  /** Percent, or cents. */
  discount_value: number;
  duration: "once" | "repeating";
  duration_months: number | null;
  /** Comma-separated plan types. */
  plans: string;
  /** The last day (UTC) it can be used. */
  expires_on: string | null;
  max_redemptions: number | null;
  once_per_member: number;
  active: number;
  provider: PaymentProviderName;
  provider_coupon_id: string | null;
  provider_promotion_code_id: string | null;
  created_at: string;
  created_by: string | null;
}

/** One paid checkout that used a code. */
export interface PromotionRedemptionsTable {
  id: string;
  promotion_code_id: string;
  user_id: string | null;
  checkout_id: string;
  /** `{code id}:{user id}` when the code is once per member, so a second use cannot be recorded. */
  member_key: string | null;
  plan: PlanType;
  amount_cents: number;
  list_price_cents: number;
  redeemed_at: string;
}

/** A member's referral code (docs/product.md#referrals). */
export interface ReferralCodesTable {
  user_id: string;
  code: string;
  created_at: string;
}

/** A member the admin made an affiliate: they earn commissions on their referrals. */
export interface AffiliatesTable {
  user_id: string;
  marked_at: string;
  marked_by: string | null;
}

/** One visit through a referral link: its id is the visitor's cookie, and the link carried to another device. */
export interface ReferralVisitsTable {
  id: string;
  referrer_id: string;
  visited_at: string;
}

/** A click counted once per visitor and UTC day; the visitor is a keyed hash, never an address. */
export interface ReferralClicksTable {
  referrer_id: string;
  visitor_key: string;
  day: string;
}

/** Who referred a member: one row, written at registration from the first visit still counting. */
export interface ReferralsTable {
  referred_id: string;
  referrer_id: string;
  visit_id: string;
  visited_at: string;
  registered_at: string;
}

/** A commission on one payment of a referred member; `earned` is derived from `hold_until`. */
export interface ReferralCommissionsTable {
  id: string;
  referrer_id: string;
  referred_id: string | null;
  payment_id: string;
  payment_reference: string;
  payment_cents: number;
  commission_cents: number;
  livemode: number;
  status: "pending" | "reversed" | "paid";
  paid_at: string;
  hold_until: string;
  reversed_at: string | null;
  reversed_reason: string | null;
  payout_id: string | null;
  created_at: string;
}

/** A member's reward for a referral who paid (docs/decisions/0036-member-credit.md): credit, once per referred member. */
export interface ReferralRewardsTable {
  id: string;
  referrer_id: string;
  referred_id: string | null;
  payment_id: string;
  payment_reference: string;
  payment_cents: number;
  kind: "credit" | "freeMonth";
  amount_cents: number;
  livemode: number;
  status: "pending" | "granting" | "granted" | "reversed";
  paid_at: string;
  hold_until: string;
  reversed_at: string | null;
  reversed_reason: string | null;
  granted_at: string | null;
  /** Stripe's customer balance transaction (cbtxn_…) that holds the credit; null for the local checkout's ledger. */
  provider_transaction_id: string | null;
  created_at: string;
}

/** Credit taken off one payment of a member, by the payment's invoice. */
export interface CreditUsesTable {
  id: string;
  user_id: string;
  payment_reference: string;
  amount_cents: number;
  livemode: number;
  used_at: string;
}

/** A payout the admin marked paid. */
export interface ReferralPayoutsTable {
  id: string;
  user_id: string;
  idempotency_key: string;
  amount_cents: number;
  commissions: number;
  period_start: string;
  period_end: string;
  paid_at: string;
  paid_by: string | null;
}

/** A member's one money-back guarantee refund (docs/product.md#payments): the primary key makes it once. */
export interface GuaranteeRefundsTable {
  user_id: string;
  /** The ledger row of the charge given back. */
  payment_id: string;
  amount_cents: number;
  /** pending while the provider is asked, done once the refund is recorded. */
  status: "pending" | "done";
  requested_at: string;
  completed_at: string | null;
}

export interface PaymentEventsTable {
  id: string;
  type: string;
  user_id: string | null;
  received_at: string;
  /** 1 for real money, 0 for a test payment (the local checkout, or Stripe's test mode). */
  livemode: number;
  /** Why the event granted nothing, when it was refused. */
  refusal: string | null;
}

/** Stripe's subscription statuses, and the local provider's subset of them. */
export type ProSubscriptionStatus =
  "incomplete" | "incomplete_expired" | "trialing" | "active" | "past_due" | "canceled" | "unpaid" | "paused";

/** Stripe's statuses after which nothing more is ever charged: any other, not ended, is a running subscription. */
export const ENDED_PRO_SUBSCRIPTION_STATUSES: readonly ProSubscriptionStatus[] = ["canceled", "incomplete_expired"];

export interface ProSubscriptionsTable {
  id: string;
  user_id: string;
  provider: PaymentProviderName;
  status: ProSubscriptionStatus;
  status_at: string | null;
  /** 0 or 1 (portable across SQLite and PostgreSQL). */
  cancel_at_period_end: number;
  paid_through: string | null;
  ended_at: string | null;
  last_paid_at: string | null;
  last_failed_at: string | null;
  created_at: string;
  updated_at: string;
}

export type PaymentKind = "charge" | "refund";

export interface PaymentsTable {
  id: string;
  user_id: string | null;
  kind: PaymentKind;
  plan: PlanType | null;
  /** Always positive; a refund subtracts from revenue. */
  amount_cents: number;
  currency: string;
  provider: PaymentProviderName;
  reference: string;
  payment_reference: string;
  description: string;
  occurred_at: string;
  created_at: string;
  /** 1 for real money, 0 for a test payment: revenue counts only live rows. */
  livemode: number;
  /** The Pro subscription a charge (or its refund) belongs to. */
  subscription_id: string | null;
}

export interface PositionsTable {
  id: string;
  asset: string;
  asset_class: AssetClass;
  direction: Direction;
  entry_price: number;
  entry_zone_low: number | null;
  entry_zone_high: number | null;
  current_price: number | null;
  commentary: string | null;
  risk_level: RiskLevel | null;
  status: PositionStatus;
  // The state derived from the position's events (docs/decisions/0010-trade-lifecycle-events.md), written in the
  // same transaction as each event; a draft's is derived from its plan.
  /** TP1's price. */
  target_price: number | null;
  /** JSON of the targets' state (`Target[]`, src/shared/trade-lifecycle.ts). */
  targets: string;
  /** The stop now. */
  stop_loss: number | null;
  /** The stop the position opened with: R is measured from it. */
  initial_stop_loss: number | null;
  /** Share-weighted exit, once closed. */
  exit_price: number | null;
  /** The result in percent once closed, cancelled and voided aside (docs/product.md#results). */
  pnl: number | null;
  result_percent: number | null;
  result_pips: number | null;
  result_r: number | null;
  open_share: number;
  realized_share: number;
  outcome: Outcome | null;
  outcome_reason: string | null;
  version: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  /**
   * When members without early access may see it (docs/product.md#early-access): its publication plus the delay of
   * then, moved by a change of the setting until it passes; null for a draft.
   */
  released_at: string | null;
  /** When its release was announced to them (live, push, email, the room); null until done. */
  release_announced_at: string | null;
  closed_at: string | null;
  /** Deleting hides a position; its events stay (docs/product.md#history). */
  deleted_at: string | null;
  /** JSON of its `TrackingOptions` (src/shared/price-tracking.ts); null: the defaults. */
  tracking: string | null;
  /** Set while the feed is quiet for its instrument with the market open (docs/prices.md). */
  tracking_paused_since: string | null;
}

/** Append-only (docs/product.md#lifecycle): rows are inserted, never updated or deleted. */
export interface PositionEventsTable {
  id: string;
  position_id: string;
  seq: number;
  type: TradeEventType;
  at: string;
  actor_id: string | null;
  /** JSON of the event's facts (`TradeEventData`). */
  data: string;
  /** Its place in the one hash chain of all events (src/shared/record-chain.ts), from 1. */
  chain_seq: number;
  /** The link before it (GENESIS_HASH for the first). */
  prev_hash: string;
  /** SHA-256 of its canonical content. */
  content_hash: string;
  /** Its link: SHA-256 of prev_hash followed by content_hash. */
  hash: string;
  /** What made it besides the admin: a provider key ("key:<id>") or an alert source ("alert:<id>"); null for neither. */
  via: string | null;
}

/** A published head of the chain (docs/decisions/0015-verifiable-track-record.md); append-only. */
export interface RecordHeadsTable {
  /** The newest event's chain_seq when it was published: each head is further along the chain than the last. */
  sequence: number;
  /** That event's link hash. */
  hash: string;
  at: string;
  /** The UTC day ("2026-11-26") of the daily head; null for one an admin published on demand. */
  daily_key: string | null;
}

/** An outside authority's RFC 3161 time-stamp over a published head (docs/decisions/0029-witnessed-record-heads.md). */
export interface RecordHeadWitnessesTable {
  sequence: number;
  /** The authority's address the token came from. */
  tsa: string;
  /** The common name of the certificate that signed it. */
  signer: string;
  /** The time the authority signed (ISO). */
  at: string;
  /** Base64 of the DER TimeStampToken. */
  token: string;
}

export interface PositionFollowsTable {
  user_id: string;
  position_id: string;
  created_at: string;
}

export interface PositionViewsTable {
  id: string;
  position_id: string;
  user_id: string;
  kind: ViewKind;
  viewed_at: string;
}

export interface AppSettingsTable {
  key: string;
  /** JSON-encoded value. */
  value: string;
  updated_at: string;
  updated_by: string | null;
}

export interface LiveSessionsTable {
  id: string;
  user_id: string;
  started_at: string;
  ended_at: string | null;
}

export interface NotificationEventsTable {
  id: Generated<number>;
  type: NotifyingEventType;
  message: string;
  at: string;
  position_id: string;
  /** JSON of the Position as announced. */
  position: string;
  /** When its pushes, holds and emails were queued; null while pending. */
  fanned_out_at: string | null;
  /** What happened (src/shared/position-changes.ts); null on events stored before it was recorded. */
  change: PositionChange | null;
  /** 1: announced before its position's release, so fanned out to early access now and to the others at the release. */
  early_only: Generated<number>;
  /** 1: a release notice, announced at its position's release to the members without early access alone. */
  late_only: Generated<number>;
  /**
   * JSON of the trade event's words as catalogue keys (src/shared/trade-event-words.ts), worded in each reader's
   * language; null on a release notice and on events stored before: their `message` is read as it is.
   */
  words: string | null;
}

/**
 * Where a member stands in the feed, written only by their own actions (docs/decisions/0016-feed-read-through-access.md):
 * events up to `read_through` are read, those up to `cleared_through` cleared away. None: nothing read or cleared.
 */
export interface FeedMarksTable {
  user_id: string;
  read_through: number;
  cleared_through: number;
}

/** An item a member marked read one by one, above their `read_through`. */
export interface FeedReadsTable {
  user_id: string;
  event_id: number;
}

/** A member's saved notification preferences (docs/product.md#notification-preferences); none means the defaults. */
export interface NotificationPreferencesTable {
  user_id: string;
  /** IANA name; null until the member saves one. */
  time_zone: string | null;
  /** 0 or 1. */
  quiet_hours_enabled: number;
  /** "HH:MM" on the member's clock. */
  quiet_hours_start: string;
  quiet_hours_end: string;
  updated_at: string;
}

/** Something a member turned off on a channel: `kind:<kind>` or `asset:<asset class>`. */
export interface NotificationOptOutsTable {
  user_id: string;
  channel: NotificationChannel;
  subject: string;
}

/** A delivery kept back by quiet hours, sent in their summary (docs/product.md#quiet-hours). */
export interface NotificationHoldsTable {
  user_id: string;
  channel: NotificationChannel;
  event_id: number;
  held_at: string;
}

export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export type PushUrgency = "very-low" | "low" | "normal" | "high";

export interface PushMessagesTable {
  id: string;
  payload: string;
  topic: string | null;
  urgency: PushUrgency;
  ttl_seconds: number;
  created_at: string;
}

export interface PushJobsTable extends LeasedRow {
  /** A bigint on PostgreSQL, which pg reads as a string: repositories convert. */
  id: Generated<number | string>;
  message_id: string;
  subscription_id: string;
  available_at: string;
  created_at: string;
}

/** The one durable job queue (src/server/lib/jobs/job-queue.ts): every kind of background work, by lease. */
export interface JobsTable extends LeasedRow {
  /** A bigint on PostgreSQL, which pg reads as a string: the repository converts. */
  id: Generated<number | string>;
  /** Which handler runs it. */
  kind: string;
  /** The handler's own text: what the job is to do. */
  payload: string;
  /** Jobs that share one stored piece (one push message to many devices); null for a job on its own. */
  batch_id: string | null;
  /** At most one job per key until it is done or given up, so the same work may be queued again later. */
  dedup_key: string | null;
  status: Generated<"pending" | "failed">;
  available_at: string;
  created_at: string;
  finished_at: string | null;
}

export interface VapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: string;
}

/** A member's copy of their own data (docs/product.md#accounts). */
export interface DataExportsTable {
  id: string;
  user_id: string;
  status: DataExportStatus;
  /** The member's id while pending, null once ready: one export in preparation per member. */
  pending_key: string | null;
  created_at: string;
  ready_at: string | null;
  expires_at: string;
  /** The export's JSON, once ready. */
  content: string | null;
}

/** Where a linked chat account stands in the gated room (docs/product.md#telegram). */
export type RoomMemberState = "linked" | "invited" | "joined" | "left" | "removed";

/** An external chat account (a Telegram user) linked to a member; `user_id` null once deleted or unlinked. */
/** docs/product.md#support: one conversation per member. */
export interface SupportConversationsTable {
  member_id: string;
  waiting_since: string | null;
  last_message_at: string;
  last_message_id: string;
  member_read_at: string | null;
  created_at: string;
}

export interface SupportMessagesTable {
  id: string;
  member_id: string;
  author: "member" | "support";
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: string;
}

/** docs/admin-panel.md#admin-log: one admin action, who did it, from where, and what it changed. */
/** A webhook the provider's charting tool posts alerts to (docs/integrations.md#providers). */
export interface AlertSourcesTable {
  id: string;
  name: string;
  /** SHA-256 of the secret in its URL: the secret itself is shown once and never stored. */
  secret_hash: string;
  /** 1: its alerts publish at once; 0: they wait as drafts for an admin's approval. */
  publishes: number;
  default_asset_class: AssetClass | null;
  /** An alert whose time is older than this is refused as stale. */
  max_age_seconds: number;
  created_by: string | null;
  created_at: string;
  secret_set_at: string;
  last_alert_at: string | null;
  revoked_at: string | null;
}

/** One alert received and its outcome, kept 90 days. */
export interface AlertReceiptsTable {
  id: string;
  source_id: string;
  received_at: string;
  /**
   * The alert's id, or a hash of its body and minute; unique per source; null once refused or for a duplicate. A
   * refusal before reading is keyed `refused:<reason>:<minute>`, its line's count adding up that minute's.
   */
  dedupe_key: string | null;
  outcome: AlertOutcome;
  reason: string | null;
  action: string | null;
  reference: string | null;
  symbol: string | null;
  /** The body as received (at most the alert size limit). */
  body: string;
  position_id: string | null;
  /** When an admin approved or dismissed a draft. */
  decided_at: string | null;
  /** How many alerts the line stands for: above 1 only for refusals before reading, counted per minute. */
  count: number;
}

/** The provider's reference for a trade an alert opened, and its position. */
export interface AlertTradesTable {
  source_id: string;
  reference: string;
  position_id: string;
  created_at: string;
}

/** An API key for the provider's scripts; only its SHA-256 is kept. */
export interface ProviderKeysTable {
  id: string;
  name: string;
  key_hash: string;
  /** Comma-separated `ProviderKeyScope`s. */
  scopes: string;
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface AdminLogTable {
  id: string;
  at: string;
  admin_id: string | null;
  admin_name: string;
  admin_email: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  address: string;
  user_agent: string;
  outcome: "started" | "done" | "refused";
  /** JSON: [{ field, before, after }]. */
  changes: string;
  search_text: string;
}

/** docs/product.md#weekly-summaries: a Pro member's summary of one week, as written. */
export interface WeeklySummariesTable {
  user_id: string;
  week_start: string;
  /** JSON of the WeeklySummary. */
  summary: string;
  created_at: string;
}

/** docs/product.md#portfolio: a signal a Pro member took; `parts` is the JSON of the parts they closed. */
export interface TakenTradesTable {
  id: string;
  user_id: string;
  position_id: string;
  entry_price: number;
  size: number;
  account_size: number | null;
  risk_percent: number | null;
  quote_per_usd: number | null;
  follow_signal: number;
  parts: string;
  seen_seq: number;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

export interface PortfolioActivityTable {
  id: string;
  user_id: string;
  trade_id: string;
  position_id: string;
  event_seq: number;
  /** The update in English, kept for the admin and the data export; members read `words`. */
  message: string;
  money: number | null;
  at: string;
  /**
   * JSON of the update's words as catalogue keys (src/shared/portfolio-update-words.ts), worded in the member's
   * language; null on updates stored before: their `message` is read as it is.
   */
  words: string | null;
}

/** docs/product.md#market-insights: the admins' posts. */
export interface InsightsTable {
  id: string;
  title: string;
  body: string;
  instrument: string | null;
  author_id: string | null;
  published_at: string;
  updated_at: string;
}

/** An insight's chart, its type decided from its bytes. */
export interface InsightImagesTable {
  insight_id: string;
  content_type: string;
  data: Buffer;
}

export interface RoomMembersTable {
  platform: string;
  external_id: string;
  user_id: string | null;
  state: RoomMemberState;
  /** The one-use invite link last issued to this account. */
  invite_link: string | null;
  invite_expires_at: string | null;
  /** Why the account was last removed, as told to the member. */
  reason: string | null;
  /** The time of the last join or leave applied: an older one arriving late is ignored. */
  member_seen_at: string | null;
  linked_at: string;
  updated_at: string;
  /** The account's name on its platform, shown as "linked as @name" (Discord; null for Telegram). */
  display_name: string | null;
  /** The role last given in the room ('trial' or 'pro'; Discord), so a change of plan is noticed. */
  role_tier: "trial" | "pro" | null;
}

/**
 * An OAuth2 grant that lets the bot add the account to the server (Discord's `guilds.join`,
 * docs/decisions/0022-discord-room.md); deleted on unlink or when refused.
 */
export interface RoomOauthGrantsTable {
  platform: string;
  external_id: string;
  access_token: string;
  refresh_token: string | null;
  expires_at: string;
  updated_at: string;
}

export interface RoomLinkTokensTable {
  token_hash: string;
  platform: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
}

/** The rooms' jobs before the one job queue: kept, empty, for the previous release during a rolling upgrade. */
export interface RoomOutboxTable extends LeasedRow {
  id: string;
  platform: string;
  /** room_access (make the room match the member's access), refuse_join, signal_post, signal_update, record_head. */
  kind: string;
  payload: string;
  /** At most one pending job per key; cleared when done, so the same work may be queued again later. */
  dedup_key: string | null;
  status: OutboxStatus;
  next_attempt_at: string;
  created_at: string;
  done_at: string | null;
}

export interface RoomPostsTable {
  platform: string;
  position_id: string;
  chat_id: string;
  message_id: string;
  posted_at: string;
}

export interface RoomActionsTable {
  id: string;
  platform: string;
  at: string;
  external_id: string | null;
  user_id: string | null;
  action: string;
  detail: string;
  /** access (the access check or a job), reconciler, update (a join or leave), admin. */
  source: string;
}

/** Posts and member messages done (or given up) for good, by their job's dedup key: none is sent twice. */
export interface RoomJobsDoneTable {
  dedup_key: string;
  done_at: string;
}

/** Raised by the database on every write to the table it names (the positions list's cache reads it). */
export interface ListRevisionsTable {
  name: string;
  revision: number | string;
}

export interface RoomUpdatesSeenTable {
  platform: string;
  update_id: string;
  seen_at: string;
}

export interface RoomLeasesTable {
  name: string;
  owner: string;
  until: string;
}

/** A member's read-only API token (docs/integrations.md#api-tokens): only its SHA-256 is kept. */
export interface ApiTokensTable {
  id: string;
  user_id: string;
  name: string;
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
}

/** A member's webhook endpoint (docs/integrations.md#webhooks). */
export interface WebhookEndpointsTable {
  id: string;
  user_id: string;
  url: string;
  /** JSON array of the trade lifecycle event types it receives. */
  event_types: string;
  /** The signing secret, `whsec_<base64>`. */
  secret: string;
  /** The secret before the last rotation, still signed with until `previous_secret_until`. */
  previous_secret: string | null;
  previous_secret_until: string | null;
  /** When its current run of failed deliveries began; null while it answers. */
  failing_since: string | null;
  disabled_at: string | null;
  disabled_reason: string | null;
  created_at: string;
}

export type WebhookMessageStatus = "pending" | "delivered" | "failed";

/** One event for one endpoint, sent in `seq` order; its row is the endpoint's delivery log. */
export interface WebhookMessagesTable {
  /** A bigint on PostgreSQL, which pg reads as a string: the repository converts. */
  seq: Generated<number | string>;
  /** The `webhook-id` receivers deduplicate by. */
  id: string;
  endpoint_id: string;
  event_type: string;
  body: string;
  status: Generated<WebhookMessageStatus>;
  attempts: Generated<number>;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  second_factors: SecondFactorsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  password_resets: PasswordResetsTable;
  email_verifications: EmailVerificationsTable;
  sign_in_devices: SignInDevicesTable;
  sign_in_attempts: SignInAttemptsTable;
  email_outbox: EmailOutboxTable;
  email_opt_outs: EmailOptOutsTable;
  email_opt_ins: EmailOptInsTable;
  email_undeliverable: EmailUndeliverableTable;
  email_signing_keys: EmailSigningKeysTable;
  stripe_customers: StripeCustomersTable;
  checkout_sessions: CheckoutSessionsTable;
  promotion_codes: PromotionCodesTable;
  promotion_redemptions: PromotionRedemptionsTable;
  guarantee_refunds: GuaranteeRefundsTable;
  referral_codes: ReferralCodesTable;
  affiliates: AffiliatesTable;
  referral_visits: ReferralVisitsTable;
  referral_clicks: ReferralClicksTable;
  referrals: ReferralsTable;
  referral_commissions: ReferralCommissionsTable;
  referral_payouts: ReferralPayoutsTable;
  referral_rewards: ReferralRewardsTable;
  credit_uses: CreditUsesTable;
  payment_events: PaymentEventsTable;
  pro_subscriptions: ProSubscriptionsTable;
  payments: PaymentsTable;
  positions: PositionsTable;
  position_events: PositionEventsTable;
  record_heads: RecordHeadsTable;
  record_head_witnesses: RecordHeadWitnessesTable;
  position_follows: PositionFollowsTable;
  position_views: PositionViewsTable;
  app_settings: AppSettingsTable;
  live_sessions: LiveSessionsTable;
  notification_events: NotificationEventsTable;
  feed_marks: FeedMarksTable;
  feed_reads: FeedReadsTable;
  notification_preferences: NotificationPreferencesTable;
  notification_opt_outs: NotificationOptOutsTable;
  notification_holds: NotificationHoldsTable;
  push_subscriptions: PushSubscriptionsTable;
  push_messages: PushMessagesTable;
  push_jobs: PushJobsTable;
  jobs: JobsTable;
  vapid_keys: VapidKeysTable;
  data_exports: DataExportsTable;
  room_members: RoomMembersTable;
  room_link_tokens: RoomLinkTokensTable;
  room_outbox: RoomOutboxTable;
  room_posts: RoomPostsTable;
  room_actions: RoomActionsTable;
  room_jobs_done: RoomJobsDoneTable;
  list_revisions: ListRevisionsTable;
  room_updates_seen: RoomUpdatesSeenTable;
  room_leases: RoomLeasesTable;
  room_oauth_grants: RoomOauthGrantsTable;
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  weekly_summaries: WeeklySummariesTable;
  taken_trades: TakenTradesTable;
  portfolio_activity: PortfolioActivityTable;
  insights: InsightsTable;
  insight_images: InsightImagesTable;
  admin_log: AdminLogTable;
  api_tokens: ApiTokensTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_messages: WebhookMessagesTable;
  alert_sources: AlertSourcesTable;
  alert_receipts: AlertReceiptsTable;
  alert_trades: AlertTradesTable;
  provider_keys: ProviderKeysTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type CheckoutSessionRow = Selectable<CheckoutSessionsTable>;
export type PromotionCodeRow = Selectable<PromotionCodesTable>;
export type PromotionRedemptionRow = Selectable<PromotionRedemptionsTable>;
export type GuaranteeRefundRow = Selectable<GuaranteeRefundsTable>;
export type ProSubscriptionRow = Selectable<ProSubscriptionsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type PositionRow = Selectable<PositionsTable>;
export type PositionEventRow = Selectable<PositionEventsTable>;
export type DataExportRow = Selectable<DataExportsTable>;
