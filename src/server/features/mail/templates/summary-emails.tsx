import { formatCalendarDayIn, formatMoney, formatPnl, formatR, formatRate } from "../../../../shared/format.js";
import { PAGE_PATHS } from "../../../../shared/pages.js";
import type { WeeklySummary } from "../../../../shared/weekly-summary.js";
import { defineEmail } from "./email-template.js";
import { Action, Details, EmailLayout, hello, Note, Paragraph, type EmailContext } from "./layout.js";

const DIRECTION_NAMES = { long: "email:weeklySummary.long", short: "email:weeklySummary.short" } as const;

/** "+3.20% across 4 closed signals, 3 won": shared/weekly-summary.ts's summaryHeadline in the reader's language. */
function headline(ctx: EmailContext, summary: WeeklySummary): string {
  if (summary.trades === 0) return ctx.t("email:weeklySummary.headlineNone");
  return ctx.t("email:weeklySummary.headline", {
    result: formatPnl(summary.totalPercent),
    count: summary.trades,
    wins: summary.wins,
  });
}

/**
 * docs/product.md#weekly-summaries: a Pro member's Monday email, last week's signals and results and their own
 * portfolio's, with a link to turn it off.
 */
export const weeklySummary = defineEmail<{ firstName: string; summary: WeeklySummary }>({
  audience: "summaries",
  subject: ({ summary }, ctx) =>
    ctx.t("email:weeklySummary.subject", {
      appName: ctx.appName,
      week: formatCalendarDayIn(ctx.language, summary.weekStart),
      headline: headline(ctx, summary),
    }),
  body: ({ firstName, summary }, ctx, unsubscribe) => {
    const { t } = ctx;
    return (
      <EmailLayout
        ctx={ctx}
        preview={headline(ctx, summary)}
        heading={t("email:weeklySummary.heading", { week: formatCalendarDayIn(ctx.language, summary.weekStart) })}
        unsubscribe={unsubscribe}
      >
        <Paragraph>{hello(ctx, firstName)}</Paragraph>
        <Paragraph>
          {t("email:weeklySummary.published", { count: summary.published })}{" "}
          {t("email:weeklySummary.finished", { count: summary.closed.length })}
        </Paragraph>
        <Details
          rows={[
            [t("email:weeklySummary.result"), formatPnl(summary.totalPercent)],
            [t("email:weeklySummary.wonLost"), `${summary.wins} / ${summary.losses}`],
            [t("email:weeklySummary.winRate"), formatRate(summary.winRate)],
            [t("email:weeklySummary.expectancy"), formatR(summary.expectancyR)],
            ...(summary.portfolio
              ? ([
                  [
                    t("email:weeklySummary.portfolio"),
                    t("email:weeklySummary.portfolioResult", {
                      result: `${formatMoney(summary.portfolio.pnl)}${summary.portfolio.percent === null ? "" : ` (${formatPnl(summary.portfolio.percent)})`}`,
                      count: summary.portfolio.trades,
                    }),
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
                  t(DIRECTION_NAMES[signal.direction], { asset: signal.asset }),
                  signal.percent === null ? t("email:weeklySummary.cancelled") : formatPnl(signal.percent),
                ] as const,
            )}
          />
        )}
        {!summary.portfolio && <Note>{t("email:weeklySummary.noPortfolio")}</Note>}
        <Action href={`${ctx.publicUrl}${PAGE_PATHS.weeklySummaries}`}>{t("email:weeklySummary.action")}</Action>
      </EmailLayout>
    );
  },
});
