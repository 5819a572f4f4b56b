import { PAGE_PATHS } from "../../../../shared/pages.js";
import { defineEmail } from "./email-template.js";
import { Action, EmailLayout, Paragraph } from "./layout.js";

/** docs/integrations.md#webhooks: a member's endpoint failed for a day and was switched off. */
export const webhookDisabled = defineEmail<{ name: string; url: string; reason: string }>({
  audience: "account",
  subject: (_p, ctx) => `${ctx.appName}: your webhook was switched off`,
  body: ({ name, url, reason }, ctx) => (
    <EmailLayout ctx={ctx} preview={`${url} was switched off`} heading="Your webhook was switched off">
      <Paragraph>Hi {name},</Paragraph>
      <Paragraph>
        Every delivery to {url} failed for a day ({reason}), so we stopped sending to it. Events since then were not
        sent. Fix the endpoint, then turn it on again on your account page and send the missed deliveries again.
      </Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.account}`}>Open your account</Action>
    </EmailLayout>
  ),
});
