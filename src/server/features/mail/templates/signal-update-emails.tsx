import { formatMemberTime } from "../../../../shared/format.js";
import { PAGE_PATHS, positionPagePath } from "../../../../shared/pages.js";
import { sayTradeEvent, type TradeEventWords } from "../../../../shared/trade-event-words.js";
import { onTheRecord } from "../../delivery/notify-texts.js";
import { defineEmail } from "./email-template.js";
import { Action, EmailLayout, hello, Paragraph, RiskWarning, type EmailContext } from "./layout.js";

/*
 * The signal emails a member's notification preferences ask for besides a new signal (docs/product.md#notification-preferences):
 * a later step of a position, and the one summary of what quiet hours held back (docs/product.md#quiet-hours).
 * Times are shown in the member's zone; UTC when they have not saved one.
 */

/** When a signal's step happened, on the member's clock with the zone named; in UTC before they saved a zone. */
export const when = (ctx: EmailContext, at: string, timeZone: string | null) =>
  formatMemberTime(at, timeZone, ctx.language);

/** What a signal email says happened: the stored line, and (queued since they were given) its words. */
export interface EventLineProps {
  /** The line in English, with the signal's number on the record. */
  message: string;
  /** A trade event's line as catalogue keys (src/shared/trade-event-words.ts), worded in the reader's language. */
  words?: TradeEventWords;
  /** The signal's number on the track record, named after the words. */
  recordNumber?: number | null;
}

/** The event's line in the reader's language ("EUR/USD: TP1 alcanzado en 1,08500 … · registro n.º 12"). */
export const eventLine = (ctx: EmailContext, p: EventLineProps): string =>
  p.words ? onTheRecord(ctx.t, sayTradeEvent(ctx.t, ctx.language, p.words), p.recordNumber ?? null) : p.message;

export const positionUpdate = defineEmail<
  EventLineProps & {
    firstName: string;
    at: string;
    timeZone: string | null;
    positionId: string;
    /** The risk warning's long form when it was queued (docs/product.md#risk-warnings). */
    riskWarning?: string;
  }
>({
  audience: "signals",
  subject: (p, ctx) => `${ctx.appName}: ${eventLine(ctx, p)}`,
  body: (p, ctx, unsubscribe) => (
    <EmailLayout ctx={ctx} preview={when(ctx, p.at, p.timeZone)} heading={eventLine(ctx, p)} unsubscribe={unsubscribe}>
      <Paragraph>{hello(ctx, p.firstName)}</Paragraph>
      <Paragraph>
        {eventLine(ctx, p)} ({when(ctx, p.at, p.timeZone)}).
      </Paragraph>
      <Action href={`${ctx.publicUrl}${positionPagePath(p.positionId)}`}>{ctx.t("email:signal.action")}</Action>
      <RiskWarning ctx={ctx} text={p.riskWarning} />
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
  subject: (p, ctx) => `${ctx.appName}: ${ctx.t("email:heldSummary.heading", { count: p.items.length })}`,
  body: (p, ctx, unsubscribe) => (
    <EmailLayout
      ctx={ctx}
      preview={ctx.t("email:heldSummary.while")}
      heading={ctx.t("email:heldSummary.heading", { count: p.items.length })}
      unsubscribe={unsubscribe}
    >
      <Paragraph>{hello(ctx, p.firstName)}</Paragraph>
      <Paragraph>{ctx.t("email:heldSummary.while")}</Paragraph>
      {p.items.map((item, i) => (
        <Paragraph key={i}>
          {when(ctx, item.at, p.timeZone)}: {item.message}
        </Paragraph>
      ))}
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.dashboard}`}>{ctx.t("email:heldSummary.action")}</Action>
      <RiskWarning ctx={ctx} text={p.riskWarning} />
    </EmailLayout>
  ),
});
