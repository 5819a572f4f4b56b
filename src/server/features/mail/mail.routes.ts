import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  bounceReportSchema,
  EMAIL_DELIVERY_MESSAGES,
  emailDeliverySchema,
  emailSubscriptionSchema,
  outboxListSchema,
  outboxMessageParamsSchema,
  renderedEmailSchema,
  unsubscribeQuerySchema,
} from "../../../shared/email.js";
import { messageSchema } from "../../../shared/auth.js";
import { PAGE_PATHS } from "../../../shared/pages.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import { viewerOf } from "../../plugins/auth.js";
import {
  emailDeliveryOf,
  readEmailSubscription,
  recordBounceReport,
  resubscribe,
  unsubscribe,
  type EmailDeliveryDeps,
} from "./email-delivery.service.js";
import { listOutboxMessages, renderOutboxMessage, type OutboxViewerDeps } from "./outbox-viewer.service.js";

export interface MailRoutesOptions {
  deps: EmailDeliveryDeps;
  viewer: OutboxViewerDeps;
  /** MAIL_WEBHOOK_SECRET: the bounce webhook's Bearer token; absent = the webhook refuses every report. */
  webhookSecret: string | undefined;
}

/** Hashing both sides gives equal lengths, so the comparison takes the same time whatever was sent. */
const digest = (text: string) => createHash("sha256").update(text).digest();

/** Mail clients' one-click unsubscribe posts a form (RFC 8058); its fields say nothing the URL does not. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * docs/product.md#email: unsubscribe links (no sign-in: the token is the authority), the mail provider's bounce
 * reports, the member's delivery notice, and the development mail viewer.
 */
export async function mailRoutes(app: FastifyInstance, { deps, viewer, webhookSecret }: MailRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const bySignedLink = { config: { guard: "public", signedLink: true } } as const;
  const subscriptionResponse = { response: { 200: emailSubscriptionSchema } };

  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(FORM_TYPES, { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, {}),
    );
    oneClick
      .withTypeProvider<ZodTypeProvider>()
      .post(
        "/api/email/unsubscribe",
        { ...bySignedLink, schema: { querystring: unsubscribeQuerySchema, ...subscriptionResponse } },
        async (request) => unsubscribe(deps, request.query.token),
      );
  });

  // A client without one-click support opens the header's link: the page asks before anything is turned off.
  api.get(
    "/api/email/unsubscribe",
    { config: { guard: "public" }, schema: { querystring: unsubscribeQuerySchema } },
    async (request, reply) =>
      reply.redirect(`${PAGE_PATHS.unsubscribe}?token=${encodeURIComponent(request.query.token)}`, 303),
  );

  api.get(
    "/api/email/subscription",
    { config: { guard: "public" }, schema: { querystring: unsubscribeQuerySchema, ...subscriptionResponse } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return readEmailSubscription(deps, request.query.token);
    },
  );

  api.post(
    "/api/email/resubscribe",
    { ...bySignedLink, schema: { querystring: unsubscribeQuerySchema, ...subscriptionResponse } },
    async (request) => resubscribe(deps, request.query.token),
  );

  const expected = webhookSecret ? digest(`Bearer ${webhookSecret}`) : undefined;
  const requireWebhookSecret = async (request: FastifyRequest) => {
    if (!expected) throw new AppError("not_found", adminOnlyText(EMAIL_DELIVERY_MESSAGES.webhookNotConfigured));
    if (!timingSafeEqual(digest(request.headers.authorization ?? ""), expected)) {
      throw new AppError("unauthenticated", adminOnlyText(EMAIL_DELIVERY_MESSAGES.webhookSecretWrong));
    }
  };

  api.post(
    "/api/email/bounces",
    {
      config: { guard: "public" },
      onRequest: requireWebhookSecret,
      schema: { body: bounceReportSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await recordBounceReport(deps, request.body);
      return { message: EMAIL_DELIVERY_MESSAGES.reported };
    },
  );

  api.get(
    "/api/email/delivery",
    { config: { guard: "signedIn" }, schema: { response: { 200: emailDeliverySchema } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return emailDeliveryOf(deps.db, viewerOf(request).email);
    },
  );

  api.get(
    "/api/admin/mail",
    { config: { guard: "admin" }, schema: { response: { 200: outboxListSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listOutboxMessages(viewer);
    },
  );

  api.get(
    "/api/admin/mail/:id",
    {
      // A message may hold a member's reset or sign-in link: a session left open must not read it.
      config: { guard: "admin", stepUp: true },
      schema: { params: outboxMessageParamsSchema, response: { 200: renderedEmailSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return renderOutboxMessage(viewer, request.params.id);
    },
  );
}
