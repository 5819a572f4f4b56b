import { PAGE_PATHS } from "../../../../shared/pages.js";
import { defineEmail } from "./email-template.js";
import { Action, EmailLayout, hello, Paragraph } from "./layout.js";

/** docs/integrations.md#webhooks: a member's endpoint failed for a day and was switched off. */
export const webhookDisabled = defineEmail<{ name: string; url: string; reason: string }>({
  audience: "account",
  subject: (_p, ctx) => `${ctx.appName}: ${ctx.t("email:webhookDisabled.heading")}`,
  body: ({ name, url, reason }, ctx) => (
    <EmailLayout
      ctx={ctx}
      preview={ctx.t("email:webhookDisabled.preview", { url })}
      heading={ctx.t("email:webhookDisabled.heading")}
    >
      <Paragraph>{hello(ctx, name)}</Paragraph>
      <Paragraph>{ctx.t("email:webhookDisabled.body", { url, reason })}</Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.account}`}>{ctx.t("email:webhookDisabled.action")}</Action>
    </EmailLayout>
  ),
});
