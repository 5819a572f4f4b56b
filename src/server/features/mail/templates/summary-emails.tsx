import {
  formatCalendarDay,
  formatCount,
  formatMoney,
  formatPnl,
  formatR,
  formatRate,
} from "../../../../shared/format.js";
import { PAGE_PATHS } from "../../../../shared/pages.js";
import type { WeeklySummary } from "../../../../shared/weekly-summary.js";
import { defineEmail } from "./email-template.js";
import { Action, Details, EmailLayout, hello, Note, Paragraph, type EmailContext } from "./layout.js";

const DIRECTION_NAMES = { long: "email:weeklySummary.long", short: "email:weeklySummary.short" } as const;

/**
 * "+3.20% across 4 closed signals, 3 won": shared/weekly-summary.ts's summaryHeadline in the reader's language, its
 * result as the language writes it ("+3,20 %" in Spanish).
 */
function headline(ctx: EmailContext, summary: WeeklySummary): string {
  if (summary.trades === 0) return ctx.t("email:weeklySummary.headlineNone");
  return ctx.t("email:weeklySummary.headline", {
    result: formatPnl(summary.totalPercent, ctx.language),
    count: summary.trades,
    wins: summary.wins,
  });
}

/**
 * docs/product.md#weekly-summaries: a Pro member's Monday email, last week's signals and results and their own
 * portfolio's, with a link to turn it off. Its figures are written as the member's language writes numbers, in Latin
 * digits (docs/decisions/0037-languages.md).
 */
export const weeklySummary = defineEmail<{ firstName: string; summary: WeeklySummary }>({
  audience: "summaries",
  subject: ({ summary }, ctx) =>
    ctx.t("email:weeklySummary.subject", {
      appName: ctx.appName,
      week: formatCalendarDay(summary.weekStart, ctx.language),
      headline: headline(ctx, summary),
    }),
  body: ({ firstName, summary }, ctx, unsubscribe) => {
    const { t, language } = ctx;
    return (
      <EmailLayout
        ctx={ctx}
        preview={headline(ctx, summary)}
        heading={t("email:weeklySummary.heading", { week: formatCalendarDay(summary.weekStart, ctx.language) })}
        unsubscribe={unsubscribe}
      >
        <Paragraph>{hello(ctx, firstName)}</Paragraph>
        <Paragraph>
          {t("email:weeklySummary.published", { count: summary.published })}{" "}
          {t("email:weeklySummary.finished", { count: summary.closed.length })}
        </Paragraph>
        <Details
          rows={[
            [t("email:weeklySummary.result"), formatPnl(summary.totalPercent, language)],
            [
              t("email:weeklySummary.wonLost"),
              `${formatCount(summary.wins, language)} / ${formatCount(summary.losses, language)}`,
            ],
            [t("email:weeklySummary.winRate"), formatRate(summary.winRate, language)],
            [t("email:weeklySummary.expectancy"), formatR(summary.expectancyR, language)],
            ...(summary.portfolio
              ? ([
                  [
                    t("email:weeklySummary.portfolio"),
                    t("email:weeklySummary.portfolioResult", {
                      result: `${formatMoney(summary.portfolio.pnl, language)}${summary.portfolio.percent === null ? "" : ` (${formatPnl(summary.portfolio.percent, language)})`}`,
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
                  signal.percent === null ? t("email:weeklySummary.cancelled") : formatPnl(signal.percent, language),
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
