import { PAGE_PATHS } from "../../../../shared/pages.js";
import { defineEmail } from "./email-template.js";
import { Action, EmailLayout, Paragraph } from "./layout.js";

/** docs/product.md#admin: an administrator is told of each new subscriber while that setting is on. */
export const newSubscriber = defineEmail<{ name: string; email: string; plan: string }>({
  audience: "transactional",
  subject: (p, ctx) => `New ${ctx.appName} subscriber: ${p.name} (${p.plan})`,
  body: ({ name, email, plan }, ctx) => (
    <EmailLayout ctx={ctx} preview={`${name} bought ${plan}`} heading="New subscriber">
      <Paragraph>
        {name} &lt;{email}&gt; just bought {plan}.
      </Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.admin}`}>Manage subscribers</Action>
    </EmailLayout>
  ),
});
