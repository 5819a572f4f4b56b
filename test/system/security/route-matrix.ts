import { createECDH, randomBytes } from "node:crypto";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "../../../src/shared/notification-preferences.js";
import { DEFAULT_REFERRAL_PROGRAM } from "../../../src/shared/referrals.js";
import type { Role } from "../../support/members.js";
import { softAuthenticator } from "../../support/soft-authenticator.js";
import { TEST_ORIGIN as ORIGIN, newMember } from "../../support/test-app.js";
import { positionInput } from "../../support/positions.js";
import type { Caller, RouteFixtures } from "./route-fixtures.js";

/** The exact status each role gets; 101 for a WebSocket upgrade that was accepted. */
export type Expected = Record<Role, number>;

export interface PreparedRequest {
  url: string;
  /** JSON body; routes that take none get none. */
  body?: unknown;
}

export interface RouteEntry {
  /** A valid request for that role, on records the role's member owns, so the status says only who may call. */
  request(f: RouteFixtures, caller: Caller): Promise<PreparedRequest> | PreparedRequest;
  expect: Expected;
  /** Why an allowed caller's status is not a plain 2xx. */
  note?: string;
  /** It changes the caller's own account: each call is made by a new member of the role. */
  ownAccount?: true;
  /** The route exists only with these payments (PAYMENTS=stripe routes are exercised on a Stripe app). */
  payments?: "stripe";
  websocket?: true;
  /** Its authority is a signed token in its URL, not a session, so a post from any site is accepted (a mail client's one-click unsubscribe). */
  signedLink?: true;
}

const everyone = (ok: number): Expected => ({
  "signed out": ok,
  inactive: ok,
  expired: ok,
  trial: ok,
  standard: ok,
  premium: ok,
  admin: ok,
  "admin, second step pending": ok,
});
/** Any session (guard "signedIn"). */
const signedIn = (ok: number): Expected => ({ ...everyone(ok), "signed out": 401 });
/** Admins and members with access (guard "access", docs/product.md#roles). */
const readers = (ok: number): Expected => ({ ...signedIn(ok), inactive: 403, expired: 403 });
/** Members with access; admins have no feed (docs/product.md#notifications). */
const notified = (ok: number): Expected => ({ ...readers(ok), admin: 403, "admin, second step pending": 403 });
/** Pro members with access only: a Pro feature's member data (docs/product.md#plans). */
const proMembers = (ok: number): Expected => ({ ...notified(403), premium: ok });
/** Admins only (guard "admin"). */
const admins = (ok: number): Expected => ({ ...everyone(403), "signed out": 401, admin: ok });

const url = (path: string) => () => ({ url: path });
const onPosition = (suffix: string, body?: unknown) => async (f: RouteFixtures) => ({
  url: `/api/positions/${await f.position()}${suffix}`,
  body,
});
const onOwnCheckout = (suffix: string) => async (f: RouteFixtures, caller: Caller) => ({
  url: `/api/payments/local/sessions/${await f.checkout(await f.ownerId(caller))}${suffix}`,
});
const onOwnExport = (suffix: string) => async (f: RouteFixtures, caller: Caller) => ({
  url: `/api/account/data-exports/${await f.dataExport(await f.ownerId(caller))}${suffix}`,
});
const onOwnWebhook = (suffix: string) => async (f: RouteFixtures, caller: Caller) => {
  const { endpointId, messageId } = await f.webhookEndpoint(await f.ownerId(caller));
  return { url: `/api/account/webhooks/${endpointId}${suffix.replace(":messageId", messageId)}` };
};
const pushSubscription = (endpoint: string) => {
  const device = createECDH("prime256v1");
  return { endpoint, keys: { p256dh: device.generateKeys("base64url"), auth: randomBytes(16).toString("base64url") } };
};
const subscription = { subscriptionStatus: "standard", subscriptionExpiry: "2027-01-31" };
/** A passkey answering a challenge the server never gave. */
const strangePasskey = softAuthenticator();
const OPTIONS = { challenge: "bm90LWhhbmRlZC1vdXQ", rp: { id: "localhost" }, rpId: "localhost" };

/**
 * Every route of the app, keyed "METHOD /url" as registered, with the status each role gets. A route added
 * without an entry here fails authorization.test.ts; docs/security.md says how to add one.
 */
export const ROUTE_MATRIX: Record<string, RouteEntry> = {
  "GET /healthz": { request: url("/healthz"), expect: everyone(200) },
  "GET /readyz": { request: url("/readyz"), expect: everyone(200) },
  "GET /manifest.webmanifest": { request: url("/manifest.webmanifest"), expect: everyone(200) },
  "GET /api/openapi.json": { request: url("/api/openapi.json"), expect: everyone(200) },
  "GET /metrics": {
    request: url("/metrics"),
    expect: everyone(404),
    note: "off without METRICS_TOKEN; with it, only that Bearer token reads it, never a session (metrics.routes.test.ts)",
  },

  "POST /api/auth/register": {
    request: () => ({ url: "/api/auth/register", body: newMember() }),
    expect: everyone(201),
  },
  "POST /api/auth/login": {
    request: (f) => ({ url: "/api/auth/login", body: f.loginTarget }),
    expect: everyone(200),
  },
  "POST /api/auth/logout": { request: url("/api/auth/logout"), expect: everyone(204) },
  "GET /api/auth/sessions": { request: url("/api/auth/sessions"), expect: signedIn(200) },
  "DELETE /api/auth/sessions/:id": {
    request: () => ({ url: `/api/auth/sessions/${"ab".repeat(32)}` }),
    expect: signedIn(404),
    note: "no such session of the caller's; ending one's own other device is covered in devices.test.ts",
  },
  "POST /api/auth/sessions/sign-out-others": {
    request: url("/api/auth/sessions/sign-out-others"),
    expect: signedIn(204),
    ownAccount: true,
  },
  "POST /api/auth/second-factor/enrolment": {
    request: (f) => ({ url: "/api/auth/second-factor/enrolment", body: f.loginTarget }),
    expect: everyone(403),
    note: "a member's password is told to use account settings; an admin's first sign-in gets a secret (second-factor.test.ts)",
  },
  "GET /api/auth/second-factor": { request: url("/api/auth/second-factor"), expect: signedIn(200) },
  "POST /api/auth/second-factor/setup": {
    request: url("/api/auth/second-factor/setup"),
    expect: signedIn(200),
    ownAccount: true,
  },
  "POST /api/auth/second-factor/confirm": {
    request: () => ({ url: "/api/auth/second-factor/confirm", body: { code: "000000" } }),
    expect: signedIn(400),
    note: "nothing to confirm without a setup first; a real code is covered in second-factor.test.ts",
  },
  "POST /api/auth/second-factor/disable": {
    request: () => ({ url: "/api/auth/second-factor/disable", body: { code: "000000" } }),
    expect: { ...signedIn(400), admin: 403, "admin, second step pending": 403 },
    note: "not on for a new member; administrators cannot turn it off",
  },
  "POST /api/auth/step-up": {
    request: () => ({ url: "/api/auth/step-up", body: { code: "000000" } }),
    expect: signedIn(400),
    note: "no second factor to confirm with; confirming with one is covered in passkeys.test.ts",
  },
  "POST /api/auth/passkeys/sign-in/options": {
    request: url("/api/auth/passkeys/sign-in/options"),
    expect: everyone(200),
  },
  "POST /api/auth/passkeys/sign-in": {
    request: () => ({ url: "/api/auth/passkeys/sign-in", body: { response: strangePasskey.signIn(OPTIONS, ORIGIN) } }),
    expect: everyone(400),
    note: "an answer to a challenge never handed out; real sign-ins are covered in passkeys.test.ts",
  },
  "POST /api/auth/passkeys/enrolment/options": {
    request: (f) => ({ url: "/api/auth/passkeys/enrolment/options", body: f.loginTarget }),
    expect: everyone(403),
    note: "only an administrator without a second factor enrols at sign-in (passkeys.test.ts)",
  },
  "POST /api/auth/passkeys/enrolment": {
    request: (f) => ({
      url: "/api/auth/passkeys/enrolment",
      body: { ...f.loginTarget, response: strangePasskey.register(OPTIONS, ORIGIN) },
    }),
    expect: everyone(403),
    note: "only an administrator without a second factor enrols at sign-in (passkeys.test.ts)",
  },
  "GET /api/auth/passkeys": { request: url("/api/auth/passkeys"), expect: signedIn(200) },
  "POST /api/auth/passkeys/options": { request: url("/api/auth/passkeys/options"), expect: signedIn(200) },
  "POST /api/auth/passkeys": {
    request: () => ({ url: "/api/auth/passkeys", body: { response: strangePasskey.register(OPTIONS, ORIGIN) } }),
    expect: signedIn(400),
    note: "an answer to a challenge never handed out; adding one is covered in passkeys.test.ts",
  },
  "DELETE /api/auth/passkeys/:id": {
    request: () => ({ url: "/api/auth/passkeys/not-a-passkey-of-theirs" }),
    expect: signedIn(404),
  },
  "GET /api/auth/me": { request: url("/api/auth/me"), expect: signedIn(200) },
  "POST /api/auth/forgot-password": {
    request: (f) => ({ url: "/api/auth/forgot-password", body: { email: f.loginTarget.email } }),
    expect: everyone(202),
  },
  "POST /api/auth/reset-password": {
    request: async (f) => ({
      url: "/api/auth/reset-password",
      body: { token: await f.resetToken(), password: "a brand new passphrase" },
    }),
    expect: everyone(200),
  },
  "POST /api/auth/change-password": {
    request: (_f, caller) => ({
      url: "/api/auth/change-password",
      body: { currentPassword: caller.member?.password ?? "anything at all", newPassword: "a brand new passphrase" },
    }),
    expect: signedIn(200),
    ownAccount: true,
  },
  "POST /api/auth/verify-email": {
    request: () => ({ url: "/api/auth/verify-email", body: { token: "not-a-link-we-sent" } }),
    expect: everyone(400),
    note: "no such link; a link sent and followed is covered in email-verification.test.ts",
  },
  "POST /api/auth/verify-email/resend": {
    request: url("/api/auth/verify-email/resend"),
    expect: { ...signedIn(202), admin: 400, "admin, second step pending": 400 },
    note: "an administrator's address counts as verified already",
  },
  "GET /api/auth/email-change": { request: url("/api/auth/email-change"), expect: signedIn(200) },
  "POST /api/auth/email-change": {
    request: (_f, caller) => ({
      url: "/api/auth/email-change",
      body: { newEmail: newMember().email, currentPassword: caller.member?.password ?? "anything at all" },
    }),
    expect: signedIn(202),
    note: "the address changes only when the emailed link is followed (email-verification.test.ts)",
  },

  "PATCH /api/account": {
    request: () => ({ url: "/api/account", body: { language: "es" } }),
    expect: signedIn(200),
    ownAccount: true,
  },
  "GET /api/account/notification-preferences": {
    request: url("/api/account/notification-preferences"),
    expect: signedIn(200),
  },
  "PUT /api/account/notification-preferences": {
    request: () => ({ url: "/api/account/notification-preferences", body: DEFAULT_NOTIFICATION_PREFERENCES }),
    expect: signedIn(200),
    ownAccount: true,
  },
  "GET /api/account/api-tokens": { request: url("/api/account/api-tokens"), expect: signedIn(200) },
  "POST /api/account/api-tokens": {
    request: () => ({ url: "/api/account/api-tokens", body: { name: "my script" } }),
    expect: proMembers(201),
    ownAccount: true,
  },
  "DELETE /api/account/api-tokens/:id": {
    request: async (f, caller) => ({ url: `/api/account/api-tokens/${await f.apiToken(await f.ownerId(caller))}` }),
    expect: signedIn(204),
  },
  "GET /api/account/webhooks": { request: url("/api/account/webhooks"), expect: signedIn(200) },
  "POST /api/account/webhooks": {
    request: () => ({
      url: "/api/account/webhooks",
      body: { url: "https://93.184.216.34/hook", eventTypes: ["opened", "closed"] },
    }),
    expect: proMembers(201),
    ownAccount: true,
  },
  "DELETE /api/account/webhooks/:id": { request: onOwnWebhook(""), expect: signedIn(204) },
  "POST /api/account/webhooks/:id/rotate-secret": { request: onOwnWebhook("/rotate-secret"), expect: proMembers(200) },
  "POST /api/account/webhooks/:id/enable": { request: onOwnWebhook("/enable"), expect: proMembers(200) },
  "POST /api/account/webhooks/:id/test": {
    request: onOwnWebhook("/test"),
    expect: proMembers(202),
    note: "202: the test event is sent by the job queue (webhooks.test.ts)",
  },
  "GET /api/account/webhooks/:id/deliveries": { request: onOwnWebhook("/deliveries"), expect: signedIn(200) },
  "POST /api/account/webhooks/:id/deliveries/:messageId/resend": {
    request: onOwnWebhook("/deliveries/:messageId/resend"),
    expect: proMembers(202),
    note: "202: sent again by the job queue",
  },
  "GET /api/account/data-exports": { request: url("/api/account/data-exports"), expect: signedIn(200) },
  "POST /api/account/data-exports": {
    request: url("/api/account/data-exports"),
    expect: signedIn(202),
    ownAccount: true,
    note: "202: the export is prepared after the answer (data-exports.test.ts)",
  },
  "GET /api/account/data-exports/:id": { request: onOwnExport(""), expect: signedIn(200) },
  "GET /api/account/data-exports/:id/payments.csv": { request: onOwnExport("/payments.csv"), expect: signedIn(200) },
  "GET /api/account/telegram": { request: url("/api/account/telegram"), expect: signedIn(200) },
  "POST /api/account/telegram/link": {
    request: url("/api/account/telegram/link"),
    expect: readers(404),
    note: "404: Telegram is not set up on this app; linking is covered in telegram.test.ts",
  },
  "POST /api/account/telegram/invite": {
    request: url("/api/account/telegram/invite"),
    expect: readers(409),
    note: "409: nothing is linked yet; a fresh invite is covered in telegram.test.ts",
  },
  "DELETE /api/account/telegram": { request: url("/api/account/telegram"), expect: signedIn(200) },
  "GET /api/account/discord": { request: url("/api/account/discord"), expect: signedIn(200) },
  "POST /api/account/discord/link": {
    request: url("/api/account/discord/link"),
    expect: readers(404),
    note: "404: Discord is not set up on this app; linking is covered in discord.test.ts",
  },
  "GET /api/account/discord/callback": {
    request: url("/api/account/discord/callback?code=abc&state=def"),
    expect: signedIn(404),
    note: "404: Discord is not set up on this app; the state's checks are covered in discord.test.ts",
  },
  "DELETE /api/account/discord": { request: url("/api/account/discord"), expect: signedIn(200) },
  "GET /api/support": {
    request: url("/api/support"),
    expect: { ...signedIn(200), admin: 403, "admin, second step pending": 403 },
    note: "every member writes to support, whatever their plan; admins answer from the admin routes",
  },
  "POST /api/support/messages": {
    request: () => ({ url: "/api/support/messages", body: { body: "Hello support" } }),
    expect: { ...signedIn(201), admin: 403, "admin, second step pending": 403 },
  },
  "GET /api/admin/support": { request: url("/api/admin/support"), expect: admins(200) },
  "GET /api/weekly-summaries": {
    request: url("/api/weekly-summaries"),
    expect: proMembers(200),
    note: "Pro's Monday summaries; admins read the record itself",
  },
  "GET /api/admin/support/:memberId": {
    request: async (f, caller) => ({ url: `/api/admin/support/${await f.ownerId(caller)}` }),
    expect: admins(404),
    note: "404: that member has not written; reading and answering a conversation is covered in support.routes.test.ts",
  },
  "POST /api/admin/support/:memberId/messages": {
    request: async (f, caller) => ({
      url: `/api/admin/support/${await f.ownerId(caller)}/messages`,
      body: { body: "Hello" },
    }),
    expect: admins(404),
    note: "404: that member has not written; answering is covered in support.routes.test.ts",
  },
  "GET /api/portfolio": { request: url("/api/portfolio"), expect: proMembers(200) },
  "POST /api/portfolio/trades": {
    request: async (f) => ({ url: "/api/portfolio/trades", body: { positionId: await f.position(), size: 0.5 } }),
    expect: proMembers(201),
  },
  "PUT /api/portfolio/trades/:id": {
    request: async (f, caller) => ({
      url: `/api/portfolio/trades/${await f.takenTrade(await f.ownerId(caller))}`,
      body: { entryPrice: 1.07, size: 2, followSignal: true },
    }),
    expect: proMembers(200),
  },
  "POST /api/portfolio/trades/:id/close": {
    request: async (f, caller) => ({
      url: `/api/portfolio/trades/${await f.takenTrade(await f.ownerId(caller))}/close`,
      body: { price: 1.08 },
    }),
    expect: proMembers(200),
  },
  "GET /api/insights": {
    request: url("/api/insights"),
    expect: readers(200),
    note: "every member with access lists them; Trial and standard get titles only (insights.routes.test.ts)",
  },
  "GET /api/insights/:id": {
    request: async (f) => ({ url: `/api/insights/${await f.insight()}` }),
    expect: readers(200),
    note: "Trial and standard get the title without the text (insights.routes.test.ts)",
  },
  "GET /api/insights/:id/image": {
    request: async (f) => ({ url: `/api/insights/${await f.insight()}/image` }),
    expect: { ...readers(200), trial: 403, standard: 403 },
    note: "the chart is Pro's (docs/product.md#market-insights)",
  },
  "POST /api/admin/insights": {
    request: () => ({ url: "/api/admin/insights", body: { title: "Gold", body: "Gold holds." } }),
    expect: admins(201),
  },
  "PUT /api/admin/insights/:id": {
    request: async (f) => ({
      url: `/api/admin/insights/${await f.insight()}`,
      body: { title: "Gold", body: "Edited" },
    }),
    expect: admins(200),
  },
  "DELETE /api/admin/insights/:id": {
    request: async (f) => ({ url: `/api/admin/insights/${await f.insight()}` }),
    expect: admins(204),
  },
  "POST /api/account/delete": {
    request: (_f, caller) => ({
      url: "/api/account/delete",
      body: { password: caller.member?.password ?? "anything at all" },
    }),
    expect: { ...signedIn(204), admin: 403, "admin, second step pending": 403 },
    ownAccount: true,
    note: "administrators cannot delete their own account (account-deletion.test.ts)",
  },

  "POST /api/account/guarantee-refund": {
    request: (_f, caller) => ({
      url: "/api/account/guarantee-refund",
      body: { password: caller.member?.password ?? "anything at all" },
    }),
    expect: signedIn(409),
    ownAccount: true,
    note: "a new caller has paid nothing the guarantee covers: 409 after authorisation (money-back.test.ts)",
  },
  "GET /api/promotion-codes/:code": {
    request: async (f) => {
      await f.t.database.handle.db
        .insertInto("promotion_codes")
        .values({
          id: "matrix-code",
          code: "MATRIX",
          name: "Matrix",
          discount_kind: "percent",
          discount_value: 10,
          duration: "once",
          duration_months: null,
          plans: "trial,pro",
          expires_on: null,
          max_redemptions: null,
          once_per_member: 0,
          active: 1,
          provider: "local",
          provider_coupon_id: null,
          provider_promotion_code_id: null,
          created_at: f.now().toISOString(),
          created_by: null,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return { url: "/api/promotion-codes/MATRIX?plan=pro" };
    },
    expect: everyone(200),
  },
  "GET /api/admin/promotion-codes": { request: url("/api/admin/promotion-codes"), expect: admins(200) },
  "POST /api/admin/promotion-codes": {
    request: () => ({
      url: "/api/admin/promotion-codes",
      body: {
        code: `M${randomBytes(6).toString("hex").toUpperCase()}`,
        name: "Matrix",
        kind: "percent",
        value: 10,
        duration: "once",
        months: null,
        plans: ["pro"],
        expiresOn: null,
        maxRedemptions: null,
        oncePerMember: false,
      },
    }),
    expect: admins(201),
  },
  "POST /api/admin/promotion-codes/:id/deactivate": {
    request: url("/api/admin/promotion-codes/no-such-code/deactivate"),
    expect: admins(404),
    note: "no such code: 404 after authorisation; switching off is in promotion-codes.stripe.test.ts",
  },
  "GET /api/admin/promotion-codes/:id/redemptions": {
    request: url("/api/admin/promotion-codes/no-such-code/redemptions"),
    expect: admins(404),
    note: "no such code: 404 after authorisation; redemptions are in promotion-codes.stripe.test.ts",
  },

  "GET /r/:code": {
    request: url("/r/2222222222"),
    expect: everyone(302),
    note: "a referral link always leads on to its landing; visits and cookies are in referrals.test.ts",
  },
  "GET /api/referrals/landing/:code": {
    request: url("/api/referrals/landing/2222222222"),
    expect: everyone(404),
    note: "no member has this code: 404 for anyone; a real landing is in referrals.test.ts",
  },
  "GET /api/referrals/me": { request: url("/api/referrals/me"), expect: signedIn(200) },
  "GET /api/admin/referrals": { request: url("/api/admin/referrals"), expect: admins(200) },
  "GET /api/admin/referrals/program": { request: url("/api/admin/referrals/program"), expect: admins(200) },
  "PUT /api/admin/referrals/program": {
    request: () => ({ url: "/api/admin/referrals/program", body: DEFAULT_REFERRAL_PROGRAM }),
    expect: admins(200),
  },
  "POST /api/admin/referrals/affiliates": {
    request: () => ({ url: "/api/admin/referrals/affiliates", body: { email: "nobody-here@example.com" } }),
    expect: admins(404),
    note: "no member has this address: 404 after authorisation; marking one is in referrals.stripe.test.ts",
  },
  "DELETE /api/admin/referrals/affiliates/:userId": {
    request: url("/api/admin/referrals/affiliates/no-such-member"),
    expect: admins(404),
    note: "not an affiliate: 404 after authorisation",
  },
  "POST /api/admin/referrals/affiliates/:userId/payouts": {
    request: () => ({
      url: "/api/admin/referrals/affiliates/no-such-member/payouts",
      body: { amountCents: 100, idempotencyKey: "5b0f8a56-1111-4c6e-9d6a-3f1f0c7b2a10" },
    }),
    expect: admins(409),
    note: "nothing earned waits: 409 after authorisation; payouts are in referrals.stripe.test.ts",
  },
  "GET /api/admin/referrals/payouts.csv": { request: url("/api/admin/referrals/payouts.csv"), expect: admins(200) },

  "POST /api/stripe/create-checkout-session": {
    request: () => ({ url: "/api/stripe/create-checkout-session", body: { planType: "pro" } }),
    expect: { ...signedIn(200), premium: 409 },
    ownAccount: true,
    note: "a Pro member cannot buy Pro twice (docs/product.md#plans): 409 is the purchase rule, not authorisation",
  },
  "POST /api/stripe/portal": {
    request: url("/api/stripe/portal"),
    expect: signedIn(409),
    note: "the local payment provider has no billing portal: 409 once signed in",
  },
  "GET /api/payments": { request: url("/api/payments"), expect: signedIn(200) },
  "POST /api/payments/subscription/cancel": {
    request: url("/api/payments/subscription/cancel"),
    expect: signedIn(409),
    note: "none of the callers has a running local Pro subscription: 409 'no subscription' after authorisation",
  },
  "POST /api/payments/subscription/resume": {
    request: url("/api/payments/subscription/resume"),
    expect: signedIn(409),
    note: "none of the callers has a running local Pro subscription: 409 'no subscription' after authorisation",
  },
  "GET /api/payments/local/sessions/:id": { request: onOwnCheckout(""), expect: signedIn(200) },
  "POST /api/payments/local/sessions/:id/complete": {
    request: onOwnCheckout("/complete"),
    expect: { ...signedIn(200), trial: 409, standard: 409, premium: 409, expired: 409 },
    ownAccount: true,
    note: "paying for a trial while access runs, or after one ended (once per member), is refused by the purchase rules (409), after authorisation",
  },
  "POST /api/payments/local/sessions/:id/cancel": { request: onOwnCheckout("/cancel"), expect: signedIn(200) },
  "POST /api/stripe/webhook": {
    request: url("/api/stripe/webhook"),
    expect: everyone(200),
    payments: "stripe",
    note: "Stripe's servers call it: no session, the Stripe-Signature authenticates (sent for every role)",
  },

  "POST /api/email/unsubscribe": {
    request: url("/api/email/unsubscribe?token=00000000-0000-4000-8000-000000000000.signals.not-signed"),
    expect: everyone(404),
    signedLink: true,
    note: "an unsubscribe link's token is its only authority: one not signed by the server is refused alike for every caller (mail.routes.test.ts)",
  },
  "GET /api/email/unsubscribe": {
    request: url("/api/email/unsubscribe?token=any"),
    expect: everyone(303),
    note: "sends the link's opener to the page that asks before anything is turned off",
  },
  "GET /api/email/subscription": {
    request: url("/api/email/subscription?token=00000000-0000-4000-8000-000000000000.signals.not-signed"),
    expect: everyone(404),
    note: "as the unsubscribe link: only a token the server signed is read",
  },
  "POST /api/email/resubscribe": {
    request: url("/api/email/resubscribe?token=00000000-0000-4000-8000-000000000000.signals.not-signed"),
    expect: everyone(404),
    signedLink: true,
    note: "as the unsubscribe link: only a token the server signed is read",
  },
  "POST /api/email/bounces": {
    request: () => ({ url: "/api/email/bounces", body: { type: "bounce", email: "gone@example.com" } }),
    expect: everyone(404),
    note: "the mail provider's webhook: refused without MAIL_WEBHOOK_SECRET, and then only its Bearer token counts, never a session (mail.routes.test.ts)",
  },
  "GET /api/email/delivery": { request: url("/api/email/delivery"), expect: signedIn(200) },
  "GET /api/admin/mail": { request: url("/api/admin/mail"), expect: admins(200) },
  "GET /api/admin/mail/:id": {
    request: url("/api/admin/mail/00000000-0000-4000-8000-000000000000"),
    expect: admins(404),
    note: "no such message: 404 after authorisation; a real one is rendered in mail.routes.test.ts",
  },

  "GET /api/public/track-record": { request: url("/api/public/track-record"), expect: everyone(200) },
  "GET /api/public/early-access": { request: url("/api/public/early-access"), expect: everyone(200) },
  "GET /api/public/track-record/export": { request: url("/api/public/track-record/export"), expect: everyone(200) },
  "GET /api/public/track-record/badge.svg": {
    request: url("/api/public/track-record/badge.svg"),
    expect: everyone(200),
  },
  "GET /track-record/widget": { request: url("/track-record/widget"), expect: everyone(200) },
  "GET /api/public/free-signals": {
    request: url("/api/public/free-signals"),
    expect: everyone(404),
    note: "the free feed is off until an admin turns it on; then anyone reads it (free-feed.routes.test.ts)",
  },
  "GET /api/positions": { request: url("/api/positions"), expect: readers(200) },
  "GET /api/positions/follows": { request: url("/api/positions/follows"), expect: readers(200) },
  "GET /api/positions/next-release": { request: url("/api/positions/next-release"), expect: readers(200) },
  "GET /api/positions/untracked": { request: url("/api/positions/untracked"), expect: admins(200) },
  "GET /api/positions/performance": { request: url("/api/positions/performance"), expect: readers(200) },
  "GET /api/analytics": {
    request: url("/api/analytics?timeZone=Europe/London"),
    expect: { ...readers(200), trial: 403, standard: 403 },
    note: "Pro's advanced analytics (docs/product.md#advanced-analytics): Trial and standard members are refused",
  },
  "POST /api/positions": { request: () => ({ url: "/api/positions", body: positionInput() }), expect: admins(201) },
  "PUT /api/positions/:id": {
    request: onPosition("", positionInput({ currentPrice: 1.08 })),
    expect: admins(200),
  },
  "DELETE /api/positions/:id": {
    request: onPosition(""),
    expect: admins(409),
    note: "a published position is never deleted: 409 after authorisation; a draft's delete is in event-chain.test.ts",
  },
  "GET /api/positions/:id/history": { request: onPosition("/history"), expect: readers(200) },
  "POST /api/positions/:id/events": {
    request: onPosition("/events", { type: "note", text: "Holding above support" }),
    expect: admins(201),
  },
  "PUT /api/positions/:id/follow": { request: onPosition("/follow"), expect: readers(204) },
  "DELETE /api/positions/:id/follow": { request: onPosition("/follow"), expect: readers(204) },
  "POST /api/positions/:id/views": { request: onPosition("/views", { kind: "details" }), expect: readers(204) },

  "GET /api/admin/users": { request: url("/api/admin/users?search=seed&limit=10"), expect: admins(200) },
  "PATCH /api/admin/users/:id/subscription": {
    request: async (f) => ({ url: `/api/admin/users/${await f.stranger()}/subscription`, body: subscription }),
    expect: admins(200),
  },
  "PUT /api/admin/users/:id": {
    request: async (f) => ({ url: `/api/admin/users/${await f.stranger()}`, body: subscription }),
    expect: admins(200),
  },
  "DELETE /api/admin/users/:id": {
    request: async (f) => ({ url: `/api/admin/users/${await f.stranger()}` }),
    expect: admins(204),
  },
  "GET /api/admin/users/:id/overview": {
    request: async (f) => ({ url: `/api/admin/users/${await f.stranger()}/overview` }),
    expect: admins(200),
  },
  "POST /api/admin/users/:id/grant": {
    request: async (f) => ({ url: `/api/admin/users/${await f.stranger()}/grant`, body: { days: 7 } }),
    expect: admins(200),
  },
  "POST /api/admin/users/:id/refunds": {
    request: async (f) => ({
      url: `/api/admin/users/${await f.stranger()}/refunds`,
      body: { paymentId: "no-such-charge", amountCents: 100 },
    }),
    expect: admins(404),
    note: "the stranger has no charges: 404 after authorisation; refunds are in admin-member.routes.test.ts",
  },
  "POST /api/admin/users/:id/cancel": {
    request: async (f) => ({ url: `/api/admin/users/${await f.stranger()}/cancel`, body: { when: "now" } }),
    expect: admins(409),
    note: "the stranger has no subscription: 409 after authorisation; cancelling is in admin-member.routes.test.ts",
  },
  "DELETE /api/admin/users/:id/sessions/:sessionId": {
    request: async (f) => ({ url: `/api/admin/users/${await f.stranger()}/sessions/no-such-session` }),
    expect: admins(404),
    note: "no such session: 404 after authorisation; signing a member out is in admin-member.routes.test.ts",
  },
  "GET /api/admin/log": { request: url("/api/admin/log?action=member.plan&limit=10"), expect: admins(200) },
  "GET /api/admin/log.csv": { request: url("/api/admin/log.csv?from=2026-01-01"), expect: admins(200) },
  "GET /api/admin/stats": { request: url("/api/admin/stats"), expect: admins(200) },
  "POST /api/alerts/:secret": {
    request: async (f) => ({
      url: (await f.alertSource()).webhookPath,
      body: { action: "open", ref: "matrix", symbol: "EURUSD", direction: "buy", entry: 1.0724 },
    }),
    expect: everyone(202),
    signedLink: true,
    note: "TradingView's webhook: the secret in its path is its only authority, whoever posts (alerts.webhook.test.ts)",
  },
  "GET /api/admin/automation/sources": { request: url("/api/admin/automation/sources"), expect: admins(200) },
  "POST /api/admin/automation/sources": {
    request: () => ({ url: "/api/admin/automation/sources", body: { name: "TradingView" } }),
    expect: admins(201),
  },
  "PUT /api/admin/automation/sources/:id": {
    request: async (f) => ({
      url: `/api/admin/automation/sources/${(await f.alertSource()).id}`,
      body: { name: "Renamed", publishes: false },
    }),
    expect: admins(200),
  },
  "POST /api/admin/automation/sources/:id/rotate": {
    request: async (f) => ({ url: `/api/admin/automation/sources/${(await f.alertSource()).id}/rotate` }),
    expect: admins(200),
  },
  "POST /api/admin/automation/sources/:id/revoke": {
    request: async (f) => ({ url: `/api/admin/automation/sources/${(await f.alertSource()).id}/revoke` }),
    expect: admins(200),
  },
  "POST /api/admin/automation/sources/:id/test": {
    request: async (f) => ({
      url: `/api/admin/automation/sources/${(await f.alertSource()).id}/test`,
      body: { body: JSON.stringify({ action: "open", ref: "t", symbol: "EURUSD", direction: "buy", entry: 1.07 }) },
    }),
    expect: admins(200),
    note: "the sample is checked as an alert and logged as a test: nothing is written, nothing reaches members",
  },
  "GET /api/admin/automation/alerts": { request: url("/api/admin/automation/alerts"), expect: admins(200) },
  "POST /api/admin/automation/alerts/:id/approve": {
    request: async (f) => ({ url: `/api/admin/automation/alerts/${await f.draftAlert()}/approve` }),
    expect: admins(200),
  },
  "POST /api/admin/automation/alerts/:id/dismiss": {
    request: async (f) => ({ url: `/api/admin/automation/alerts/${await f.draftAlert()}/dismiss` }),
    expect: admins(200),
  },
  "GET /api/admin/automation/keys": { request: url("/api/admin/automation/keys"), expect: admins(200) },
  "POST /api/admin/automation/keys": {
    request: () => ({ url: "/api/admin/automation/keys", body: { name: "Script", scopes: ["read"] } }),
    expect: admins(201),
  },
  "POST /api/admin/automation/keys/:id/revoke": {
    request: async (f) => ({ url: `/api/admin/automation/keys/${await f.providerKey()}/revoke` }),
    expect: admins(200),
  },
  "GET /api/admin/settings": { request: url("/api/admin/settings"), expect: admins(200) },
  "POST /api/admin/track-record/heads": { request: url("/api/admin/track-record/heads"), expect: admins(200) },
  "PATCH /api/admin/settings": {
    request: () => ({ url: "/api/admin/settings", body: { autoPublish: true } }),
    expect: admins(200),
  },
  "GET /api/admin/telegram": { request: url("/api/admin/telegram"), expect: admins(200) },
  "GET /api/admin/telegram/status": {
    request: url("/api/admin/telegram/status"),
    expect: admins(200),
    note: "off here (no settings); the bot's live status is covered in telegram.test.ts",
  },
  "PUT /api/admin/telegram": {
    // A null token turns the feature off: no call leaves for Telegram (saving a token is covered in telegram.test.ts).
    request: () => ({ url: "/api/admin/telegram", body: { botToken: null, chat: "-1001234567890", exceptions: [] } }),
    expect: admins(200),
  },
  "POST /api/admin/telegram/reconcile": {
    request: url("/api/admin/telegram/reconcile"),
    expect: admins(202),
    note: "202: the run happens after the answer and is listed in the panel (telegram.test.ts)",
  },
  "GET /api/admin/discord": { request: url("/api/admin/discord"), expect: admins(200) },
  "GET /api/admin/discord/status": {
    request: url("/api/admin/discord/status"),
    expect: admins(200),
    note: "off here (no settings); the bot's live status is covered in discord.test.ts",
  },
  "PUT /api/admin/discord": {
    // A null token turns the feature off: no call leaves for Discord (saving a token is covered in discord.test.ts).
    request: () => ({
      url: "/api/admin/discord",
      body: {
        botToken: null,
        clientId: "1100000000000000001",
        guildId: "1200000000000000001",
        trialRoleId: "1200000000000000002",
        proRoleId: "1200000000000000003",
        channelId: "1200000000000000100",
        onAccessEnd: "kick",
        exceptions: [],
      },
    }),
    expect: admins(200),
  },
  "POST /api/admin/discord/reconcile": {
    request: url("/api/admin/discord/reconcile"),
    expect: admins(202),
    note: "202: the run happens after the answer and is listed in the panel (discord.test.ts)",
  },
  "GET /api/admin/exports/users.csv": { request: url("/api/admin/exports/users.csv"), expect: admins(200) },
  "GET /api/admin/exports/trades.csv": { request: url("/api/admin/exports/trades.csv"), expect: admins(200) },
  "GET /api/admin/exports/analytics.csv": { request: url("/api/admin/exports/analytics.csv"), expect: admins(200) },
  "GET /api/admin/exports/payments.csv": {
    request: url("/api/admin/exports/payments.csv?from=2026-11-01&to=2026-11-30"),
    expect: admins(200),
  },

  "GET /api/notifications": { request: url("/api/notifications"), expect: notified(200) },
  "POST /api/notifications/:id/read": {
    request: async (f, caller) => ({
      url: `/api/notifications/${await f.notification(await f.ownerId(caller))}/read`,
    }),
    expect: notified(204),
  },
  "POST /api/notifications/read-all": { request: url("/api/notifications/read-all"), expect: notified(204) },
  "DELETE /api/notifications": { request: url("/api/notifications"), expect: notified(204) },
  "GET /api/notifications/vapid-public-key": {
    request: url("/api/notifications/vapid-public-key"),
    expect: everyone(200),
  },
  "POST /api/notifications/subscribe": {
    request: (_f, caller) => ({
      url: "/api/notifications/subscribe",
      body: { subscription: pushSubscription(`https://push.example.com/${encodeURIComponent(caller.role)}`) },
    }),
    expect: signedIn(201),
  },
  "POST /api/notifications/unsubscribe": {
    request: () => ({
      url: "/api/notifications/unsubscribe",
      body: { subscription: { endpoint: "https://push.example.com/gone" } },
    }),
    expect: signedIn(204),
  },
  "POST /api/notifications/test-push": {
    request: () => ({ url: "/api/notifications/test-push", body: { audience: "self" } }),
    expect: admins(409),
    ownAccount: true,
    note: "a new admin has no device registered: 409 'No devices subscribed' comes after authorisation",
  },
  "GET /ws/notifications": {
    request: url("/ws/notifications"),
    expect: notified(101),
    websocket: true,
  },
};

/** Served to anyone as files or the single-page app shell; no session is read there. */
export const PUBLIC_STATIC = new Set(["GET /", "GET /index.html", "GET /*"]);

/** The app's routes the matrix must cover: HEAD twins of GET routes and the public static files left out. */
export function guardedRoutes(routeTable: readonly string[]): string[] {
  const routes = new Set(routeTable);
  return routeTable.filter((route) => {
    if (PUBLIC_STATIC.has(route)) return false;
    const [method, path] = route.split(" ");
    return !(method === "HEAD" && routes.has(`GET ${path}`));
  });
}
