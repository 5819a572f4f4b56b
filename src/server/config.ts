import { isIP } from "node:net";
import { z } from "zod";
import { PRICE_PROVIDERS, type PriceProvider } from "../shared/price-symbols.js";
import type { AssetClass } from "../shared/positions.js";
import { LEGAL_TEXTS_CHANGED, type SiteInfo } from "../shared/site.js";
import type { PlaceHeaders } from "./features/auth/device-place.js";
import { isGuessablePassword } from "./features/auth/password-strength.js";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

const positiveInt = z.coerce.number().int().positive();

const headerName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,64}$/, "must be an HTTP header name, e.g. cf-ipcountry");

/**
 * How many reverse proxies stand in front of the app. `true` (the old flag) means one; `false` or 0, none: the
 * socket's address is the client's.
 */
const proxyHops = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(true|false|yes|no|on|off|\d{1,2})$/, "must be the number of reverse proxies in front of the app (0 = none)")
  .transform((value) => {
    if (["true", "yes", "on"].includes(value)) return 1;
    if (["false", "no", "off"].includes(value)) return 0;
    return Number(value);
  });

/**
 * A price provider's WebSocket endpoint: wss://, or ws:// to this machine only (a local fake): an API key must never
 * cross a network in clear.
 */
const priceStreamUrl = z
  .url({ protocol: /^wss?$/, error: "must be a wss:// URL" })
  .refine(
    (url) => url.startsWith("wss:") || isLoopbackOrigin(url),
    "must be a wss:// URL (ws:// only to a loopback address)",
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /** Default: this machine only (localhost) without PUBLIC_URL, every interface (0.0.0.0) with it. */
  HOST: z.string().trim().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  APP_NAME: z.string().trim().min(1).max(60).default("SignalDesk"),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, "must be sqlite:<path> or a postgres:// URL")
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  /** The bootstrap admin's authenticator secret, for deployments that cannot scan a QR code at first sign-in. */
  ADMIN_TOTP_SECRET: z
    .string()
    .regex(/^[A-Z2-7]{26,}=*$/i, "must be base32 (A-Z, 2-7), at least 26 characters (128 bits)")
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_WEBHOOK_SECRET: z
    .string()
    .regex(/^[\x21-\x7e]{32,200}$/, "must be 32 to 200 printable characters without spaces (e.g. openssl rand -hex 32)")
    .optional(),
  SUPPORT_EMAIL: z.email().optional(),
  LEGAL_JURISDICTION: z.string().trim().min(2).max(200).default("the State of Delaware, United States"),
  LEGAL_ADDRESS: z.string().trim().min(5).max(300).optional(),
  LEGAL_PHONE: z.string().trim().min(5).max(40).optional(),
  // The day the Terms and Privacy texts last changed: a fact about the texts, never the day they are read.
  LEGAL_UPDATED: z.iso.date("must be a date, YYYY-MM-DD").default(LEGAL_TEXTS_CHANGED),
  AUTH_ACCOUNT_FAILURES: positiveInt.default(10),
  AUTH_ADDRESS_LIMIT: positiveInt.default(100),
  TRUST_PROXY: proxyHops.default(0),
  /** Headers the trusted proxy sets with the client's country code and city (docs/deploy.md): the devices list shows them. */
  GEO_COUNTRY_HEADER: headerName.optional(),
  GEO_CITY_HEADER: headerName.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PAYMENTS: z.enum(["local", "stripe"]).optional(),
  ALLOW_TEST_PAYMENTS: booleanFlag.default(false),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\S+$/, "must be a Stripe secret key (sk_… or rk_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, "must be a webhook signing secret (whsec_…)")
    .optional(),
  STRIPE_TRIAL_PRICE_ID: z
    .string()
    .regex(/^price_\S+$/, "must be a Stripe price id (price_…)")
    .optional(),
  STRIPE_PRO_PRICE_ID: z
    .string()
    .regex(/^price_\S+$/, "must be a Stripe price id (price_…)")
    .optional(),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "must be a base64url P-256 public key (87 characters)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be a base64url P-256 private key (43 characters)")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https: URL")
    .optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_CHANNEL: z.string().trim().min(1).max(200).default("signaldesk:position-events"),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,200}$/, "must be 32 to 200 printable characters without spaces (e.g. openssl rand -hex 32)")
    .optional(),
  REDIS_EVENTS_SECRET: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -hex 32)").optional(),
  PUSH_ALLOW_PRIVATE_FOR_TESTING: booleanFlag.default(false),
  WEBHOOKS_ALLOW_PRIVATE_FOR_TESTING: booleanFlag.default(false),
  LIVE_CONNECTIONS_PER_MEMBER: positiveInt.max(100).default(5),
  BINANCE_WS_URL: priceStreamUrl.default("wss://stream.binance.com:9443"),
  FINNHUB_WS_URL: priceStreamUrl.default("wss://ws.finnhub.io"),
  FINNHUB_API_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,200}$/, "must be the API key from your Finnhub dashboard")
    .optional(),
  PRICE_FEED: z
    .string()
    .trim()
    .regex(
      /^(manual|replay:.+|(binance|finnhub)(\s*,\s*(binance|finnhub))*)$/i,
      "must be manual, replay:<file>, or a list of providers (binance, finnhub)",
    )
    .default("manual"),
  PRICE_REPLAY_SPEED: z.coerce.number().positive().max(10_000).default(1),
  PRICE_QUIET_SECONDS: positiveInt.max(21_600).default(120),
  PRICE_ENTRY_DISTANCE: z.string().trim().optional(),
  /**
   * Where the Telegram Bot API is reached: https://api.telegram.org unless set. http:// only to this machine, and
   * only on a test deployment (a local fake or a local Bot API server).
   */
  TELEGRAM_API_ROOT: z.url({ protocol: /^https?$/, error: "must be an https:// URL" }).optional(),
  /**
   * Where Discord's REST API is reached: https://discord.com/api unless set (the client adds /v10). http:// only to
   * this machine, and only on a test deployment (a local fake).
   */
  DISCORD_API_ROOT: z.url({ protocol: /^https?$/, error: "must be an https:// URL" }).optional(),
  /** Discord's OAuth2 authorize page: https://discord.com/oauth2/authorize unless set (same rule as the API root). */
  DISCORD_OAUTH_AUTHORIZE_URL: z.url({ protocol: /^https?$/, error: "must be an https:// URL" }).optional(),
  /** Minutes after publication during which a position's plan may still be corrected (docs/product.md#track-record). */
  CORRECTION_WINDOW_MINUTES: z.coerce.number().int().min(0).max(60).default(5),
  /**
   * The RFC 3161 Time-Stamp Authorities that witness the record's published heads, tried in turn
   * (docs/decisions/0029-witnessed-record-heads.md): a comma-separated list of http(s) URLs, or `none`. Unset: free
   * public authorities, and none on a test deployment.
   */
  RECORD_TSA_URLS: z
    .string()
    .trim()
    .regex(/^(none|https?:\/\/[^\s,]+(\s*,\s*https?:\/\/[^\s,]+)*)$/i, "must be none or a list of http(s) URLs")
    .optional(),
});

/** Every variable the server reads; .env.example lists each one (env-example.test.ts). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export interface Config {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  /** The origin users reach, without a trailing slash. */
  publicUrl: string;
  /** Secure cookies, HSTS: the public origin is https. */
  secure: boolean;
  /**
   * A deployment that cannot cost money: a loopback `PUBLIC_URL`, or `ALLOW_TEST_PAYMENTS=true`. Only here may the
   * built-in checkout run, mail stay in the outbox without SMTP, and other development conveniences apply
   * (docs/security.md).
   */
  testDeployment: boolean;
  appName: string;
  /** Support address and legal details shown on the public pages. */
  site: SiteInfo;
  databaseUrl: string;
  /** The bootstrap admin (ADMIN_EMAIL, ADMIN_PASSWORD) and, with ADMIN_TOTP_SECRET, its authenticator app. */
  admin: { email: string; password: string; totpSecret?: string } | undefined;
  /**
   * SMTP_URL sends the outbox; without it (a test deployment only) messages wait there for the development mail
   * viewer. `webhookSecret` (MAIL_WEBHOOK_SECRET) is the bounce webhook's Bearer token; without it reports are refused.
   */
  mail: { smtpUrl: string | undefined; from: string; webhookSecret: string | undefined };
  auth: { accountFailures: number; addressLimit: number; windowMs: number };
  /**
   * Reverse proxies in front of the app. The client address is the one the outermost of them appended to
   * `X-Forwarded-For`; what the client wrote there itself is never believed. 0: the socket's address.
   */
  trustedProxyHops: number;
  /** The trusted proxy's headers naming a client's country and city, for the devices list. */
  placeHeaders: PlaceHeaders;
  logLevel: string;
  payments: PaymentsConfig;
  push: PushConfig;
  /**
   * Members' webhook endpoints (docs/integrations.md#webhooks) may be http:// on loopback and private addresses: only
   * on a test deployment, for its own receivers. Elsewhere an endpoint is https:// on a public address.
   */
  webhooks: { allowPrivateEndpoints: boolean };
  /**
   * Redis for cross-instance live events; absent = one instance, in-process events. Every message on the channel is
   * signed with `secret`, shared by the instances, so nothing else that can publish there reaches members.
   */
  redis: { url: string; channel: string; secret: string } | undefined;
  /** Open live connections a member may hold on one instance; a new one past it closes their oldest. */
  live: { connectionsPerMember: number };
  /** Where the built client lives; absent in API-only tests. */
  webRoot: string | undefined;
  slowClients: SlowClientLimits;
  /** The Bearer token that reads `/metrics`; absent = metrics off (the route answers 404). */
  metricsToken: string | undefined;
  /** Where each live price provider is reached (docs/prices.md); PRICE_FEED picks which are used. */
  priceProviders: PriceProvidersConfig;
  /** Live prices (docs/prices.md): where they come from and how tracking judges them. */
  prices: PricesConfig;
  /** How long after publication a position's plan may be corrected (docs/product.md#track-record). */
  correctionWindowMs: number;
  /** The Telegram Bot API's root (TELEGRAM_API_ROOT); the bot token and room are admin settings (docs/integrations.md). */
  telegram: { apiRoot: string };
  /** Discord's API root and OAuth2 authorize page (DISCORD_*); the bot and server are admin settings. */
  discord: { apiRoot: string; authorizeUrl: string };
  /** The Time-Stamp Authorities that witness the record's heads (RECORD_TSA_URLS); none: heads are not witnessed. */
  timestampAuthorities: string[];
}

/** Free public RFC 3161 authorities, tried in turn when RECORD_TSA_URLS is unset (docs/operations.md). */
export const DEFAULT_TIMESTAMP_AUTHORITIES = ["http://timestamp.digicert.com", "https://freetsa.org/tsr"];

/** RECORD_TSA_URLS as a list: unset means the public authorities, except on a test deployment. */
function timestampAuthoritiesOf(value: string | undefined, testDeployment: boolean): string[] {
  if (value === undefined) return testDeployment ? [] : DEFAULT_TIMESTAMP_AUTHORITIES;
  if (value.toLowerCase() === "none") return [];
  return value.split(",").map((url) => url.trim());
}

export interface PriceProvidersConfig {
  binance: { url: string };
  finnhub: { url: string; apiKey: string | undefined };
}

type Env = z.infer<typeof envSchema>;

/** The providers named in a PRICE_FEED list (`binance,finnhub`), or undefined when a name is not a provider. */
export function parsePriceProviders(feed: string): PriceProvider[] | undefined {
  const names = feed.split(",").map((name) => name.trim().toLowerCase());
  const providers = names.filter((name): name is PriceProvider =>
    (PRICE_PROVIDERS as readonly string[]).includes(name),
  );
  return providers.length === names.length && providers.length > 0 ? [...new Set(providers)] : undefined;
}

/** Refuses a provider that cannot run as configured, naming the variable to set. */
export function requirePriceProviders(providers: readonly PriceProvider[], config: PriceProvidersConfig): void {
  if (providers.includes("finnhub") && !config.finnhub.apiKey) {
    throw new ConfigError(
      "Invalid environment: PRICE_FEED names finnhub but FINNHUB_API_KEY is not set: set FINNHUB_API_KEY to the API key from your Finnhub dashboard (docs/prices.md), or take finnhub out of PRICE_FEED",
    );
  }
}

/**
 * `manual`: no feed, admins type current prices. `replay`: a CSV of ticks played on the app's clock (tests and
 * demonstrations only). The providers are the adapters in features/prices/sources/.
 */
export type PriceFeed =
  | { source: "manual" }
  | { source: "replay"; file: string; speed: number }
  | { source: "providers"; providers: PriceProvider[] };

/** How far (percent) a published entry may be from the market before the admin must confirm it, per asset class. */
export type EntryDistance = Record<AssetClass, number>;
const DEFAULT_ENTRY_DISTANCE: EntryDistance = { forex: 0.5, commodities: 1, crypto: 3, indices: 1, stocks: 2 };

export interface PricesConfig {
  feed: PriceFeed;
  /** No tick for this long while an instrument's market is open pauses its tracking. */
  quietAfterMs: number;
  entryDistance: EntryDistance;
}

/** How long a client may take to send a request before the connection is answered 408 and closed. */
export interface SlowClientLimits {
  headersMs: number;
  /** Headers and body together. */
  requestMs: number;
  /** How often open connections are checked against the limits: a slow client is cut within limit + this. */
  checkEveryMs: number;
}

/**
 * A phone on a poor network sends a request's few hundred bytes of headers in well under 10 s, and the largest
 * body the app takes (64 KiB) in about 10 s at 50 kbit/s. A client dripping bytes to hold a connection open is cut
 * off after that, instead of never.
 */
const SLOW_CLIENT_LIMITS: SlowClientLimits = { headersMs: 10_000, requestMs: 30_000, checkEveryMs: 2_000 };

/**
 * `stripe` with its keys, or the built-in `local` checkout, which hands out plans to anyone who clicks "pay" and so
 * runs only on a test deployment (docs/security.md, "Payments").
 */
export type PaymentsConfig =
  | { provider: "local" }
  | {
      provider: "stripe";
      secretKey: string;
      webhookSecret: string;
      /** Prices made in Stripe's dashboard; without one, Checkout is given the amount from PLANS. */
      priceIds: { trial: string | undefined; pro: string | undefined };
      /** Another API host for the SDK (a local fake in tests); Stripe's own when absent. */
      apiBase: { host: string; port: number; protocol: "http" | "https" } | undefined;
    };

/** Web Push: configured VAPID keys, or none and the app generates and stores a pair. */
export interface PushConfig {
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who push services contact about our pushes: mailto: or https:. */
  subject: string;
  /**
   * Endpoints on loopback and private addresses are allowed: only on a test deployment, for the local fake push
   * service. Elsewhere they are refused (a member could make the server send requests into its own network).
   */
  allowPrivateEndpoints: boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

const AUTH_WINDOW_MS = 15 * 60 * 1000;

function pricesConfig(
  e: Env,
  testDeployment: boolean,
  providersConfig: PriceProvidersConfig,
  problems: Problems,
): PricesConfig {
  const common = {
    quietAfterMs: e.PRICE_QUIET_SECONDS * 1000,
    entryDistance: parseEntryDistance(e.PRICE_ENTRY_DISTANCE, problems),
  };
  if (e.PRICE_FEED === "manual") return { feed: { source: "manual" }, ...common };
  if (e.PRICE_FEED.startsWith("replay:")) {
    // A replayed file would record target hits and stop-outs members act on: never outside a test deployment.
    if (!testDeployment) {
      problems.add(
        ["PRICE_FEED"],
        `PRICE_FEED=replay:<file> plays recorded prices as if they were the market, so it runs only on a test deployment (${TEST_DEPLOYMENT}): set PRICE_FEED to manual or a live provider`,
      );
    }
    const file = e.PRICE_FEED.slice("replay:".length);
    return { feed: { source: "replay", file, speed: e.PRICE_REPLAY_SPEED }, ...common };
  }
  const providers = parsePriceProviders(e.PRICE_FEED) ?? [];
  try {
    requirePriceProviders(providers, providersConfig);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.add(["PRICE_FEED", "FINNHUB_API_KEY"], error.message.replace(/^Invalid environment: /, ""));
  }
  return { feed: { source: "providers", providers }, ...common };
}

function parseEntryDistance(text: string | undefined, problems: Problems): EntryDistance {
  const distance = { ...DEFAULT_ENTRY_DISTANCE };
  if (!text) return distance;
  for (const pair of text.split(",")) {
    const [name, value] = pair.split(":").map((part) => part.trim());
    const percent = Number(value);
    if (!name || !(name in distance) || !Number.isFinite(percent) || percent <= 0) {
      problems.add(
        ["PRICE_ENTRY_DISTANCE"],
        `PRICE_ENTRY_DISTANCE: must be asset-class:percent pairs separated by commas (e.g. forex:0.5,crypto:3), with classes among ${Object.keys(DEFAULT_ENTRY_DISTANCE).join(", ")}`,
      );
      return { ...DEFAULT_ENTRY_DISTANCE };
    }
    distance[name as keyof EntryDistance] = percent;
  }
  return distance;
}

/**
 * Vite builds the client to dist/web. From the compiled server (dist/server) that is ../web; from the
 * sources (src/server, under tsx) it is ../../dist/web.
 */
function builtClientDir(): string {
  const sibling = new URL("../web/", import.meta.url).pathname;
  return sibling.endsWith("/src/web/") ? new URL("../../dist/web/", import.meta.url).pathname : sibling;
}
const DEFAULT_DATABASE_URL = "sqlite:data/app.db";

/** localhost, 127.0.0.0/8 and ::1: an origin only this machine can reach. */
export function isLoopbackOrigin(origin: string): boolean {
  const host = new URL(origin).hostname.toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "[::1]" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/** A listening address only this machine reaches: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return bare === "localhost" || bare === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

const TEST_DEPLOYMENT = "a loopback PUBLIC_URL or ALLOW_TEST_PAYMENTS=true";

/**
 * What is wrong with the environment, each naming its variables: gathered so that one start reports all of it. A
 * problem about a variable whose value is already refused as malformed is left out (it would only repeat it).
 */
class Problems {
  private readonly list: { variables: string[]; message: string }[] = [];
  constructor(private readonly malformed: ReadonlySet<string> = new Set()) {}

  add(variables: string[], message: string): void {
    if (variables.some((name) => this.malformed.has(name))) return;
    this.list.push({ variables, message });
  }

  /** Throws one ConfigError listing every problem, if there is any. */
  throwIfAny(first: string[] = []): void {
    const messages = [...first, ...this.list.map((problem) => problem.message)];
    if (messages.length > 0) throw new ConfigError(`Invalid environment: ${messages.join("; ")}`);
  }
}

const STRIPE_HINT = "set PAYMENTS=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET";

function paymentsConfig(e: Env, loopback: boolean, problems: Problems): PaymentsConfig {
  if (e.PAYMENTS === undefined) {
    if (!loopback) {
      problems.add(
        ["PAYMENTS", "PUBLIC_URL"],
        `PAYMENTS is not set and PUBLIC_URL is not a loopback address: ${STRIPE_HINT} (or, for a test deployment whose checkout needs no payment, PAYMENTS=local with ALLOW_TEST_PAYMENTS=true)`,
      );
    }
    return { provider: "local" };
  }
  if (e.PAYMENTS === "local") {
    if (!loopback && !e.ALLOW_TEST_PAYMENTS) {
      problems.add(
        ["PAYMENTS", "PUBLIC_URL", "ALLOW_TEST_PAYMENTS"],
        `PAYMENTS=local lets anyone take a plan without paying, so it runs only on a loopback PUBLIC_URL: ${STRIPE_HINT}, or set ALLOW_TEST_PAYMENTS=true if this deployment is for testing`,
      );
    }
    return { provider: "local" };
  }
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    problems.add(
      ["PAYMENTS", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
      "PAYMENTS=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET",
    );
  }
  const base = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined;
  const protocol = base?.protocol === "http:" ? "http" : "https";
  return {
    provider: "stripe",
    secretKey: e.STRIPE_SECRET_KEY ?? "",
    webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? "",
    priceIds: { trial: e.STRIPE_TRIAL_PRICE_ID, pro: e.STRIPE_PRO_PRICE_ID },
    apiBase: base
      ? { host: base.hostname, port: Number(base.port || (protocol === "http" ? 80 : 443)), protocol }
      : undefined,
  };
}

function redisConfig(e: Env, problems: Problems): Config["redis"] {
  if (!e.REDIS_URL) return undefined;
  if (!e.REDIS_EVENTS_SECRET) {
    problems.add(
      ["REDIS_URL", "REDIS_EVENTS_SECRET"],
      "REDIS_URL is set but REDIS_EVENTS_SECRET is not: set REDIS_EVENTS_SECRET to the same random value (at least 32 characters, e.g. openssl rand -hex 32) on every instance",
    );
  }
  return { url: e.REDIS_URL, channel: e.REDIS_CHANNEL, secret: e.REDIS_EVENTS_SECRET ?? "" };
}

/** The environment parsed, and every malformed variable: the rest is still parsed without them, to check it all. */
function parseEnvironment(env: NodeJS.ProcessEnv): { e: Env; malformed: string[]; malformedNames: Set<string> } {
  let parsed = envSchema.safeParse(env);
  const malformed = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  const malformedNames = new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])));
  if (!parsed.success) {
    // The rest is still checked, on the environment without the malformed values.
    parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([name]) => !malformedNames.has(name))));
    if (!parsed.success) throw new ConfigError(`Invalid environment: ${malformed.join("; ")}`);
  }
  return { e: parsed.data, malformed, malformedNames };
}

/** The configured admin and the push keys: each pair set together, the admin's password not guessable. */
function checkAdminAndPushKeys(e: Env, problems: Problems): void {
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    problems.add(["ADMIN_EMAIL", "ADMIN_PASSWORD"], "ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  if (e.ADMIN_EMAIL && e.ADMIN_PASSWORD && isGuessablePassword(e.ADMIN_PASSWORD, { email: e.ADMIN_EMAIL })) {
    // The admin signs in from anywhere PUBLIC_URL reaches: the members' password rule is the least it must meet.
    problems.add(
      ["ADMIN_PASSWORD"],
      "ADMIN_PASSWORD is too easy to guess (a common password, a keyboard walk, a date or the admin's email): choose a few unrelated words or a longer mix",
    );
  }
  if (e.ADMIN_TOTP_SECRET && !e.ADMIN_EMAIL) {
    problems.add(["ADMIN_TOTP_SECRET"], "ADMIN_TOTP_SECRET needs ADMIN_EMAIL and ADMIN_PASSWORD: it is that admin's");
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.add(
      ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"],
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together",
    );
  }
}

/** What only a test deployment may do without: https, delivered mail, a support address, public push endpoints. */
function checkProductionNeeds(e: Env, publicUrl: string, testDeployment: boolean, problems: Problems): void {
  if (!testDeployment && !publicUrl.startsWith("https:")) {
    // Passwords, session cookies and payment pages would cross the network in clear.
    problems.add(
      ["PUBLIC_URL"],
      `PUBLIC_URL: must be an https:// origin (${publicUrl} is not); http:// only on a test deployment (${TEST_DEPLOYMENT})`,
    );
  }
  if (!e.SMTP_URL && !testDeployment) {
    // Without SMTP, reset links would only wait in the database, and no member could reset a password.
    problems.add(
      ["SMTP_URL"],
      `SMTP_URL is not set: set SMTP_URL (smtp:// or smtps://) so account emails are delivered; only a test deployment (${TEST_DEPLOYMENT}) may run without it`,
    );
  }
  if ((e.GEO_COUNTRY_HEADER || e.GEO_CITY_HEADER) && e.TRUST_PROXY === 0) {
    // Without a proxy in front, any client could name its own place.
    problems.add(
      ["GEO_COUNTRY_HEADER", "GEO_CITY_HEADER", "TRUST_PROXY"],
      "GEO_COUNTRY_HEADER and GEO_CITY_HEADER are read only from a trusted proxy: set TRUST_PROXY to the proxy hops in front of the server, or unset them",
    );
  }
  if (!e.SUPPORT_EMAIL && !testDeployment) {
    // Members write there for refunds, data requests and a plan that needs sorting out; a guessed address could be
    // anyone's, or nobody's.
    problems.add(
      ["SUPPORT_EMAIL"],
      `SUPPORT_EMAIL is not set: set SUPPORT_EMAIL to the address members write to for support, refunds and their data; only a test deployment (${TEST_DEPLOYMENT}) may run without it`,
    );
  }
  if (e.WEBHOOKS_ALLOW_PRIVATE_FOR_TESTING && !testDeployment) {
    problems.add(
      ["WEBHOOKS_ALLOW_PRIVATE_FOR_TESTING"],
      `WEBHOOKS_ALLOW_PRIVATE_FOR_TESTING=true lets members point webhooks at private addresses over http, so it runs only on a test deployment (${TEST_DEPLOYMENT}): unset WEBHOOKS_ALLOW_PRIVATE_FOR_TESTING`,
    );
  }
  if (e.PUSH_ALLOW_PRIVATE_FOR_TESTING && !testDeployment) {
    problems.add(
      ["PUSH_ALLOW_PRIVATE_FOR_TESTING"],
      `PUSH_ALLOW_PRIVATE_FOR_TESTING=true lets members point pushes at private addresses, so it runs only on a test deployment (${TEST_DEPLOYMENT}): unset PUSH_ALLOW_PRIVATE_FOR_TESTING`,
    );
  }
}

/** The chat services' addresses: https, or http to a local fake on a test deployment. */
function checkChatApiRoots(e: Env, testDeployment: boolean, problems: Problems): void {
  for (const [name, value] of [
    ["DISCORD_API_ROOT", e.DISCORD_API_ROOT],
    ["DISCORD_OAUTH_AUTHORIZE_URL", e.DISCORD_OAUTH_AUTHORIZE_URL],
  ] as const) {
    // The bot token and members' OAuth2 codes travel to these: never in clear across a network.
    if (value && !value.startsWith("https:") && (!testDeployment || !isLoopbackOrigin(value))) {
      problems.add(
        [name],
        `${name}: an http:// address is for a local fake on a test deployment only (${TEST_DEPLOYMENT}, and a loopback address): use https://, or unset it for Discord's own`,
      );
    }
  }
  if (e.TELEGRAM_API_ROOT && !e.TELEGRAM_API_ROOT.startsWith("https:")) {
    // The bot token travels in every request's path: never in clear across a network.
    if (!testDeployment || !isLoopbackOrigin(e.TELEGRAM_API_ROOT)) {
      problems.add(
        ["TELEGRAM_API_ROOT"],
        `TELEGRAM_API_ROOT: an http:// Bot API root is for a local fake on a test deployment only (${TEST_DEPLOYMENT}, and a loopback address): use https://, or unset it for https://api.telegram.org`,
      );
    }
  }
}

/**
 * The only reader of the environment: validates it and fails with every variable that is missing or wrong, named,
 * in one error (an operator fixes them all before the next start, not one per start).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { e, malformed, malformedNames } = parseEnvironment(env);
  const problems = new Problems(malformedNames);
  checkAdminAndPushKeys(e, problems);
  const host = e.HOST ?? (e.PUBLIC_URL ? "0.0.0.0" : "localhost");
  if (!e.PUBLIC_URL && !isLoopbackHost(host) && !malformedNames.has("PUBLIC_URL")) {
    // Without PUBLIC_URL the server is a test deployment whose checkout grants plans for free; reachable from other
    // machines, anyone could take them by claiming the default origin.
    problems.add(
      ["HOST"],
      `PUBLIC_URL is not set but HOST=${host} listens beyond this machine: set PUBLIC_URL to the https origin members reach, or HOST=127.0.0.1 to try the app on this machine only`,
    );
  }
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin;
  const hostname = new URL(publicUrl).hostname;
  // A test deployment's own addresses (support@, no-reply@): an IP address names no mail domain, localhost does.
  const mailDomain = isIP(hostname.replace(/^\[|\]$/g, "")) === 0 ? hostname : "localhost";
  const supportEmail = e.SUPPORT_EMAIL ?? `support@${mailDomain}`;
  const loopback = isLoopbackOrigin(publicUrl);
  const payments = paymentsConfig(e, loopback, problems);
  const testDeployment = loopback || e.ALLOW_TEST_PAYMENTS;
  checkProductionNeeds(e, publicUrl, testDeployment, problems);
  checkChatApiRoots(e, testDeployment, problems);
  const priceProviders: PriceProvidersConfig = {
    binance: { url: e.BINANCE_WS_URL },
    finnhub: { url: e.FINNHUB_WS_URL, apiKey: e.FINNHUB_API_KEY },
  };
  const prices = pricesConfig(e, testDeployment, priceProviders, problems);
  const redis = redisConfig(e, problems);
  problems.throwIfAny(malformed);
  return {
    env: e.NODE_ENV,
    host,
    port: e.PORT,
    publicUrl,
    secure: publicUrl.startsWith("https:"),
    testDeployment,
    appName: e.APP_NAME,
    site: {
      appName: e.APP_NAME,
      // Only a test deployment gets here without SUPPORT_EMAIL (refused above otherwise); its own host is no one's.
      supportEmail,
      legal: {
        jurisdiction: e.LEGAL_JURISDICTION,
        address: e.LEGAL_ADDRESS,
        phone: e.LEGAL_PHONE,
        updated: e.LEGAL_UPDATED,
      },
    },
    databaseUrl: e.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? {
            email: e.ADMIN_EMAIL.toLowerCase(),
            password: e.ADMIN_PASSWORD,
            ...(e.ADMIN_TOTP_SECRET ? { totpSecret: e.ADMIN_TOTP_SECRET.toUpperCase() } : {}),
          }
        : undefined,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${e.APP_NAME} <no-reply@${mailDomain}>`,
      webhookSecret: e.MAIL_WEBHOOK_SECRET,
    },
    auth: { accountFailures: e.AUTH_ACCOUNT_FAILURES, addressLimit: e.AUTH_ADDRESS_LIMIT, windowMs: AUTH_WINDOW_MS },
    trustedProxyHops: e.TRUST_PROXY,
    placeHeaders: { country: e.GEO_COUNTRY_HEADER, city: e.GEO_CITY_HEADER },
    logLevel: e.LOG_LEVEL,
    payments,
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:${supportEmail}`,
      allowPrivateEndpoints: e.PUSH_ALLOW_PRIVATE_FOR_TESTING,
    },
    webhooks: { allowPrivateEndpoints: e.WEBHOOKS_ALLOW_PRIVATE_FOR_TESTING },
    redis,
    live: { connectionsPerMember: e.LIVE_CONNECTIONS_PER_MEMBER },
    webRoot: builtClientDir(),
    slowClients: SLOW_CLIENT_LIMITS,
    metricsToken: e.METRICS_TOKEN,
    priceProviders,
    prices,
    correctionWindowMs: e.CORRECTION_WINDOW_MINUTES * 60_000,
    telegram: { apiRoot: (e.TELEGRAM_API_ROOT ?? "https://api.telegram.org").replace(/\/+$/, "") },
    discord: {
      apiRoot: (e.DISCORD_API_ROOT ?? "https://discord.com/api").replace(/\/+$/, ""),
      authorizeUrl: e.DISCORD_OAUTH_AUTHORIZE_URL ?? "https://discord.com/oauth2/authorize",
    },
    timestampAuthorities: timestampAuthoritiesOf(e.RECORD_TSA_URLS, testDeployment),
  };
}
