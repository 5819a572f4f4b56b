import { describe, expect, it } from "vitest";
import type { PaymentEntry } from "@shared/payments";
import { PaymentHistory } from "@/features/account/components/payment-history";
import { renderInLanguage } from "../../../../../test/support/render-in-language";

const entry = (payment: Pick<PaymentEntry, "kind" | "plan" | "description">): PaymentEntry => ({
  id: `${payment.kind}-${payment.plan}`,
  amountCents: 4900,
  currency: "usd",
  occurredAt: "2026-03-14T12:00:00.000Z",
  ...payment,
});

const PAYMENTS = [
  entry({ kind: "refund", plan: "trial", description: "Refund" }),
  entry({ kind: "charge", plan: "pro", description: "Pro Plan (monthly)" }),
  entry({ kind: "charge", plan: "trial", description: "Trial Access (30 days)" }),
];

/** The descriptions the history shows, in order. */
const descriptions = (html: string) =>
  [...html.matchAll(/<span class="font-medium">([^<]*)<\/span>/g)].map(([, text]) => text);

describe("the payment history", () => {
  it("words each payment in the page's language from what it was for, the plans named as the plans say them", async () => {
    expect(
      descriptions(await renderInLanguage("es", ["account", "plans"], <PaymentHistory payments={PAYMENTS} />)),
    ).toEqual(["Reembolso", "Plan Pro (mensual)", "Acceso de prueba (30 días)"]);
    expect(
      descriptions(await renderInLanguage("en", ["account", "plans"], <PaymentHistory payments={PAYMENTS} />)),
    ).toEqual(["Refund", "Pro Plan (monthly)", "Trial Access (30 days)"]);
  });

  it("shows a charge of no plan as the ledger described it", async () => {
    const odd = entry({ kind: "charge", plan: null, description: "Manual adjustment" });
    expect(
      descriptions(await renderInLanguage("es", ["account", "plans"], <PaymentHistory payments={[odd]} />)),
    ).toEqual(["Manual adjustment"]);
  });
});
