import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  affiliateParamsSchema,
  markAffiliateSchema,
  payoutInputSchema,
  payoutSchema,
  REFERRAL_CODE_PATTERN,
  REFERRAL_WINDOW_DAYS,
  referralAdminSchema,
  referralCodeParamsSchema,
  referralDashboardSchema,
  referralLandingSchema,
  referralProgramSchema,
} from "../../../shared/referrals.js";
import { DAY_MS } from "../../../shared/plans.js";
import { clientAddressKey } from "../../lib/client-address.js";
import { csvStream } from "../../lib/csv.js";
import { viewerOf } from "../../plugins/auth.js";
import {
  attributeRegistration,
  markAffiliateByEmail,
  markPayoutPaid,
  payoutReport,
  recordVisit,
  referralAdmin,
  referralDashboard,
  referralLanding,
  referralProgram,
  saveReferralProgram,
  unmarkAffiliate,
  type ReferralsDeps,
} from "./referrals.service.js";

/** The first-party cookie holding the visit that counts for this browser (docs/decisions/0034-referrals-and-affiliates.md). */
export const referralCookieName = (secure: boolean) => (secure ? "__Host-referral" : "referral");

/** At registration: the visit this browser's cookie holds makes the referral (referrals.service.ts). */
export const attributeRequest =
  (deps: ReferralsDeps, secure: boolean) =>
  async (request: FastifyRequest, userId: string): Promise<void> => {
    await attributeRegistration(deps, userId, request.cookies[referralCookieName(secure)]);
  };

export interface ReferralsRoutesOptions {
  deps: ReferralsDeps;
  secure: boolean;
}

/** Clicks one address may make on referral links in a window: far above a person, far below a script. */
const CLICKS_PER_WINDOW = 60;
const CLICK_WINDOW_MS = 10 * 60 * 1000;

const landingPath = (code: string, promotion: string | undefined) =>
  `/invite/${encodeURIComponent(code)}${promotion ? `?code=${encodeURIComponent(promotion)}` : ""}`;

/**
 * `/?ref=<code>` on any page is the same link as `/r/<code>`: sent there, so one route records every visit.
 * Registered with fastify-plugin so it sees every page, not only this plugin's routes.
 */
export const referralQueryLinks = fp(async (app: FastifyInstance) => {
  // A plain callback, not an async function: every request runs it, nearly all to go on at once.
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "GET" || request.url.startsWith("/api/") || !request.url.includes("ref=")) return done();
    const url = new URL(request.url, "http://app.invalid");
    const ref = url.searchParams.get("ref");
    if (!ref || !REFERRAL_CODE_PATTERN.test(ref.toLowerCase())) return done();
    const code = url.searchParams.get("code") ?? undefined;
    // Answered here: the request goes no further (a hook that sends does not call done).
    void reply.redirect(
      `/r/${encodeURIComponent(ref.toLowerCase())}${code ? `?code=${encodeURIComponent(code)}` : ""}`,
    );
  });
});

export async function referralsRoutes(app: FastifyInstance, { deps, secure }: ReferralsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cookieName = referralCookieName(secure);
  const cookieOf = (request: FastifyRequest): string | undefined => request.cookies[cookieName];
  app.addHook("onRequest", async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "private, no-store");
  });

  const limitAddress = app.createRateLimit({ max: CLICKS_PER_WINDOW, timeWindow: CLICK_WINDOW_MS });

  // The link itself: records the visit, keeps the first one in the cookie, and shows the invitation.
  api.get(
    "/r/:code",
    {
      schema: {
        params: referralCodeParamsSchema,
        querystring: z.object({ code: z.string().max(64).optional(), v: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const limit = await limitAddress(request);
      if (limit.isAllowed || !limit.isExceeded) {
        const visitId = await recordVisit(deps, {
          code,
          cookieVisitId: cookieOf(request),
          carriedVisitId: request.query.v,
          address: clientAddressKey(request.ip),
          userAgent: request.headers["user-agent"] ?? "",
        });
        if (visitId) {
          reply.setCookie(cookieName, visitId, {
            path: "/",
            httpOnly: true,
            sameSite: "lax",
            secure,
            maxAge: (REFERRAL_WINDOW_DAYS * DAY_MS) / 1000,
          });
        }
      }
      return reply.redirect(landingPath(code.toLowerCase(), request.query.code));
    },
  );

  api.get(
    "/api/referrals/landing/:code",
    {
      config: { guard: "public" },
      schema: { params: referralCodeParamsSchema, response: { 200: referralLandingSchema } },
    },
    (request) => referralLanding(deps, request.params.code, cookieOf(request)),
  );

  api.get(
    "/api/referrals/me",
    { config: { guard: "signedIn" }, schema: { response: { 200: referralDashboardSchema } } },
    (request) => referralDashboard(deps, viewerOf(request).id),
  );

  const admins = { config: { guard: "admin" } } as const;
  const sensitive = { guard: "admin", stepUp: true } as const;
  api.get("/api/admin/referrals", { ...admins, schema: { response: { 200: referralAdminSchema } } }, () =>
    referralAdmin(deps),
  );
  api.put(
    "/api/admin/referrals/program",
    {
      config: { ...sensitive, audit: { action: "referral.program", request: "body" } },
      schema: { body: referralProgramSchema, response: { 200: referralProgramSchema } },
    },
    (request) => saveReferralProgram(deps, request.body, viewerOf(request).id),
  );
  api.get("/api/admin/referrals/program", { ...admins, schema: { response: { 200: referralProgramSchema } } }, () =>
    referralProgram(deps.db),
  );
  api.post(
    "/api/admin/referrals/affiliates",
    {
      config: { guard: "admin", audit: { action: "referral.affiliate_add", target: "member" } },
      schema: { body: markAffiliateSchema, response: { 201: z.object({ id: z.string() }) } },
    },
    async (request, reply) =>
      reply.code(201).send(await markAffiliateByEmail(deps, request.body.email, viewerOf(request).id)),
  );
  api.delete(
    "/api/admin/referrals/affiliates/:userId",
    {
      config: { guard: "admin", audit: { action: "referral.affiliate_remove", target: "member", param: "userId" } },
      schema: { params: affiliateParamsSchema, response: { 200: z.object({ id: z.string() }) } },
    },
    (request) => unmarkAffiliate(deps, request.params.userId),
  );
  api.post(
    "/api/admin/referrals/affiliates/:userId/payouts",
    {
      config: {
        ...sensitive,
        audit: { action: "referral.payout", target: "member", param: "userId", request: "body" },
      },
      schema: { params: affiliateParamsSchema, body: payoutInputSchema, response: { 200: payoutSchema } },
    },
    (request) => markPayoutPaid(deps, request.params.userId, request.body, viewerOf(request).id),
  );
  api.get(
    "/api/admin/referrals/payouts.csv",
    { config: { ...sensitive, audit: { action: "export.payouts" } } },
    async (request, reply) => {
      const rows = await payoutReport(deps);
      const stream = csvStream(
        [
          { header: "Affiliate", value: (row) => row.name },
          { header: "Email", value: (row) => row.email },
          { header: "Code", value: (row) => row.code },
          { header: "Commissions", value: (row) => row.commissions },
          { header: "Earned unpaid (cents)", value: (row) => row.amountCents },
          { header: "Earned unpaid", value: (row) => (row.amountCents / 100).toFixed(2) },
          { header: "Period start", value: (row) => row.periodStart.slice(0, 10) },
          { header: "Period end", value: (row) => row.periodEnd.slice(0, 10) },
        ],
        rows,
        (err) => request.log.error({ err }, "payout report failed"),
      );
      const day = deps.clock.now().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="affiliate-payouts-${day}.csv"`)
        .send(stream);
    },
  );
}
