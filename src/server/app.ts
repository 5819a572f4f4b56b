import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import compress from "@fastify/compress";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/database.js";
import { accountRoutes } from "./features/account/account.routes.js";
import { adminRoutes } from "./features/admin/admin.routes.js";
import { newSubscriberMail } from "./features/admin/new-subscriber-mail.service.js";
import { authRoutes } from "./features/auth/auth.routes.js";
import { accessChanged, createInProcessEventBus, type EventBus } from "./features/events/event-bus.js";
import { createHeldSummaries, type HeldSummaries } from "./features/notifications/held-summaries.js";
import { createNotifier } from "./features/notifications/notifier.js";
import { publicSettingsRoutes } from "./features/settings/settings.routes.js";
import { createReleaseWorker } from "./features/positions/position-releases.js";
import { notificationsRoutes } from "./features/notifications/notifications.routes.js";
import { notificationPreferencesRoutes } from "./features/notification-preferences/notification-preferences.routes.js";
import { liveChannel } from "./features/notifications/notifications.ws.js";
import { createPushSender } from "./features/push/push-sender.js";
import { pushDelivery } from "./features/push/push-delivery.js";
import { createJobQueue, type JobQueue } from "./lib/jobs/job-queue.js";
import { pushBacklog } from "./features/push/push-queue.js";
import { pushRoutes } from "./features/push/push.routes.js";
import { createVapidKeySource, type VapidKeys } from "./features/push/vapid-keys.js";
import { openApiRoutes, registerOpenApi } from "./features/api-docs/openapi.js";
import { healthRoutes } from "./features/health/health.routes.js";
import { createMailSystem, type MailSystem } from "./features/mail/mail-system.js";
import { mailRoutes } from "./features/mail/mail.routes.js";
import { countPendingEmails } from "./features/mail/outbox.service.js";
import type { MailTransport } from "./features/mail/smtp-transport.js";
import { createMetrics } from "./features/metrics/metrics.js";
import { metricsRoutes, timeRequests } from "./features/metrics/metrics.routes.js";
import { endTestCheckoutAccess } from "./features/payments/fulfilment.service.js";
import { createLocalProvider } from "./features/payments/local-provider.js";
import type { PaymentProvider } from "./features/payments/payment-provider.js";
import { paymentsRoutes } from "./features/payments/payments.routes.js";
import { createStripeClient, createStripeProvider } from "./features/payments/stripe-provider.js";
import { stripeWebhookRoutes } from "./features/payments/stripe-webhook.routes.js";
import { correctionWindowOf, type PositionsDeps } from "./features/positions/position-changes.js";
import type { PollingWorker } from "./lib/polling-worker.js";
import { trackRecordRoutes } from "./features/track-record/track-record.routes.js";
import { createTelegramSystem, type TelegramSystem } from "./features/rooms/telegram/telegram-system.js";
import { telegramRoutes } from "./features/rooms/telegram/telegram.routes.js";
import { createDiscordSystem, type DiscordSystem } from "./features/rooms/discord/discord-system.js";
import { discordRoutes } from "./features/rooms/discord/discord.routes.js";
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
import { redactUrl } from "./lib/redact-url.js";
import { adminLogPlugin } from "./features/admin-log/admin-log.hook.js";
import { adminLogRoutes } from "./features/admin-log/admin-log.routes.js";
import { authPlugin, sessionCookie } from "./plugins/auth.js";
import { drainingPlugin } from "./plugins/draining.js";
import { errorsPlugin, frameworkErrorReply } from "./plugins/errors.js";
import { securityPlugin } from "./plugins/security.js";
import { pagePreloads } from "./plugins/page-preloads.js";
import { rateLimitPlugin } from "./plugins/rate-limit.js";
import { echoRequestId, requestIdOf } from "./plugins/request-id.js";
import { spaPlugin } from "./plugins/spa.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The durable job queue's worker (pushes, email): main.ts starts it; tests drain it by hand. */
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
    /** The Telegram room and channel (off until an admin saves its settings): main.ts starts it; tests drive it. */
    telegram: TelegramSystem;
    /** The Discord server (off until an admin saves its settings): main.ts starts it; tests drive it. */
    discord: DiscordSystem;
    /** Announces positions at their release to members without early access: main.ts starts it; tests drain it. */
    releases: PollingWorker;
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

/** Secrets that must never reach a log line, wherever they appear. */
const LOG_REDACTIONS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "password",
  "*.password",
  "token",
  "*.token",
  "sessionToken",
  // The Telegram bot token (features/telegram): the settings form's field, wherever it appears.
  "botToken",
  "*.botToken",
  // The Discord application's secret and members' OAuth2 tokens (features/discord).
  "clientSecret",
  "*.clientSecret",
  "accessToken",
  "*.accessToken",
  "access_token",
  "*.access_token",
  "refresh_token",
  "*.refresh_token",
];

/** Fastify's request serializer, with credentials in the query string (a reset link's token) redacted. */
function requestLogValue(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The socket's peer and the X-Forwarded-For entries our own proxies appended, counted from the right; the client
 * address is the entry before them. Fastify's own numeric setting trusts nothing (it cannot check the peer), and
 * `true` would believe whatever the client wrote at the left. Only the proxies must be able to reach the app.
 */
function trustedHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
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
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACTIONS, censor: "[redacted]" },
      serializers: { req: requestLogValue },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: trustedHops(config.trustedProxyHops),
    genReqId: requestIdOf(config.trustedProxyHops > 0),
    bodyLimit: 64 * 1024,
    // Fastify's default (0) would let a client that drips its body hold a connection for ever. Time spent
    // answering does not count, and a WebSocket stops counting once upgraded.
    requestTimeout: config.slowClients.requestMs,
    http: {
      headersTimeout: config.slowClients.headersMs,
      connectionsCheckingInterval: config.slowClients.checkEveryMs,
    },
    forceCloseConnections: "idle",
    // drain() has already turned the proxy away; what still arrives on an open connection is served (with
    // `Connection: close`), since a 503 to a POST would reach the user: nginx does not retry those.
    return503OnClosing: false,
    frameworkErrors: frameworkErrorReply,
  });
  // First, so the plugins registered below all report their routes (Fastify keeps no public list).
  const routeTable: string[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routeTable.push(`${method} ${route.url}`);
  });
  app.decorate("routeTable", routeTable);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  echoRequestId(app);
  await registerOpenApi(app, { appName: config.appName, publicUrl: config.publicUrl });
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
  await app.register(authPlugin, { db: database.db, clock, cookie });
  // Before every feature's routes, so each admin action they declare is recorded (features/admin-log).
  await app.register(adminLogPlugin, { deps: { db: database.db, clock } });
  await app.register(adminLogRoutes, { deps: { db: database.db, clock }, appName: config.appName });
  await app.register(healthRoutes, { ping: database.ping, isShuttingDown: () => shuttingDown || app.isDraining() });
  await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  await app.register(openApiRoutes);
  const eventBus = events ?? createInProcessEventBus((err) => app.log.error({ err }, "event listener failed"));
  const announceAccessChange = (userId: string) => eventBus.publish(accessChanged(userId));
  await app.register(authRoutes, {
    deps: authDeps,
    cookie,
    addressLimit: config.auth.addressLimit,
    placeHeaders: config.placeHeaders,
    sessionsEnded: announceAccessChange,
    background: backgroundTasks,
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
  const onNewSubscription = newSubscriberMail({ db: database.db, clock, log: app.log });
  let provider: PaymentProvider;
  if (config.payments.provider === "stripe") {
    const stripe = createStripeClient(config.payments);
    provider = createStripeProvider({
      db: database.db,
      clock,
      config: config.payments,
      stripe,
      publicUrl: config.publicUrl,
    });
    await app.register(stripeWebhookRoutes, {
      db: database.db,
      clock,
      stripe,
      webhookSecret: config.payments.webhookSecret,
      priceIds: config.payments.priceIds,
      onNewSubscription,
    });
    // Plans the built-in test checkout handed out were never paid for: they end once real payments start. On ready,
    // so after the start's migrations.
    app.addHook("onReady", async () => {
      const ended = await endTestCheckoutAccess(database.db, clock.now());
      if (ended.trial + ended.pro > 0) {
        app.log.warn(
          { ended },
          "Ended the trial and Pro plans the test checkout gave (never paid for), now that PAYMENTS=stripe",
        );
      }
    });
  } else {
    // Said at every start, so a deployment left on test payments is noticed in its log.
    app.log.warn(
      { payments: "local" },
      "Payments are not real: the local test checkout grants plans without charging. Set PAYMENTS=stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET) to take real payments.",
    );
    provider = createLocalProvider();
  }
  await app.register(paymentsRoutes, { db: database.db, clock, provider, onNewSubscription });
  await app.register(accountRoutes, {
    deps: { ...authDeps, provider },
    cookie,
    sessionsEnded: announceAccessChange,
    background: backgroundTasks,
  });
  const notifier = createNotifier(database.db, clock, config.appName);
  const vapidKeys = createVapidKeySource(database.db, clock, config.push);
  const pushSender = createPushSender(vapidKeys, { allowPrivateEndpoints: config.push.allowPrivateEndpoints });
  // Every instance's worker polls the shared queue and competes for jobs by lease; queuing a job wakes the worker
  // of the instance that queued it.
  const jobs = createJobQueue({
    db: database.db,
    clock,
    log: app.log,
    handlers: [
      pushDelivery({ db: database.db, clock, sender: pushSender, log: app.log }),
      ...(mail.delivery ? [mail.delivery] : []),
    ],
    beforeEachRun: () => notifier.sweep(),
  });
  app.decorate("jobs", jobs);
  const heldSummaries = createHeldSummaries({ db: database.db, clock, appName: config.appName, log: app.log });
  app.decorate("heldSummaries", heldSummaries);
  app.decorate("vapidKeys", vapidKeys);
  app.addHook("onClose", async () => {
    await heldSummaries.stop();
    await jobs.stop();
    pushSender.close();
    mail.close();
  });
  const positionsDeps: PositionsDeps = {
    db: database.db,
    clock,
    events: eventBus,
    notifier: { record: notifier.record, fanOut: notifier.fanOut },
    portfolio: portfolioFollower({ appName: config.appName, events: eventBus }),
    onFanOutError: (err) => app.log.error({ err }, "notification fan-out failed; the sweep will finish it"),
    market: {
      price: (instrument) => priceTracker?.price(instrument) ?? null,
      entryDistance: config.prices.entryDistance,
      tracks: (instrument) => priceTracker?.covers(instrument) ?? null,
      firstPrice: async (instrument) => (await priceTracker?.firstPrice(instrument, FIRST_PRICE_WAIT_MS)) ?? null,
    },
    correctionWindowMs: config.correctionWindowMs,
  };
  await app.register(positionsRoutes, { deps: positionsDeps });
  await app.register(trackRecordRoutes, {
    deps: { db: database.db, clock },
    site: { appName: config.appName, publicUrl: config.publicUrl },
  });
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
  const telegram = createTelegramSystem({
    db: database.db,
    clock,
    log: app.log,
    appName: config.appName,
    publicUrl: config.publicUrl,
    apiRoot: config.telegram.apiRoot,
  });
  app.decorate("telegram", telegram);
  // Every committed change and access change, on every instance (the outbox's dedup keys make them count once).
  const discord = createDiscordSystem({
    db: database.db,
    clock,
    log: app.log,
    appName: config.appName,
    publicUrl: config.publicUrl,
    apiRoot: config.discord.apiRoot,
  });
  app.decorate("discord", discord);
  const stopListening = eventBus.subscribe((event) => {
    telegram.onEvent(event);
    discord.onEvent(event);
  });
  app.addHook("onClose", async () => {
    stopListening();
    await telegram.stop();
    await discord.stop();
  });
  const releases = createReleaseWorker({
    db: database.db,
    clock,
    events: eventBus,
    correctionWindowMs: correctionWindowOf(positionsDeps),
    fanOutReleased: notifier.fanOutReleased,
    onReleased: async (trx, positionId) => {
      await telegram.released(trx, positionId);
      await discord.released(trx, positionId);
    },
    log: app.log,
  });
  app.decorate("releases", releases);
  app.addHook("onClose", () => releases.stop());
  await app.register(telegramRoutes, {
    deps: { db: database.db, clock, telegram, apiRoot: config.telegram.apiRoot },
    background: backgroundTasks,
  });
  await app.register(discordRoutes, {
    deps: {
      db: database.db,
      clock,
      discord,
      apiRoot: config.discord.apiRoot,
      authorizeUrl: config.discord.authorizeUrl,
      publicUrl: config.publicUrl,
    },
    background: backgroundTasks,
  });
  await app.register(supportRoutes, { deps: { db: database.db, clock } });
  await app.register(weeklySummariesRoutes, { deps: { db: database.db, clock } });
  await app.register(analyticsRoutes, { deps: { db: database.db, clock } });
  await app.register(portfolioRoutes, { deps: { db: database.db, clock } });
  await app.register(insightsRoutes, {
    deps: {
      db: database.db,
      clock,
      appName: config.appName,
      events: eventBus,
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
  });
  await app.register(spaPlugin, {
    webRoot: config.webRoot,
    site: config.site,
    publicUrl: config.publicUrl,
    preloads: pagePreloads({ db: database.db, clock, cookieName: cookie.name }),
    serveSourceMaps: config.env !== "production",
  });
  return app;
}
