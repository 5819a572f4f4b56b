import {
  Migrator,
  PostgresAdapter,
  sql,
  type DatabaseIntrospector,
  type Migration,
  type MigrationProvider,
} from "kysely";
import type { Db } from "./database.js";
import * as usersAndSessions from "./migrations/2026-11-21-0001-users-and-sessions.js";
import * as payments from "./migrations/2026-11-21-0002-payments.js";
import * as positions from "./migrations/2026-11-21-0003-positions.js";
import * as settingsAndLiveSessions from "./migrations/2026-11-21-0004-settings-and-live-sessions.js";
import * as admin from "./migrations/2026-11-21-0005-admin.js";
import * as notifications from "./migrations/2026-11-21-0006-notifications.js";
import * as signInAttempts from "./migrations/2026-11-23-0001-sign-in-attempts.js";
import * as testPayments from "./migrations/2026-11-23-0007-test-payments.js";
import * as secondFactors from "./migrations/2026-11-24-0001-second-factors.js";
import * as sessionDevices from "./migrations/2026-11-24-0002-session-devices.js";
import * as emailVerification from "./migrations/2026-11-26-0001-email-verification.js";
import * as dataExports from "./migrations/2026-11-26-0002-data-exports.js";
import * as passkeys from "./migrations/2026-11-26-0003-passkeys.js";
import * as sessionPlace from "./migrations/2026-11-26-0004-session-place.js";
import * as tradeLifecycle from "./migrations/2026-11-26-0010-trade-lifecycle.js";
import * as emailOutboxQueue from "./migrations/2026-11-26-0020-email-outbox-queue.js";
import * as emailSuppressions from "./migrations/2026-11-26-0021-email-suppressions.js";
import * as notificationPreferences from "./migrations/2026-11-26-0030-notification-preferences.js";
import * as priceTracking from "./migrations/2026-11-26-0050-price-tracking.js";
import * as eventChain from "./migrations/2026-11-26-0060-event-chain.js";
import * as recordHeads from "./migrations/2026-11-26-0080-record-heads.js";
import * as feedMarks from "./migrations/2026-11-27-0070-feed-marks.js";
import * as emailOptIns from "./migrations/2026-11-27-0090-email-opt-ins.js";
import * as rooms from "./migrations/2026-11-27-0100-rooms.js";
import * as earlyAccess from "./migrations/2026-11-27-0110-early-access.js";
import * as support from "./migrations/2026-11-27-0140-support.js";
import * as insights from "./migrations/2026-11-27-0150-insights.js";
import * as portfolio from "./migrations/2026-11-27-0160-portfolio.js";
import * as weeklySummaries from "./migrations/2026-11-27-0170-weekly-summaries.js";
import * as discordRoom from "./migrations/2026-11-27-0180-discord-room.js";
import * as releaseNotices from "./migrations/2026-11-27-0193-release-notices.js";
import * as previousFeedTables from "./migrations/2026-11-28-0190-previous-feed-tables.js";
import * as adminLog from "./migrations/2026-12-01-0190-admin-log.js";
import * as jobs from "./migrations/2026-12-02-0200-jobs.js";
import * as emailJobs from "./migrations/2026-12-03-0210-email-jobs.js";
import * as roomJobs from "./migrations/2026-12-04-0220-room-jobs.js";
import * as listRevisions from "./migrations/2026-12-05-0230-list-revisions.js";
import * as apiAccess from "./migrations/2026-12-06-0240-api-access.js";
import * as automation from "./migrations/2026-12-07-0250-automation.js";
import * as promotionCodes from "./migrations/2026-12-08-0260-promotion-codes.js";
import * as recordHeadWitnesses from "./migrations/2026-12-09-0270-record-head-witnesses.js";
import * as referrals from "./migrations/2026-12-10-0280-referrals.js";
import * as alertRefusalCounts from "./migrations/2026-12-10-0300-alert-refusal-counts.js";
import * as memberCredit from "./migrations/2026-12-11-0320-member-credit.js";
import * as memberLanguage from "./migrations/2026-12-11-0340-member-language.js";
import * as eventWords from "./migrations/2026-12-12-0360-event-words.js";
import * as activityWords from "./migrations/2026-12-13-0380-activity-words.js";
import * as verifiedAddresses from "./migrations/2026-12-14-0400-verified-addresses.js";
import * as firstEvents from "./migrations/2026-12-15-0420-first-events.js";

/**
 * Every migration, in order. Listed explicitly (rather than read from the folder) so the same list
 * runs from TypeScript sources in tests and from the compiled build. A landed migration is never edited.
 */
const MIGRATIONS: Record<string, Migration> = {
  "2026-11-21-0001-users-and-sessions": usersAndSessions,
  "2026-11-21-0002-payments": payments,
  "2026-11-21-0003-positions": positions,
  "2026-11-21-0004-settings-and-live-sessions": settingsAndLiveSessions,
  "2026-11-21-0005-admin": admin,
  "2026-11-21-0006-notifications": notifications,
  "2026-11-23-0001-sign-in-attempts": signInAttempts,
  "2026-11-23-0007-test-payments": testPayments,
  "2026-11-24-0001-second-factors": secondFactors,
  "2026-11-24-0002-session-devices": sessionDevices,
  "2026-11-26-0001-email-verification": emailVerification,
  "2026-11-26-0002-data-exports": dataExports,
  "2026-11-26-0003-passkeys": passkeys,
  "2026-11-26-0004-session-place": sessionPlace,
  "2026-11-26-0010-trade-lifecycle": tradeLifecycle,
  "2026-11-26-0020-email-outbox-queue": emailOutboxQueue,
  "2026-11-26-0021-email-suppressions": emailSuppressions,
  "2026-11-26-0030-notification-preferences": notificationPreferences,
  "2026-11-26-0050-price-tracking": priceTracking,
  "2026-11-26-0060-event-chain": eventChain,
  "2026-11-26-0080-record-heads": recordHeads,
  "2026-11-27-0070-feed-marks": feedMarks,
  "2026-11-27-0090-email-opt-ins": emailOptIns,
  "2026-11-27-0100-rooms": rooms,
  "2026-11-27-0110-early-access": earlyAccess,
  "2026-11-27-0140-support": support,
  "2026-11-27-0150-insights": insights,
  "2026-11-27-0160-portfolio": portfolio,
  "2026-11-27-0170-weekly-summaries": weeklySummaries,
  "2026-11-27-0180-discord-room": discordRoom,
  "2026-11-27-0193-release-notices": releaseNotices,
  "2026-11-28-0190-previous-feed-tables": previousFeedTables,
  "2026-12-01-0190-admin-log": adminLog,
  "2026-12-02-0200-jobs": jobs,
  "2026-12-03-0210-email-jobs": emailJobs,
  "2026-12-04-0220-room-jobs": roomJobs,
  "2026-12-05-0230-list-revisions": listRevisions,
  "2026-12-06-0240-api-access": apiAccess,
  "2026-12-07-0250-automation": automation,
  "2026-12-08-0260-promotion-codes": promotionCodes,
  "2026-12-09-0270-record-head-witnesses": recordHeadWitnesses,
  "2026-12-10-0280-referrals": referrals,
  "2026-12-10-0300-alert-refusal-counts": alertRefusalCounts,
  "2026-12-11-0320-member-credit": memberCredit,
  "2026-12-11-0340-member-language": memberLanguage,
  "2026-12-12-0360-event-words": eventWords,
  "2026-12-13-0380-activity-words": activityWords,
  "2026-12-14-0400-verified-addresses": verifiedAddresses,
  "2026-12-15-0420-first-events": firstEvents,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Kysely's migrator looks for its own tables in every schema it can see. On PostgreSQL it is told the schema in use,
 * or another schema's migration tables (another app's, or parallel tests' in schemas of their own) count as ours
 * and it skips creating them here ("relation kysely_migration_lock does not exist").
 */
async function migrationTableSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * Kysely's PostgreSQL introspection reads every column of every schema, and fails when another session drops or
 * alters a table meanwhile (parallel test runs dropping their schemas, another app migrating). The migrator only
 * asks which tables exist, so on PostgreSQL it gets a listing of the one schema in use.
 */
function withSchemaOnlyIntrospection(db: Db, schema: string): Db {
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getMetadata: () => db.introspection.getMetadata(),
    getTables: async () => {
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(db);
      return rows.map(({ name }) => ({ name, schema, isView: false, columns: [] }));
    },
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === "introspection") return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely keeps its state in private fields: its methods must run on the real instance.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const schema = await migrationTableSchema(db);
  const migratorDb = schema ? withSchemaOnlyIntrospection(db, schema) : db;
  const migrator = new Migrator({ db: migratorDb, provider, migrationTableSchema: schema });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === "Error");
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${cause}`, { cause: error });
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}
