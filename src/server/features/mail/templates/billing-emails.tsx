import { formatUtcDate, formatUtcDateTime } from "../../../../shared/format.js";
import { PAGE_PATHS } from "../../../../shared/pages.js";
import { PLANS, type PlanType } from "../../../../shared/plans.js";
import { formatCents } from "../../../../shared/subscriptions.js";
import { defineEmail } from "./email-template.js";
import { Action, Details, EmailLayout, hello, Note, Paragraph } from "./layout.js";

/*
 * Billing messages (docs/product.md#email): a receipt for every charge and refund, and what a member must know
 * about their plan's money and access. Sent to a verified address; no unsubscribe, as they are part of the service.
 */

interface Greeting {
  firstName: string;
}

export interface ReceiptProps extends Greeting {
  kind: "charge" | "refund";
  amountCents: number;
  currency: string;
  plan: PlanType | null;
  /** The ledger's description ("Pro Plan (monthly)"). */
  description: string;
  /** The period the charge paid for, when it is one. */
  periodStart: string | null;
  periodEnd: string | null;
  /** The provider's id: the invoice of a Pro charge, the payment of a trial, the charge a refund returned. */
  reference: string;
  occurredAt: string;
  /** A test payment (the built-in checkout, or the provider's test mode): no money moved. */
  test: boolean;
}

const period = (start: string | null, end: string | null) =>
  start && end ? `${formatUtcDate(start)} – ${formatUtcDate(end)}` : end ? `until ${formatUtcDate(end)}` : null;

export const receipt = defineEmail<ReceiptProps>({
  audience: "transactional",
  subject: (p, ctx) =>
    p.kind === "refund"
      ? `Your ${ctx.appName} refund of ${formatCents(p.amountCents, p.currency)}`
      : `Your ${ctx.appName} receipt: ${formatCents(p.amountCents, p.currency)}`,
  body: (p, ctx) => {
    const paidPeriod = period(p.periodStart, p.periodEnd);
    const rows: [string, string][] = [
      [p.kind === "refund" ? "Refunded" : "Amount paid", formatCents(p.amountCents, p.currency)],
      ...(p.plan ? [["Plan", PLANS[p.plan].name] as [string, string]] : []),
      ...(paidPeriod ? [["Period", paidPeriod] as [string, string]] : []),
      ["Date", formatUtcDateTime(p.occurredAt)],
      [p.kind === "refund" ? "Refund of payment" : "Payment id", p.reference],
    ];
    return (
      <EmailLayout
        ctx={ctx}
        preview={`${formatCents(p.amountCents, p.currency)}, ${p.description}`}
        heading={p.kind === "refund" ? "Your refund" : "Thank you for your payment"}
      >
        <Paragraph>{hello(p.firstName)}</Paragraph>
        <Paragraph>
          {p.kind === "refund"
            ? `We refunded a payment of your ${ctx.appName} account. The money reaches your card in a few days, depending on your bank.`
            : `We received your payment for ${p.description}. Keep this email as your receipt.`}
        </Paragraph>
        <Details rows={rows} />
        {p.test && <Note>This was a test payment: no money was charged or returned.</Note>}
        <Action href={`${ctx.publicUrl}${PAGE_PATHS.account}`}>See my payments</Action>
      </EmailLayout>
    );
  },
});

export const paymentFailed = defineEmail<Greeting & { failedAt: string; paidThrough: string | null }>({
  audience: "transactional",
  subject: (_, ctx) => `Your ${ctx.appName} payment failed: update your card`,
  body: ({ firstName, failedAt, paidThrough }, ctx) => (
    <EmailLayout ctx={ctx} preview="We could not renew your Pro Plan" heading="Your payment failed">
      <Paragraph>{hello(firstName)}</Paragraph>
      <Paragraph>
        We could not charge your card for the {PLANS.pro.name} on {formatUtcDateTime(failedAt)}.
        {paidThrough
          ? ` Your access continues until ${formatUtcDate(paidThrough)}; update your card before then to keep it.`
          : " Update your card to keep your access."}
      </Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.account}`}>Update my card</Action>
      <Note>The payment is tried again once the card is updated. Questions about a charge: {ctx.supportEmail}.</Note>
    </EmailLayout>
  ),
});

export const accessEnded = defineEmail<Greeting & { endedAt: string }>({
  audience: "transactional",
  subject: (_, ctx) => `Your ${ctx.appName} access has ended`,
  body: ({ firstName, endedAt }, ctx) => (
    <EmailLayout ctx={ctx} preview="Choose a plan to keep receiving signals" heading="Your access has ended">
      <Paragraph>{hello(firstName)}</Paragraph>
      <Paragraph>
        Your access to {ctx.appName} ended on {formatUtcDate(endedAt)}. Your account, its settings and its payment
        history stay as they are; trading signals, positions and statistics need a plan again.
      </Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.plans}`}>See the plans</Action>
    </EmailLayout>
  ),
});

export const renewalReminder = defineEmail<Greeting & { renewsAt: string; amountCents: number; currency: string }>({
  audience: "transactional",
  subject: (p, ctx) => `Your ${ctx.appName} ${PLANS.pro.name} renews on ${formatUtcDate(p.renewsAt)}`,
  body: ({ firstName, renewsAt, amountCents, currency }, ctx) => (
    <EmailLayout
      ctx={ctx}
      preview={`${formatCents(amountCents, currency)} on ${formatUtcDate(renewsAt)}`}
      heading="Your plan renews soon"
    >
      <Paragraph>{hello(firstName)}</Paragraph>
      <Paragraph>
        Your {PLANS.pro.name} renews on {formatUtcDate(renewsAt)}, and your card will be charged{" "}
        {formatCents(amountCents, currency)} for another month. There is nothing to do to keep it.
      </Paragraph>
      <Paragraph>
        To stop it renewing, cancel in account settings before then: your access lasts to the end of the month paid.
      </Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.account}`}>Manage my plan</Action>
    </EmailLayout>
  ),
});

/** docs/product.md#payments: the money-back guarantee used from the account page; the refund and access end. */
export const guaranteeRefunded = defineEmail<Greeting & { amountCents: number; currency: string; refundedAt: string }>({
  audience: "transactional",
  subject: (p, ctx) => `Your ${ctx.appName} money-back guarantee: ${formatCents(p.amountCents, p.currency)} refunded`,
  body: ({ firstName, amountCents, currency, refundedAt }, ctx) => (
    <EmailLayout ctx={ctx} preview="Your first payment is on its way back" heading="Your money is on its way back">
      <Paragraph>{hello(firstName)}</Paragraph>
      <Paragraph>
        As you asked on {formatUtcDate(refundedAt)}, your first payment of {formatCents(amountCents, currency)} is
        refunded in full under the money-back guarantee. Your access ended with it, and nothing more will be charged.
      </Paragraph>
      <Note>Refunds usually reach your card within 5 to 10 business days.</Note>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.account}`}>See your account</Action>
    </EmailLayout>
  ),
});
