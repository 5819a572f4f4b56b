import { formatUtcDate, formatUtcDateTime } from "../../../../shared/format.js";
import { PAGE_PATHS } from "../../../../shared/pages.js";
import { PAYMENT_PURPOSE_KEYS, paymentWords } from "../../../../shared/payments.js";
import { PLANS, type PlanType } from "../../../../shared/plans.js";
import { formatCents } from "../../../../shared/subscriptions.js";
import { defineEmail } from "./email-template.js";
import { Action, Details, EmailLayout, hello, Note, Paragraph, type EmailContext } from "./layout.js";

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
  /** The ledger's description ("Pro Plan (monthly)"), in English: the receipt words it from `kind` and `plan`. */
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

/** What the payment was for, in the member's language, with the plans' names as the emails write them. */
function paidFor(p: ReceiptProps, ctx: EmailContext): string {
  const words = paymentWords(p);
  if (!words) return p.description;
  return ctx.t(PAYMENT_PURPOSE_KEYS[words.purpose], { trial: PLANS.trial.name, pro: PLANS.pro.name, ...words.values });
}

const period = (ctx: EmailContext, start: string | null, end: string | null) =>
  start && end
    ? `${formatUtcDate(start, ctx.language)} – ${formatUtcDate(end, ctx.language)}`
    : end
      ? ctx.t("email:receipt.until", { date: formatUtcDate(end, ctx.language) })
      : null;

export const receipt = defineEmail<ReceiptProps>({
  audience: "transactional",
  subject: (p, ctx) =>
    p.kind === "refund"
      ? ctx.t("email:receipt.refundSubject", { appName: ctx.appName, amount: formatCents(p.amountCents, p.currency) })
      : ctx.t("email:receipt.subject", { appName: ctx.appName, amount: formatCents(p.amountCents, p.currency) }),
  body: (p, ctx) => {
    const { t } = ctx;
    const paidPeriod = period(ctx, p.periodStart, p.periodEnd);
    const description = paidFor(p, ctx);
    const rows: [string, string][] = [
      [
        p.kind === "refund" ? t("email:receipt.refunded") : t("email:receipt.amountPaid"),
        formatCents(p.amountCents, p.currency),
      ],
      ...(p.plan ? [[t("email:receipt.plan"), PLANS[p.plan].name] as [string, string]] : []),
      ...(paidPeriod ? [[t("email:receipt.period"), paidPeriod] as [string, string]] : []),
      [t("email:receipt.date"), formatUtcDateTime(p.occurredAt, ctx.language)],
      [p.kind === "refund" ? t("email:receipt.refundOf") : t("email:receipt.paymentId"), p.reference],
    ];
    return (
      <EmailLayout
        ctx={ctx}
        preview={`${formatCents(p.amountCents, p.currency)}, ${description}`}
        heading={p.kind === "refund" ? t("email:receipt.refundHeading") : t("email:receipt.heading")}
      >
        <Paragraph>{hello(ctx, p.firstName)}</Paragraph>
        <Paragraph>
          {p.kind === "refund"
            ? t("email:receipt.refundBody", { appName: ctx.appName })
            : t("email:receipt.body", { description })}
        </Paragraph>
        <Details rows={rows} />
        {p.test && <Note>{t("email:receipt.test")}</Note>}
        <Action href={`${ctx.publicUrl}${PAGE_PATHS.account}`}>{t("email:receipt.action")}</Action>
      </EmailLayout>
    );
  },
});

export const paymentFailed = defineEmail<Greeting & { failedAt: string; paidThrough: string | null }>({
  audience: "transactional",
  subject: (_, ctx) => ctx.t("email:paymentFailed.subject", { appName: ctx.appName }),
  body: ({ firstName, failedAt, paidThrough }, ctx) => (
    <EmailLayout
      ctx={ctx}
      preview={ctx.t("email:paymentFailed.preview", { pro: PLANS.pro.name })}
      heading={ctx.t("email:paymentFailed.heading")}
    >
      <Paragraph>{hello(ctx, firstName)}</Paragraph>
      <Paragraph>
        {ctx.t("email:paymentFailed.body", { pro: PLANS.pro.name, time: formatUtcDateTime(failedAt, ctx.language) })}{" "}
        {paidThrough
          ? ctx.t("email:paymentFailed.accessUntil", { date: formatUtcDate(paidThrough, ctx.language) })
          : ctx.t("email:paymentFailed.updateCard")}
      </Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.account}`}>{ctx.t("email:paymentFailed.action")}</Action>
      <Note>{ctx.t("email:paymentFailed.note", { supportEmail: ctx.supportEmail })}</Note>
    </EmailLayout>
  ),
});

export const accessEnded = defineEmail<Greeting & { endedAt: string }>({
  audience: "transactional",
  subject: (_, ctx) => ctx.t("email:accessEnded.subject", { appName: ctx.appName }),
  body: ({ firstName, endedAt }, ctx) => (
    <EmailLayout ctx={ctx} preview={ctx.t("email:accessEnded.preview")} heading={ctx.t("email:accessEnded.heading")}>
      <Paragraph>{hello(ctx, firstName)}</Paragraph>
      <Paragraph>
        {ctx.t("email:accessEnded.body", { appName: ctx.appName, date: formatUtcDate(endedAt, ctx.language) })}
      </Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.plans}`}>{ctx.t("email:accessEnded.action")}</Action>
    </EmailLayout>
  ),
});

export const renewalReminder = defineEmail<Greeting & { renewsAt: string; amountCents: number; currency: string }>({
  audience: "transactional",
  subject: (p, ctx) =>
    ctx.t("email:renewalReminder.subject", {
      appName: ctx.appName,
      pro: PLANS.pro.name,
      date: formatUtcDate(p.renewsAt, ctx.language),
    }),
  body: ({ firstName, renewsAt, amountCents, currency }, ctx) => (
    <EmailLayout
      ctx={ctx}
      preview={`${formatCents(amountCents, currency)} · ${formatUtcDate(renewsAt, ctx.language)}`}
      heading={ctx.t("email:renewalReminder.heading")}
    >
      <Paragraph>{hello(ctx, firstName)}</Paragraph>
      <Paragraph>
        {ctx.t("email:renewalReminder.body", {
          pro: PLANS.pro.name,
          date: formatUtcDate(renewsAt, ctx.language),
          amount: formatCents(amountCents, currency),
        })}
      </Paragraph>
      <Paragraph>{ctx.t("email:renewalReminder.cancel")}</Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.account}`}>{ctx.t("email:renewalReminder.action")}</Action>
    </EmailLayout>
  ),
});

/** docs/product.md#payments: the money-back guarantee used from the account page; the refund and access end. */
export const guaranteeRefunded = defineEmail<Greeting & { amountCents: number; currency: string; refundedAt: string }>({
  audience: "transactional",
  subject: (p, ctx) =>
    ctx.t("email:guaranteeRefunded.subject", { appName: ctx.appName, amount: formatCents(p.amountCents, p.currency) }),
  body: ({ firstName, amountCents, currency, refundedAt }, ctx) => (
    <EmailLayout
      ctx={ctx}
      preview={ctx.t("email:guaranteeRefunded.preview")}
      heading={ctx.t("email:guaranteeRefunded.heading")}
    >
      <Paragraph>{hello(ctx, firstName)}</Paragraph>
      <Paragraph>
        {ctx.t("email:guaranteeRefunded.body", {
          date: formatUtcDate(refundedAt, ctx.language),
          amount: formatCents(amountCents, currency),
        })}
      </Paragraph>
      <Note>{ctx.t("email:guaranteeRefunded.note")}</Note>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.account}`}>{ctx.t("email:guaranteeRefunded.action")}</Action>
    </EmailLayout>
  ),
});
