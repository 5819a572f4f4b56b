import { PAGE_PATHS } from "../../../../shared/pages.js";
import { defineEmail } from "./email-template.js";
import { Action, EmailLayout, hello, Paragraph } from "./layout.js";

/** docs/product.md#support: every admin is told of each message a member writes to support. */
export const supportMessage = defineEmail<{
  memberName: string;
  memberEmail: string;
  priority: boolean;
  preview: string;
}>({
  audience: "account",
  english: true,
  subject: (p, ctx) => `${p.priority ? "[Pro] " : ""}${ctx.appName} support: ${p.memberName} wrote`,
  body: ({ memberName, memberEmail, priority, preview }, ctx) => (
    <EmailLayout
      ctx={ctx}
      preview={preview}
      heading={priority ? "A Pro member needs support" : "A member needs support"}
    >
      <Paragraph>
        {memberName} &lt;{memberEmail}&gt; wrote{priority ? " (Pro: priority support)" : ""}:
      </Paragraph>
      <Paragraph>{preview}</Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.admin}?tab=support`}>Answer in the Support tab</Action>
    </EmailLayout>
  ),
});

/** docs/product.md#support: the member is told when support answers. */
export const supportReply = defineEmail<{ name: string; authorName: string; preview: string }>({
  audience: "transactional",
  subject: (_p, ctx) => ctx.t("email:supportReply.subject", { appName: ctx.appName }),
  body: ({ name, authorName, preview }, ctx) => (
    <EmailLayout ctx={ctx} preview={preview} heading={ctx.t("email:supportReply.heading")}>
      <Paragraph>{hello(ctx, name)}</Paragraph>
      <Paragraph>{ctx.t("email:supportReply.body", { name: authorName, message: preview })}</Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.support}`}>{ctx.t("email:supportReply.action")}</Action>
    </EmailLayout>
  ),
});
