import { formatMemberTime } from "../../../../shared/format.js";
import { heldSummaryTitle } from "../../../../shared/notification-preferences.js";
import { PAGE_PATHS, positionPagePath } from "../../../../shared/pages.js";
import { defineEmail } from "./email-template.js";
import { Action, EmailLayout, hello, Paragraph, RiskWarning } from "./layout.js";

/*
 * The signal emails a member's notification preferences ask for besides a new signal (docs/product.md#notification-preferences):
 * a later step of a position, and the one summary of what quiet hours held back (docs/product.md#quiet-hours).
 * Times are shown in the member's zone; UTC when they have not saved one.
 */

/** When a signal's step happened, on the member's clock with the zone named; in UTC before they saved a zone. */
export const when = formatMemberTime;

export const positionUpdate = defineEmail<{
  firstName: string;
  message: string;
  at: string;
  timeZone: string | null;
  positionId: string;
  /** The risk warning's long form when it was queued (docs/product.md#risk-warnings). */
  riskWarning?: string;
}>({
  audience: "signals",
  subject: (p, ctx) => `${ctx.appName}: ${p.message}`,
  body: (p, ctx, unsubscribe) => (
    <EmailLayout ctx={ctx} preview={when(p.at, p.timeZone)} heading={p.message} unsubscribe={unsubscribe}>
      <Paragraph>{hello(p.firstName)}</Paragraph>
      <Paragraph>
        {p.message} ({when(p.at, p.timeZone)}).
      </Paragraph>
      <Action href={`${ctx.publicUrl}${positionPagePath(p.positionId)}`}>View the position</Action>
      <RiskWarning text={p.riskWarning} />
    </EmailLayout>
  ),
});

export const heldSummary = defineEmail<{
  firstName: string;
  items: { at: string; message: string }[];
  timeZone: string | null;
  riskWarning?: string;
}>({
  audience: "signals",
  subject: (p, ctx) => `${ctx.appName}: ${heldSummaryTitle(p.items.length)}`,
  body: (p, ctx, unsubscribe) => (
    <EmailLayout
      ctx={ctx}
      preview="While your quiet hours lasted"
      heading={heldSummaryTitle(p.items.length)}
      unsubscribe={unsubscribe}
    >
      <Paragraph>{hello(p.firstName)}</Paragraph>
      <Paragraph>While your quiet hours lasted:</Paragraph>
      {p.items.map((item, i) => (
        <Paragraph key={i}>
          {when(item.at, p.timeZone)}: {item.message}
        </Paragraph>
      ))}
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.dashboard}`}>See them all</Action>
      <RiskWarning text={p.riskWarning} />
    </EmailLayout>
  ),
});
