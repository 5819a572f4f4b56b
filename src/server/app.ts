import type { FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/database.js";
import { accountRoutes } from "./features/account/account.routes.js";
import { adminRoutes } from "./features/admin/admin.routes.js";
import { authRoutes } from "./features/auth/auth.routes.js";
import { attributeRequest, referralQueryLinks, referralsRoutes } from "./features/referrals/referrals.routes.js";
import { accessChanged, createInProcessEventBus, type EventBus } from "./features/events/event-bus.js";
import { type HeldSummaries } from "./features/notifications/held-summaries.js";
import { createHttp } from "./app/http.js";
import { registerPayments } from "./app/payments.js";
import { createDelivery } from "./app/delivery.js";
import { publicSettingsRoutes } from "./features/settings/settings.routes.js";
import { createReleaseWorker } from "./features/positions/position-releases.js";
import { createRewardGrants, type RewardGrants } from "./features/referrals/rewards-run.js";
import { notificationsRoutes } from "./features/notifications/notifications.routes.js";
import { notificationPreferencesRoutes } from "./features/notification-preferences/notification-preferences.routes.js";
import { liveChannel } from "./features/notifications/notifications.ws.js";
import { LiveWrites } from "./features/notifications/live-hub.js";
import { type JobQueue } from "./lib/jobs/job-queue.js";
import { pushBacklog } from "./features/push/push-queue.js";
import { pushRoutes } from "./features/push/push.routes.js";
import { type VapidKeys } from "./features/push/vapid-keys.js";
import { openApiRoutes } from "./features/api-docs/openapi.js";
import { healthRoutes } from "./features/health/health.routes.js";
import { createMailSystem, type MailSystem } from "./features/mail/mail-system.js";
import { mailRoutes } from "./features/mail/mail.routes.js";
import { countPendingEmails } from "./features/mail/outbox.service.js";
import type { MailTransport } from "./features/mail/smtp-transport.js";
import { createMetrics } from "./features/metrics/metrics.js";
import { metricsRoutes, timeRequests } from "./features/metrics/metrics.routes.js";
import { correctionWindowOf, type PositionsDeps } from "./features/positions/position-changes.js";
import type { PollingWorker } from "./lib/polling-worker.js";
import { trackRecordRoutes } from "./features/track-record/track-record.routes.js";
import { freeFeedRoutes } from "./features/free-feed/free-feed.routes.js";
import { registerRoomPlatforms } from "./features/rooms/platforms.js";
import type { RoomSystem } from "./features/rooms/room-system.js";
import { positionsRoutes } from "./features/positions/positions.routes.js";
import { supportRoutes } from "./features/support-desk/support.routes.js";
import { weeklySummariesRoutes } from "./features/weekly-summaries/weekly-summaries.routes.js";
import { analyticsRoutes } from "./features/analytics/analytics.routes.js";
import { portfolioFollower } from "./features/portfolio/follow-signals.js";
import { portfolioRoutes } from "./features/portfolio/portfolio.routes.js";
import { insightsRoutes } from "./features/insights/insights.routes.js";
import { trackingPausedMail } from "./features/admin/tracking-paused-mail.service.js";
import type { PriceTracker } from "./features/prices/price-tracker.js";
import { createTracker } from "./features/prices/tracking.js";
import { FIRST_PRICE_WAIT_MS } from "./features/positions/market-check.js";
import { createQuoteChannel } from "./features/prices/quote-channel.js";
import { createBackgroundTasks, type BackgroundTasks } from "./lib/background-tasks.js";
import { systemClock, type Clock } from "./lib/clock.js";
import { adminLogPlugin } from "./features/admin-log/admin-log.hook.js";
import { auditTargetReaders } from "./audit-target-readers.js";
import { adminLogRoutes } from "./features/admin-log/admin-log.routes.js";
import { authPlugin, sessionCookie } from "./plugins/auth.js";
import { apiTokensRoutes } from "./features/api-tokens/api-tokens.routes.js";
import { memberTokenBearer } from "./features/api-tokens/member-token.js";
import { webhookDelivery } from "./features/webhooks/webhook-delivery.js";
import { createWebhookSender } from "./features/webhooks/webhook-sender.js";
import { systemResolveAll } from "./features/webhooks/webhook-url.js";
import { webhooksRoutes } from "./features/webhooks/webhooks.routes.js";
import { alertWebhookRoutes } from "./features/automation/alerts.routes.js";
import { automationRoutes } from "./features/automation/automation.routes.js";
import { providerKeyBearer } from "./features/automation/provider-key-auth.js";
import { drainingPlugin } from "./plugins/draining.js";
import { answerAfterCommitsAreDurable } from "./plugins/durable-answers.js";
import { errorsPlugin } from "./plugins/errors.js";
import { securityPlugin } from "./plugins/security.js";
import { pagePreloads } from "./plugins/page-preloads.js";
import { rateLimitPlugin } from "./plugins/rate-limit.js";
import { spaPlugin } from "./plugins/spa.js";
import { currentRiskWarning } from "./features/settings/settings.service.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The durable job queue's worker (pushes, email, the rooms' work): main.ts starts it; tests drain it by hand. */
    jobs: JobQueue;
    /** The summaries sent when quiet hours end: main.ts starts them; tests run them by hand. */
    heldSummaries: HeldSummaries;
    /** The VAPID keys: configured, or generated and stored on first use (main.ts uses them at start). */
    vapidKeys: () => Promise<VapidKeys>;
    /** Work requests started without waiting (reset mail): closing waits for it; tests too. */
    backgroundTasks: BackgroundTasks;
    /** Email's sending side: its job handler (with SMTP_URL) runs on `jobs`. */
    mail: MailSystem;
    /** Every route as registered ("GET /api/positions"): the security tests are generated from it. */
    routeTable: readonly string[];
    /** Automatic tracking of open positions, when PRICE_FEED names a feed (docs/prices.md); tests settle it. */
    priceTracker: PriceTracker | null;
    /**
     * Every chat platform's rooms (features/rooms/platforms.ts), each off until an admin saves its settings: main.ts
     * starts them; tests drive each under its platform's name (app.telegram, app.discord).
     */
    roomSystems: readonly RoomSystem<unknown>[];
    /** Announces positions at their release to members without early access: main.ts starts it; tests drain it. */
    releases: PollingWorker;
    /** Grants members' referral credit once its window has passed: main.ts starts it; tests run it by hand. */
    rewardGrants: RewardGrants;
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Another way to the mail server than SMTP_URL (tests: one that fails on cue). */
  mailTransport?: MailTransport;
  /** Where committed position changes are announced; in-process unless given (Redis for several instances). */
  events?: EventBus;
  /** Pino destination override (tests capture logs to assert what is never written). */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole app without listening: main.ts listens, tests call inject() or listen on port 0. */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  mailTransport,
  events,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = await createHttp({ config, logStream });
  answerAfterCommitsAreDurable(app, database);
  const metrics = createMetrics({
    served: config.metricsToken !== undefined,
    readBacklogs: async () => {
      const [push, emailOutboxDepth] = await Promise.all([
        pushBacklog(database.db, clock.now()),
        countPendingEmails(database.db, clock.now()),
      ]);
      return { pushDepth: push.depth, pushOldestAgeSeconds: push.oldestAgeSeconds, emailOutboxDepth };
    },
  });
  app.decorate("metrics", metrics);
  if (config.metricsToken) timeRequests(app, metrics);

  let shuttingDown = false;
  app.addHook("preClose", async () => {
    shuttingDown = true;
  });

  const mail = createMailSystem({
    db: database.db,
    clock,
    log: app.log,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    context: { appName: config.appName, publicUrl: config.publicUrl, supportEmail: config.site.supportEmail },
    ...(mailTransport ? { transport: mailTransport } : {}),
  });
  app.decorate("mail", mail);

  const cookie = sessionCookie(config.secure);
  const authDeps = {
    db: database.db,
    clock,
    appName: config.appName,
    publicUrl: config.publicUrl,
    supportEmail: config.site.supportEmail,
    limits: { accountFailures: config.auth.accountFailures, windowMs: config.auth.windowMs },
  };

  const backgroundTasks = createBackgroundTasks(app.log);
  app.decorate("backgroundTasks", backgroundTasks);
  app.addHook("onClose", () => backgroundTasks.idle());

  await app.register(errorsPlugin);
  await app.register(drainingPlugin);
  // Dynamic JSON answers (performance curves, histories) shrink several times. Gzip only: brotli at its default
  // quality costs too much CPU per request; the built assets are pre-compressed with brotli instead.
  await app.register(compress, { encodings: ["gzip"], threshold: 1024 });
  await app.register(securityPlugin, { publicUrl: config.publicUrl, secure: config.secure });
  await app.register(rateLimitPlugin, { redis: config.redis });
  await app.register(authPlugin, {
    db: database.db,
    clock,
    cookie,
    bearers: [memberTokenBearer({ db: database.db, clock }), providerKeyBearer({ db: database.db, clock })],
  });
  // Before every feature's routes, so each admin action they declare is recorded (features/admin-log).
  await app.register(adminLogPlugin, {
    deps: { db: database.db, clock },
    readers: auditTargetReaders({ db: database.db, clock }),
  });
  await app.register(adminLogRoutes, { deps: { db: database.db, clock }, appName: config.appName });
  await app.register(healthRoutes, { ping: database.ping, isShuttingDown: () => shuttingDown || app.isDraining() });
  await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  await app.register(openApiRoutes);
  const eventBus = events ?? createInProcessEventBus((err) => app.log.error({ err }, "event listener failed"));
  const announceAccessChange = (userId: string) => eventBus.publish(accessChanged(userId));
  const referralsDeps = { db: database.db, clock, publicUrl: config.publicUrl, clickSecret: mail.signingSecret };
  await app.register(referralQueryLinks);
  await app.register(referralsRoutes, { deps: referralsDeps, secure: config.secure });
  await app.register(authRoutes, {
    deps: authDeps,
    cookie,
    addressLimit: config.auth.addressLimit,
    placeHeaders: config.placeHeaders,
    sessionsEnded: announceAccessChange,
    background: backgroundTasks,
    registered: attributeRequest(referralsDeps, config.secure),
  });
  await app.register(mailRoutes, {
    deps: { db: database.db, clock, signingSecret: mail.signingSecret },
    viewer: {
      db: database.db,
      render: mail.render,
      context: { appName: config.appName, publicUrl: config.publicUrl, supportEmail: config.site.supportEmail },
      signingSecret: mail.signingSecret,
      allowed: config.testDeployment,
      smtp: mail.delivery !== undefined,
    },
    webhookSecret: config.mail.webhookSecret,
  });
  const provider = await registerPayments(app, { config, database, clock });
  app.decorate("rewardGrants", createRewardGrants({ db: database.db, clock, grant: provider.grantCredit }));
  await app.register(accountRoutes, {
    deps: { ...authDeps, provider },
    cookie,
    sessionsEnded: announceAccessChange,
    background: backgroundTasks,
  });
  // Before delivery: the job queue runs the rooms' jobs too.
  const roomSystems = await registerRoomPlatforms(app, {
    db: database.db,
    clock,
    log: app.log,
    config,
    events: eventBus,
    background: backgroundTasks,
  });
  app.decorate("roomSystems", roomSystems);
  const { deliveries, notifier, pushSender, vapidKeys } = createDelivery(app, {
    config,
    database,
    clock,
    mail,
    handlers: [
      ...roomSystems.flatMap((system) => system.jobHandlers),
      webhookDelivery({
        db: database.db,
        clock,
        sender: createWebhookSender({ allowPrivateEndpoints: config.webhooks.allowPrivateEndpoints }),
        log: app.log,
      }),
    ],
  });
  const liveWrites = new LiveWrites();
  const positionsDeps: PositionsDeps = {
    db: database.db,
    clock,
    events: eventBus,
    notifier,
    portfolio: portfolioFollower({ appName: config.appName, events: eventBus }),
    onFanOutError: (err) => app.log.error({ err }, "notification fan-out failed; the sweep will finish it"),
    liveWritten: () => liveWrites.written(),
    market: {
      price: (instrument) => priceTracker?.price(instrument) ?? null,
      entryDistance: config.prices.entryDistance,
      tracks: (instrument) => priceTracker?.covers(instrument) ?? null,
      firstPrice: async (instrument) => (await priceTracker?.firstPrice(instrument, FIRST_PRICE_WAIT_MS)) ?? null,
    },
    correctionWindowMs: config.correctionWindowMs,
  };
  await app.register(positionsRoutes, { deps: positionsDeps });
  await app.register(alertWebhookRoutes, { deps: { positions: positionsDeps } });
  await app.register(automationRoutes, { deps: { positions: positionsDeps } });
  await app.register(trackRecordRoutes, {
    deps: { db: database.db, clock, authorities: config.timestampAuthorities },
    site: { appName: config.appName, publicUrl: config.publicUrl },
  });
  await app.register(freeFeedRoutes, { deps: { db: database.db, clock } });
  const quotes = createQuoteChannel();
  const priceTracker = createTracker({
    config,
    positions: positionsDeps,
    quotes,
    log: app.log,
    onPaused: trackingPausedMail({ db: database.db, clock, log: app.log }),
  });
  app.decorate("priceTracker", priceTracker);
  if (priceTracker) {
    app.addHook("onReady", () => priceTracker.start());
    app.addHook("onClose", () => priceTracker.stop());
  }
  await app.register(adminRoutes, {
    deps: {
      db: database.db,
      clock,
      appName: config.appName,
      provider,
      testPaymentsMode: config.payments.provider === "local",
      accessChanged: announceAccessChange,
    },
  });
  const releases = createReleaseWorker({
    db: database.db,
    clock,
    events: eventBus,
    correctionWindowMs: correctionWindowOf(positionsDeps),
    fanOutReleased: notifier.fanOutReleased,
    rooms: roomSystems,
    log: app.log,
  });
  app.decorate("releases", releases);
  app.addHook("onClose", () => releases.stop());
  await app.register(supportRoutes, { deps: { db: database.db, clock } });
  await app.register(weeklySummariesRoutes, { deps: { db: database.db, clock } });
  await app.register(analyticsRoutes, { deps: { db: database.db, clock } });
  await app.register(portfolioRoutes, { deps: { db: database.db, clock } });
  await app.register(apiTokensRoutes, { deps: { db: database.db, clock }, tokensRevoked: announceAccessChange });
  await app.register(webhooksRoutes, {
    deps: {
      db: database.db,
      clock,
      allowPrivateEndpoints: config.webhooks.allowPrivateEndpoints,
      resolveAll: systemResolveAll,
    },
  });
  await app.register(insightsRoutes, {
    deps: {
      db: database.db,
      clock,
      events: eventBus,
      deliveries,
    },
  });
  await app.register(notificationsRoutes, { db: database.db, clock });
  await app.register(publicSettingsRoutes, { db: database.db });
  await app.register(notificationPreferencesRoutes, { deps: { db: database.db, clock } });
  await app.register(pushRoutes, {
    deps: {
      db: database.db,
      clock,
      sender: pushSender,
      appName: config.appName,
      allowPrivateEndpoints: config.push.allowPrivateEndpoints,
    },
    vapidKeys,
  });
  await app.register(liveChannel, {
    db: database.db,
    clock,
    events: eventBus,
    publicUrl: config.publicUrl,
    metrics,
    connectionsPerMember: config.live.connectionsPerMember,
    quotes,
    writes: liveWrites,
  });
  await app.register(spaPlugin, {
    webRoot: config.webRoot,
    site: config.site,
    publicUrl: config.publicUrl,
    preloads: pagePreloads({ db: database.db, clock, cookieName: cookie.name }),
    serveSourceMaps: config.env !== "production",
    riskWarning: (language) => currentRiskWarning({ db: database.db }, language),
  });
  return app;
}
