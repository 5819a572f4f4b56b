import { formatCalendarDay, formatMoney, formatPnl, formatR, formatRate } from "../../../../shared/format.js";
import { PAGE_PATHS } from "../../../../shared/pages.js";
import { summaryHeadline, type WeeklySummary } from "../../../../shared/weekly-summary.js";
import { defineEmail } from "./email-template.js";
import { Action, Details, EmailLayout, hello, Note, Paragraph } from "./layout.js";

const directionName = { long: "Long", short: "Short" } as const;

/**
 * docs/product.md#weekly-summaries: a Pro member's Monday email, last week's signals and results and their own
 * portfolio's, with a link to turn it off.
 */
export const weeklySummary = defineEmail<{ firstName: string; summary: WeeklySummary }>({
  audience: "summaries",
  subject: ({ summary }, ctx) =>
    `${ctx.appName} week of ${formatCalendarDay(summary.weekStart)}: ${summaryHeadline(summary)}`,
  body: ({ firstName, summary }, ctx, unsubscribe) => (
    <EmailLayout
      ctx={ctx}
      preview={summaryHeadline(summary)}
      heading={`Your week of ${formatCalendarDay(summary.weekStart)}`}
      unsubscribe={unsubscribe}
    >
      <Paragraph>{hello(firstName)}</Paragraph>
      <Paragraph>
        Last week {summary.published === 1 ? "1 signal was" : `${summary.published} signals were`} published and{" "}
        {summary.closed.length === 1 ? "1 finished" : `${summary.closed.length} finished`}.
      </Paragraph>
      <Details
        rows={[
          ["Result", formatPnl(summary.totalPercent)],
          ["Won / lost", `${summary.wins} / ${summary.losses}`],
          ["Win rate", formatRate(summary.winRate)],
          ["Expectancy", formatR(summary.expectancyR)],
          ...(summary.portfolio
            ? ([
                [
                  "Your portfolio",
                  `${formatMoney(summary.portfolio.pnl)}${summary.portfolio.percent === null ? "" : ` (${formatPnl(summary.portfolio.percent)})`} on ${summary.portfolio.trades} ${summary.portfolio.trades === 1 ? "trade" : "trades"}`,
                ],
              ] as const)
            : []),
        ]}
      />
      {summary.closed.length > 0 && (
        <Details
          rows={summary.closed.map(
            (signal) =>
              [
                `${signal.asset} ${directionName[signal.direction]}`,
                signal.percent === null ? "Cancelled, never filled" : formatPnl(signal.percent),
              ] as const,
          )}
        />
      )}
      {!summary.portfolio && (
        <Note>
          None of the trades you marked as taken closed last week. Mark trades on their details to see your own result
          here.
        </Note>
      )}
      <Action href={`${ctx.publicUrl}${PAGE_PATHS.weeklySummaries}`}>Read it in the app</Action>
    </EmailLayout>
  ),
});
