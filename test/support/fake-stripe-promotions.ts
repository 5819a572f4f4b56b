import { randomBytes } from "node:crypto";

/*
 * The fake Stripe's Coupons, Promotion Codes and Checkout discounts, as Stripe documents them: a promotion code
 * names a coupon (`promotion[coupon]`); Checkout takes `discounts[0][promotion_code]` or `allow_promotion_codes`
 * (never both), refuses an inactive, expired or used-up code, and computes the total itself.
 */

const newStripeId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString("hex")}`;

export interface FakeCoupon {
  id: string;
  percent_off: number | null;
  amount_off: number | null;
  duration: string;
  duration_in_months: number | null;
}

export interface FakePromotionCode {
  id: string;
  code: string;
  coupon: string;
  active: boolean;
  expires_at: number | null;
  max_redemptions: number | null;
  times_redeemed: number;
}

export interface FakeSession extends Record<string, unknown> {
  id: string;
  mode: string;
  amount_subtotal: number;
  amount_total: number;
  discounts: { coupon: string; promotion_code: string | null }[];
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
}

/** A Stripe error answer: the status and the `error` object the SDK turns into a StripeInvalidRequestError. */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** The request parameter Stripe blames, as its error object names it. */
    readonly param?: string,
  ) {
    super(message);
  }
}

export function fakePromotions() {
  const coupons = new Map<string, FakeCoupon>();
  const promotionCodes = new Map<string, FakePromotionCode>();
  const sessions = new Map<string, FakeSession>();

  const createCoupon = (params: Record<string, string>) => {
    const coupon: FakeCoupon = {
      id: params.id ?? newStripeId("co"),
      percent_off: params.percent_off ? Number(params.percent_off) : null,
      amount_off: params.amount_off ? Number(params.amount_off) : null,
      duration: params.duration ?? "once",
      duration_in_months: params.duration_in_months ? Number(params.duration_in_months) : null,
    };
    if ((coupon.percent_off === null) === (coupon.amount_off === null)) {
      throw new FakeStripeError(400, "Exactly one of percent_off and amount_off is needed.");
    }
    coupons.set(coupon.id, coupon);
    return { object: "coupon", valid: true, currency: params.currency ?? null, name: params.name ?? null, ...coupon };
  };

  const createPromotionCode = (params: Record<string, string>) => {
    const coupon = params["promotion[coupon]"];
    if (params["promotion[type]"] !== "coupon" || !coupon || !coupons.has(coupon)) {
      throw new FakeStripeError(400, "No such coupon", "resource_missing");
    }
    const code = params.code ?? randomBytes(4).toString("hex").toUpperCase();
    if ([...promotionCodes.values()].some((other) => other.active && other.code === code)) {
      throw new FakeStripeError(400, `An active promotion code with \`code: ${code}\` already exists.`);
    }
    const promotionCode: FakePromotionCode = {
      id: newStripeId("promo"),
      code,
      coupon,
      active: params.active !== "false",
      expires_at: params.expires_at ? Number(params.expires_at) : null,
      max_redemptions: params.max_redemptions ? Number(params.max_redemptions) : null,
      times_redeemed: 0,
    };
    promotionCodes.set(promotionCode.id, promotionCode);
    return view(promotionCode);
  };

  const view = (code: FakePromotionCode) => ({
    object: "promotion_code",
    ...code,
    promotion: { type: "coupon", coupon: code.coupon },
  });

  const updatePromotionCode = (id: string, params: Record<string, string>) => {
    const code = promotionCodes.get(id);
    if (!code) throw new FakeStripeError(404, `No such promotion code: '${id}'`, "resource_missing");
    if (params.active !== undefined) code.active = params.active === "true";
    return view(code);
  };

  /** Why Checkout refuses a promotion code, as Stripe's error says it. */
  const refusalOf = (code: FakePromotionCode | undefined): string | null => {
    if (!code || !code.active) return "This promotion code is not active.";
    if (code.expires_at !== null && code.expires_at * 1000 <= Date.now()) return "This promotion code has expired.";
    if (code.max_redemptions !== null && code.times_redeemed >= code.max_redemptions) {
      return "This promotion code has been redeemed the maximum number of times.";
    }
    return null;
  };

  /** The discounts and totals of a new Checkout Session, from its line item and promotion code. */
  const priceSession = (id: string, params: Record<string, string>): Partial<FakeSession> => {
    const promotion = params["discounts[0][promotion_code]"];
    if (promotion && params.allow_promotion_codes) {
      throw new FakeStripeError(400, "You may only specify one of these parameters: allow_promotion_codes, discounts.");
    }
    const subtotal = Number(params["line_items[0][price_data][unit_amount]"] ?? 0);
    let discount = 0;
    const discounts: FakeSession["discounts"] = [];
    if (promotion) {
      const code = promotionCodes.get(promotion);
      const refusal = refusalOf(code);
      if (refusal || !code) {
        throw new FakeStripeError(400, refusal ?? "No such promotion code", undefined, "discounts[0][promotion_code]");
      }
      const coupon = coupons.get(code.coupon);
      if (coupon?.percent_off) discount = Math.round((subtotal * coupon.percent_off) / 100);
      else if (coupon?.amount_off) discount = Math.min(subtotal, coupon.amount_off);
      discounts.push({ coupon: code.coupon, promotion_code: code.id });
    }
    const session = {
      id,
      mode: params.mode ?? "payment",
      amount_subtotal: subtotal,
      amount_total: subtotal - discount,
      discounts,
      total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
      allow_promotion_codes: params.allow_promotion_codes === "true" ? true : null,
      currency: "usd",
      customer: params.customer,
      client_reference_id: params.client_reference_id ?? null,
      metadata: Object.fromEntries(
        Object.entries(params)
          .filter(([key]) => key.startsWith("metadata["))
          .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
      ),
    };
    sessions.set(id, session);
    return session;
  };

  /**
   * The session as `checkout.session.completed` carries it once paid: Stripe counts the code's redemption then.
   * `payment` names the payment intent (payment mode) or the subscription (subscription mode).
   */
  const completeSession = (id: string, payment: string): FakeSession => {
    const session = sessions.get(id);
    if (!session) throw new Error(`The fake Stripe opened no session ${id}`);
    for (const discount of session.discounts) {
      const code = discount.promotion_code ? promotionCodes.get(discount.promotion_code) : undefined;
      if (code) code.times_redeemed += 1;
    }
    return {
      ...session,
      object: "checkout.session",
      status: "complete",
      payment_status: "paid",
      ...(session.mode === "subscription" ? { subscription: payment } : { payment_intent: payment }),
    };
  };

  return {
    coupons,
    promotionCodes,
    sessions,
    createCoupon,
    createPromotionCode,
    updatePromotionCode,
    priceSession,
    completeSession,
  };
}
