import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PAYMENT_MESSAGES,
  billingSchema,
  checkoutBodySchema,
  localCheckoutSchema,
  redirectResponseSchema,
  urlResponseSchema,
} from "../../../shared/payments.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { AppError } from "../../lib/app-error.js";
import { viewerOf } from "../../plugins/auth.js";
import { getBilling } from "./billing.service.js";
import { startCheckout } from "./checkout.service.js";
import { cancelLocalCheckout, completeLocalCheckout, getLocalCheckout } from "./local-checkout.service.js";
import type { NewSubscriptionListener } from "./fulfilment.service.js";
import { cancelLocalSubscription, resumeLocalSubscription } from "./local-subscriptions.service.js";
import { ProviderUnavailableError, type PaymentProvider } from "./payment-provider.js";

export interface PaymentsRoutesOptions {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  /** Told of each purchase that starts a subscription, after it commits (the admins' email). */
  onNewSubscription?: NewSubscriptionListener;
}

/** Our checkout ids are UUIDs: anything else is no checkout, and never reaches the database. */
const sessionParams = z.strictObject({ id: z.uuid(PAYMENT_MESSAGES.checkoutNotFound) });
/** Pay, cancel and portal take no body: anything in it is a client mistake, refused like an unknown field. */
const noBody = z.strictObject({}).nullish();

/** Checkout, billing and the local provider's checkout page API (docs/payments.md). */
export async function paymentsRoutes(
  app: FastifyInstance,
  { db, clock, provider, onNewSubscription }: PaymentsRoutesOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The actions here (pay, cancel, portal) take no body; a client may still send a JSON content type with an
  // empty body, which reads as {} instead of failing. Anything else parses as everywhere (this scope only).
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text === "") done(null, {});
    else parseJson(request, text, done);
  });
  const viaProvider = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ProviderUnavailableError) app.log.error({ err: error }, "payment provider call failed");
      throw error;
    }
  };

  // Every payments call is for a signed-in member.
  const signedIn = { config: { guard: "signedIn" } } as const;

  api.post(
    "/api/stripe/create-checkout-session",
    { ...signedIn, schema: { body: checkoutBodySchema, response: { 200: urlResponseSchema } } },
    async (request) => {
      const user = viewerOf(request);
      const url = await viaProvider(() =>
        startCheckout({ db, clock, provider }, user, request.body.planType, request.body.code),
      );
      return { url };
    },
  );

  api.post(
    "/api/stripe/portal",
    { ...signedIn, schema: { body: noBody, response: { 200: urlResponseSchema } } },
    async (request) => {
      const user = viewerOf(request);
      if (provider.name !== "stripe") throw new AppError("conflict", PAYMENT_MESSAGES.portalUnavailable);
      const url = await viaProvider(() => provider.billingPortalUrl(user));
      if (!url) throw new AppError("conflict", PAYMENT_MESSAGES.noBillingAccount);
      return { url };
    },
  );

  api.get("/api/payments", { ...signedIn, schema: { response: { 200: billingSchema } } }, async (request) => {
    const user = viewerOf(request);
    return getBilling({ db }, provider.name, user.id, clock.now());
  });

  api.post("/api/payments/subscription/cancel", { ...signedIn, schema: { body: noBody } }, async (request, reply) => {
    const user = viewerOf(request);
    if (provider.name !== "local") throw new AppError("conflict", PAYMENT_MESSAGES.cancelInPortal);
    await cancelLocalSubscription({ db }, user.id, clock.now());
    return reply.code(204).send();
  });

  api.post("/api/payments/subscription/resume", { ...signedIn, schema: { body: noBody } }, async (request, reply) => {
    const user = viewerOf(request);
    if (provider.name !== "local") throw new AppError("conflict", PAYMENT_MESSAGES.cancelInPortal);
    await resumeLocalSubscription({ db }, user.id, clock.now());
    return reply.code(204).send();
  });

  if (provider.name !== "local") return;

  api.get(
    "/api/payments/local/sessions/:id",
    { ...signedIn, schema: { params: sessionParams, response: { 200: localCheckoutSchema } } },
    async (request) => getLocalCheckout({ db }, request.params.id, viewerOf(request).id, clock.now()),
  );

  api.post(
    "/api/payments/local/sessions/:id/complete",
    { ...signedIn, schema: { params: sessionParams, body: noBody, response: { 200: redirectResponseSchema } } },
    async (request) => {
      const userId = viewerOf(request).id;
      const redirect = await completeLocalCheckout(db, request.params.id, userId, clock.now(), onNewSubscription);
      app.metrics.paymentProcessed("local", "processed");
      return { redirect };
    },
  );

  api.post(
    "/api/payments/local/sessions/:id/cancel",
    { ...signedIn, schema: { params: sessionParams, body: noBody, response: { 200: redirectResponseSchema } } },
    async (request) => ({
      redirect: await cancelLocalCheckout({ db }, request.params.id, viewerOf(request).id, clock.now()),
    }),
  );
}
