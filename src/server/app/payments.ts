import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import type { DatabaseHandle } from "../db/database.js";
import { newSubscriberMail } from "../features/admin/new-subscriber-mail.service.js";
import { endTestCheckoutAccess } from "../features/payments/fulfilment.service.js";
import { createLocalProvider } from "../features/payments/local-provider.js";
import type { PaymentProvider } from "../features/payments/payment-provider.js";
import { paymentsRoutes } from "../features/payments/payments.routes.js";
import { promotionCodesRoutes } from "../features/payments/promotion-codes.routes.js";
import type { Clock } from "../lib/clock.js";

/** The payment provider the configuration names (Stripe, or the local test checkout) and its routes. */
export async function registerPayments(
  app: FastifyInstance,
  { config, database, clock }: { config: Config; database: DatabaseHandle; clock: Clock },
): Promise<PaymentProvider> {
  const onNewSubscription = newSubscriberMail({ db: database.db, clock, log: app.log });
  let provider: PaymentProvider;
  if (config.payments.provider === "stripe") {
    // Stripe's SDK is loaded only where payments are real: a development or test server never holds it.
    const [{ createStripeClient, createStripeProvider }, { stripeWebhookRoutes }] = await Promise.all([
      import("../features/payments/stripe-provider.js"),
      import("../features/payments/stripe-webhook.routes.js"),
    ]);
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
  await app.register(promotionCodesRoutes, { deps: { db: database.db, clock, provider } });
  return provider;
}
