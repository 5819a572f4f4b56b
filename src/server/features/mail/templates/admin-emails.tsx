import { formatUtcDateTime } from "../../../../shared/format.js";
import { PAGE_PATHS } from "../../../../shared/pages.js";
import { defineEmail } from "./email-template.js";
import { Action, EmailLayout, Paragraph } from "./layout.js";

/** docs/prices.md#staleness: an instrument's feed went quiet while its market was open. */
export const trackingPaused = defineEmail<{ asset: string; since: string }>({
  audience: "account",
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

/**
 * docs/product.md#track-record: a new head of the track record's chain, so administrators hold a copy outside the
 * database that anyone can check the record against later.
 */
export const recordHead = defineEmail<{ sequence: number; hash: string; at: string }>({
  audience: "account",
  subject: (p, ctx) => `${ctx.appName}: track record head published (event ${p.sequence})`,
  body: ({ sequence, hash, at }, ctx) => (
    <EmailLayout ctx={ctx} preview={`Event ${sequence}: ${hash}`} heading="Track record head published">
      <Paragraph>
        At {formatUtcDateTime(at)} the track record&apos;s chain ended at event {sequence}, whose hash is {hash}.
      </Paragraph>
      <Paragraph>
        Keep this email: anyone can check the record against it with npm run verify-record -- {ctx.publicUrl}
        /api/public/track-record/export --head {sequence}:{hash}
      </Paragraph>
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.trackRecord}`}>Open the track record</Action>
    </EmailLayout>
  ),
});
