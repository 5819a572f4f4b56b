import { PAGE_PATHS } from "../../../../shared/pages.js";
import { defineEmail } from "./email-template.js";
import { Action, EmailLayout, Paragraph } from "./layout.js";

/** docs/prices.md#staleness: an instrument's feed went quiet while its market was open. */
export const trackingPaused = defineEmail<{ asset: string; since: string }>({
  audience: "account",
  english: true,
  subject: (p, ctx) => `${ctx.appName}: price tracking paused for ${p.asset}`,
  body: ({ asset, since }, ctx) => (
    <EmailLayout ctx={ctx} preview={`No price for ${asset} since ${since}`} heading="Price tracking paused">
      <Paragraph>
        No price has arrived for {asset} since {since} while its market is open, so its open positions are not being
        tracked: no target or stop will be detected until prices return.
      </Paragraph>
      <Paragraph>
        Members see "Tracking paused" on the cards. Check the price feed, or manage the positions by hand.
      </Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.admin}`}>Open the admin panel</Action>
    </EmailLayout>
  ),
});

/** docs/product.md#admin: an administrator is told of each new subscriber while that setting is on. */
export const newSubscriber = defineEmail<{ name: string; email: string; plan: string }>({
  audience: "transactional",
  english: true,
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

/** docs/product.md#payments: every admin hears when a member used the money-back guarantee. */
export const guaranteeUsed = defineEmail<{ name: string; email: string; amount: string; plan: string }>({
  audience: "transactional",
  english: true,
  subject: (p, ctx) => `${ctx.appName}: ${p.name} used the money-back guarantee (${p.amount})`,
  body: ({ name, email, amount, plan }, ctx) => (
    <EmailLayout ctx={ctx} preview={`${amount} refunded to ${name}`} heading="Money-back guarantee used">
      <Paragraph>
        {name} &lt;{email}&gt; asked for their money back from the account page. Their first payment, {amount} for{" "}
        {plan}, was refunded in full and their access ended.
      </Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.admin}`}>Open the admin panel</Action>
    </EmailLayout>
  ),
});
