import type { PaymentProvider } from "./payment-provider.js";

/** The embedded default: a checkout page served by the app itself (docs/product.md#test-payments). */
export function createLocalProvider(): PaymentProvider {
  return {
    name: "local",
    createCheckout: async ({ checkoutId }) => ({ providerSessionId: checkoutId, url: `/checkout/local/${checkoutId}` }),
    // The local checkout checks its own status when paid: closing it in the database is enough.
    expireCheckout: async () => {},
    billingPortalUrl: async () => undefined,
    // The local billing run renews only subscriptions in our database, and an account's go with it.
    cancelSubscriptionNow: async () => {},
    // No money moved: the member-payments service records the local checkout's refunds and cancellations itself.
    cancelAtPeriodEnd: async () => {},
    refundCharge: async () => undefined,
    // The local checkout applies codes itself, from our own table.
    createPromotion: async () => null,
    deactivatePromotion: async () => {},
    // The local checkout takes credit off its payments from our own ledger (applyLedgerCredit).
    grantCredit: async () => null,
  };
}
