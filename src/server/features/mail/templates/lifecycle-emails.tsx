import { formatUtcDate } from "../../../../shared/format.js";
import { PAGE_PATHS } from "../../../../shared/pages.js";
import { formatPlanPrice, PLANS, TRIAL_DAYS } from "../../../../shared/plans.js";
import { defineEmail } from "./email-template.js";
import { Action, EmailLayout, hello, Paragraph } from "./layout.js";

/* Optional messages about the member's plan (topic `reminders`): each carries an unsubscribe link. */

export const welcome = defineEmail<{ firstName: string }>({
  audience: "reminders",
  subject: (_, ctx) => `Welcome to ${ctx.appName}`,
  body: ({ firstName }, ctx, unsubscribe) => (
    <EmailLayout
      ctx={ctx}
      preview="Your address is confirmed: here is how to start"
      heading={`Welcome to ${ctx.appName}`}
      unsubscribe={unsubscribe}
    >
      <Paragraph>{hello(firstName)}</Paragraph>
      <Paragraph>
        Your address is confirmed. {ctx.appName} shares live trading positions: the asset, the direction, where to
        enter, the target and the stop, with the trader's commentary, as they are published.
      </Paragraph>
      <Paragraph>
        {PLANS.trial.name} gives you {TRIAL_DAYS} days of everything for {formatPlanPrice(PLANS.trial)} once; the{" "}
        {PLANS.pro.name} is {formatPlanPrice(PLANS.pro)} a month and can be cancelled at any time.
      </Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.dashboard}`}>Open my dashboard</Action>
    </EmailLayout>
  ),
});

export const trialEnding = defineEmail<{ firstName: string; endsAt: string; daysLeft: number }>({
  audience: "reminders",
  subject: (p, ctx) => `Your ${ctx.appName} trial ends in ${p.daysLeft} ${p.daysLeft === 1 ? "day" : "days"}`,
  body: ({ firstName, endsAt, daysLeft }, ctx, unsubscribe) => (
    <EmailLayout
      ctx={ctx}
      preview={`Access until ${formatUtcDate(endsAt)}`}
      heading={`Your trial ends in ${daysLeft} ${daysLeft === 1 ? "day" : "days"}`}
      unsubscribe={unsubscribe}
    >
      <Paragraph>{hello(firstName)}</Paragraph>
      <Paragraph>
        Your {PLANS.trial.name} ends on {formatUtcDate(endsAt)}. A trial does not renew: to keep receiving signals after
        that day, move to the {PLANS.pro.name} ({formatPlanPrice(PLANS.pro)} a month, cancel at any time). It starts at
        once.
      </Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.plans}`}>Upgrade to {PLANS.pro.name}</Action>
    </EmailLayout>
  ),
});
