import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import {
  FakeStripeError,
  fakePromotions,
  type FakeCoupon,
  type FakePromotionCode,
  type FakeSession,
} from "./fake-stripe-promotions.js";
import {
  fakeBalances,
  type FakeBalanceTransaction,
  type FakeCustomer,
  type FakeFinalizedInvoice,
} from "./fake-stripe-balances.js";

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** Form fields as the SDK encodes them: `metadata[userId]`, `line_items[0][price_data][unit_amount]`. */
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

export interface FakeStripe {
  /** For STRIPE_API_BASE. */
  url: string;
  requests: FakeStripeRequest[];
  /** Records that this payment intent paid this invoice, as Stripe's Invoice Payments list then answers. */
  payInvoice(paymentIntent: string, invoiceId: string): void;
  /** Subscriptions as updates through the API left them, by id. */
  subscriptions: Map<string, { cancel_at_period_end: boolean }>;
  /** Coupons and promotion codes as the API left them, by id. */
  coupons: Map<string, FakeCoupon>;
  promotionCodes: Map<string, FakePromotionCode>;
  /**
   * Pays an open Checkout Session as a buyer would: answers the session as `checkout.session.completed` carries it
   * (its discounts and totals as Stripe computed them) and counts its promotion code's redemption.
   */
  completeSession(sessionId: string, payment: string): FakeSession;
  /** Customers as the API made them, with their balances (negative: credit), by id. */
  customers: Map<string, FakeCustomer>;
  /** Every customer balance transaction, oldest first: adjustments through the API and credit applied to invoices. */
  balanceTransactions: FakeBalanceTransaction[];
  /**
   * Finalizes and pays a renewal invoice of `total` cents for a customer, as Stripe does: the customer's credit is
   * taken off its amount due. Answers the invoice's money, for the `invoice.paid` event the test delivers.
   */
  finalizeInvoice(customer: string, total: number): FakeFinalizedInvoice;
  /** The next calls to this path answer this HTTP status with a Stripe error body. */
  failNext(path: string, status: number, times?: number): void;
  close(): Promise<void>;
}

const newStripeId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString("hex")}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A local stand-in for the parts of Stripe's API the app calls (Customers and their balance transactions, Checkout Sessions, Billing Portal
 * sessions with their discounts, Coupons and Promotion Codes, updating and cancelling a Subscription, Refunds, the
 * Invoice Payments list), speaking its wire format: form-encoded requests, JSON answers, Idempotency-Key replays.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const replays = new Map<string, string>();
  const failures = new Map<string, { status: number; times: number }>();
  const invoicePayments = new Map<string, string>();
  const subscriptions = new Map<string, { cancel_at_period_end: boolean }>();
  const promotions = fakePromotions();
  const balances = fakeBalances();

  /** GET /v1/invoice_payments, filtered by `payment[payment_intent]` or by `invoice`, as Stripe filters it. */
  const list = (path: string, params: Record<string, string>): Record<string, unknown> | undefined => {
    const customerTransactions = /^\/v1\/customers\/([^/]+)\/balance_transactions$/.exec(path);
    if (customerTransactions?.[1]) return balances.listBalanceTransactions(customerTransactions[1], path);
    const customer = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (customer?.[1]) return balances.customer(customer[1]);
    if (path !== "/v1/invoice_payments") return undefined;
    const paid = [...invoicePayments].filter(
      ([intent, invoice]) => intent === params["payment[payment_intent]"] || invoice === params.invoice,
    );
    const data = paid.map(([intent, invoice]) => ({
      id: newStripeId("inpay"),
      object: "invoice_payment",
      invoice,
      status: "paid",
      payment: { type: "payment_intent", payment_intent: intent },
    }));
    return { object: "list", data, has_more: false, url: path };
  };

  const answer = (path: string, params: Record<string, string>): Record<string, unknown> | undefined => {
    if (path === "/v1/customers") return balances.createCustomer(params);
    const balanceTransaction = /^\/v1\/customers\/([^/]+)\/balance_transactions$/.exec(path);
    if (balanceTransaction?.[1]) return balances.createBalanceTransaction(balanceTransaction[1], params);
    if (path === "/v1/checkout/sessions") {
      const id = newStripeId("cs");
      return {
        ...promotions.priceSession(id, params),
        object: "checkout.session",
        status: "open",
        payment_status: "unpaid",
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
    }
    if (path === "/v1/coupons") return promotions.createCoupon(params);
    if (path === "/v1/promotion_codes") return promotions.createPromotionCode(params);
    const promotionCode = /^\/v1\/promotion_codes\/([^/]+)$/.exec(path);
    if (promotionCode?.[1]) return promotions.updatePromotionCode(promotionCode[1], params);
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (expire) return { id: expire[1], object: "checkout.session", status: "expired", url: null };
    if (path === "/v1/refunds") {
      return {
        id: newStripeId("re"),
        object: "refund",
        // The charge of the payment intent: one per intent, as a paid intent has one successful charge.
        charge: `ch_of_${params.payment_intent}`,
        amount: Number(params.amount),
        currency: "usd",
        payment_intent: params.payment_intent,
        status: "succeeded",
        metadata: { userId: params["metadata[userId]"] },
      };
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscription?.[1]) {
      const id = subscription[1];
      const updated = { cancel_at_period_end: params.cancel_at_period_end === "true" };
      subscriptions.set(id, updated);
      return { id, object: "subscription", status: "active", ...updated };
    }
    if (path === "/v1/billing_portal/sessions") {
      const id = newStripeId("bps");
      return {
        id,
        object: "billing_portal.session",
        customer: params.customer,
        url: `https://billing.stripe.test/p/session/${id}`,
      };
    }
    return undefined;
  };

  /** DELETE /v1/subscriptions/:id (cancel now): the subscription, canceled at once, as Stripe answers it. */
  const remove = (path: string): Record<string, unknown> | undefined => {
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (!subscription) return undefined;
    const now = Math.floor(Date.now() / 1000);
    return {
      id: subscription[1],
      object: "subscription",
      status: "canceled",
      cancel_at_period_end: false,
      canceled_at: now,
      ended_at: now,
    };
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const [path = "/", query = ""] = (request.url ?? "/").split("?");
      const params = Object.fromEntries(
        new URLSearchParams(request.method === "GET" ? query : await readBody(request)),
      );
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      requests.push({ method: request.method ?? "GET", path, params, idempotencyKey });
      response.setHeader("content-type", "application/json");

      const failure = failures.get(path);
      if (failure && failure.times > 0) {
        failure.times -= 1;
        response.statusCode = failure.status;
        response.end(JSON.stringify({ error: { type: "api_error", message: "Fake Stripe failure" } }));
        return;
      }
      const replayKey = idempotencyKey ? `${path} ${idempotencyKey}` : undefined;
      const replay = replayKey ? replays.get(replayKey) : undefined;
      if (replay) {
        response.setHeader("idempotent-replayed", "true");
        response.end(replay);
        return;
      }
      let body: Record<string, unknown> | undefined;
      try {
        body =
          request.method === "POST"
            ? answer(path, params)
            : request.method === "DELETE"
              ? remove(path)
              : list(path, params);
      } catch (error) {
        if (!(error instanceof FakeStripeError)) throw error;
        response.statusCode = error.status;
        const detail = { type: "invalid_request_error", message: error.message, code: error.code, param: error.param };
        response.end(JSON.stringify({ error: detail }));
        return;
      }
      if (!body) {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: "invalid_request_error", message: `No fake for ${path}` } }));
        return;
      }
      const text = JSON.stringify(body);
      if (replayKey) replays.set(replayKey, text);
      response.end(text);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    payInvoice: (paymentIntent, invoiceId) => void invoicePayments.set(paymentIntent, invoiceId),
    subscriptions,
    coupons: promotions.coupons,
    promotionCodes: promotions.promotionCodes,
    completeSession: promotions.completeSession,
    customers: balances.customers,
    balanceTransactions: balances.transactions,
    finalizeInvoice: balances.finalizeInvoice,
    failNext: (path, status, times = 1) => failures.set(path, { status, times }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
