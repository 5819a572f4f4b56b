import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { PAYMENT_MESSAGES } from "../../../shared/payments.js";
import type { Db } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { adminOnlyText, AppError } from "../../lib/app-error.js";
import type { NewSubscriptionListener } from "./fulfilment.service.js";
import type { PriceIds } from "./stripe-sales.js";
import { handleStripeEvent } from "./stripe-webhook.service.js";

export interface StripeWebhookOptions {
  db: Db;
  clock: Clock;
  stripe: Stripe;
  webhookSecret: string;
  priceIds: PriceIds;
  /** Told of each purchase that starts a subscription, after it commits (the admins' email). */
  onNewSubscription?: NewSubscriptionListener;
}

/** Stripe events are larger than the API's JSON bodies. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * POST /api/stripe/webhook: Stripe's server calls it, with no session and no Origin. The signature is checked
 * on the exact bytes received, so this plugin keeps JSON bodies raw (its own scope: other routes still parse).
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  { db, clock, stripe, webhookSecret, priceIds, onNewSubscription }: StripeWebhookOptions,
) {
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  const invoiceOfPayment = async (paymentIntent: string) => {
    try {
      const payments = await stripe.invoicePayments.list({
        payment: { type: "payment_intent", payment_intent: paymentIntent },
        limit: 1,
      });
      const invoice = payments.data[0]?.invoice;
      return typeof invoice === "string" ? invoice : invoice?.id;
    } catch (error) {
      // Stripe retries an event answered 5xx; nothing was stored (the lookup comes before the transaction).
      if (error instanceof Stripe.errors.StripeError)
        throw new AppError("unavailable", adminOnlyText("Stripe could not be reached"));
      throw error;
    }
  };

  app.post("/api/stripe/webhook", { config: { guard: "public" }, bodyLimit: WEBHOOK_BODY_LIMIT }, async (request) => {
    const signature = request.headers["stripe-signature"];
    if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) {
      throw new AppError("invalid", adminOnlyText(PAYMENT_MESSAGES.invalidSignature));
    }
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new AppError("invalid", adminOnlyText(PAYMENT_MESSAGES.invalidSignature));
      }
      throw new AppError("invalid", adminOnlyText("Webhook body is not a Stripe event"));
    }
    const result = await handleStripeEvent({ db, clock, priceIds, invoiceOfPayment, onNewSubscription }, event).catch(
      (error: unknown) => {
        // A signed event without the fields its type carries cannot be read; nothing was stored (one transaction).
        if (error instanceof TypeError)
          throw new AppError("invalid", adminOnlyText("Webhook event is missing the fields of its type"));
        throw error;
      },
    );
    if (result.refusal) {
      // Answered 2xx all the same: Stripe would retry a refusal for days, and it would never be accepted.
      request.log.warn(
        { eventId: event.id, type: event.type, userId: result.userId, refusal: result.refusal },
        "stripe event refused: it is not for a sale of ours and grants nothing",
      );
    } else request.log.info({ eventId: event.id, type: event.type, outcome: result.outcome }, "stripe event");
    app.metrics.paymentProcessed("stripe", result.outcome);
    return { received: true };
  });
}
