import { formatUtcDateIn } from "../../../../shared/format.js";
import { PAGE_PATHS } from "../../../../shared/pages.js";
import { formatPlanPrice, PLANS, TRIAL_DAYS } from "../../../../shared/plans.js";
import { defineEmail } from "./email-template.js";
import { Action, EmailLayout, hello, Paragraph } from "./layout.js";

/* Optional messages about the member's plan (topic `reminders`): each carries an unsubscribe link. */

export const welcome = defineEmail<{ firstName: string }>({
  audience: "reminders",
  subject: (_, ctx) => ctx.t("email:welcome.subject", { appName: ctx.appName }),
  body: ({ firstName }, ctx, unsubscribe) => (
    <EmailLayout
      ctx={ctx}
      preview={ctx.t("email:welcome.preview")}
      heading={ctx.t("email:welcome.subject", { appName: ctx.appName })}
      unsubscribe={unsubscribe}
    >
      <Paragraph>{hello(ctx, firstName)}</Paragraph>
      <Paragraph>{ctx.t("email:welcome.body", { appName: ctx.appName })}</Paragraph>
      <Paragraph>
        {ctx.t("email:welcome.plans", {
          trial: PLANS.trial.name,
          count: TRIAL_DAYS,
          trialPrice: formatPlanPrice(PLANS.trial),
          pro: PLANS.pro.name,
          proPrice: formatPlanPrice(PLANS.pro),
        })}
      </Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.dashboard}`}>{ctx.t("email:welcome.action")}</Action>
    </EmailLayout>
  ),
});

export const trialEnding = defineEmail<{ firstName: string; endsAt: string; daysLeft: number }>({
  audience: "reminders",
  subject: (p, ctx) => ctx.t("email:trialEnding.subject", { appName: ctx.appName, count: p.daysLeft }),
  body: ({ firstName, endsAt, daysLeft }, ctx, unsubscribe) => (
    <EmailLayout
      ctx={ctx}
      preview={ctx.t("email:trialEnding.preview", { date: formatUtcDateIn(ctx.language, endsAt) })}
      heading={ctx.t("email:trialEnding.heading", { count: daysLeft })}
      unsubscribe={unsubscribe}
    >
      <Paragraph>{hello(ctx, firstName)}</Paragraph>
      <Paragraph>
        {ctx.t("email:trialEnding.body", {
          trial: PLANS.trial.name,
          date: formatUtcDateIn(ctx.language, endsAt),
          pro: PLANS.pro.name,
          proPrice: formatPlanPrice(PLANS.pro),
        })}
      </Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.plans}`}>
        {ctx.t("email:trialEnding.action", { pro: PLANS.pro.name })}
      </Action>
    </EmailLayout>
  ),
});
