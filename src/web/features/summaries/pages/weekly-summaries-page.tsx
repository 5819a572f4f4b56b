import { hasPlanFeature } from "@shared/plan-features";
import { PAGE_PATHS } from "@shared/pages";
import { SUMMARY_DEFAULT_TIME_ZONE, SUMMARY_SEND_TIME, type WeeklySummary } from "@shared/weekly-summary";
import { MemberPage } from "@/components/member-page";
import { ProUpgradePrompt } from "@/components/pro-upgrade-prompt";
import { QueryView } from "@/components/query-view";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SignedInOnly } from "@/features/auth/components/signed-in-only";
import { useNotificationPreferences } from "@/features/account/api/get-notification-preferences";
import { useWeeklySummaries } from "@/features/summaries/api/get-weekly-summaries";
import { WeeklySummaryView } from "@/features/summaries/components/weekly-summary-view";
import { Link } from "@/lib/app-navigation";
import { useT } from "@/lib/i18n";
import { richText } from "@/lib/rich-text";
import { useFormat } from "@/lib/use-format";
import { usePageMeta } from "@/lib/use-page-meta";

/** A Pro member's Monday summaries, newest first (docs/product.md#weekly-summaries). */
export function WeeklySummariesPage() {
  const { t } = useT();
  usePageMeta({ title: t("portfolio:summary.title"), description: t("portfolio:summary.description") });
  return (
    <SignedInOnly description={t("portfolio:summary.signIn")}>
      {(user) => (
        <MemberPage
          title={t("portfolio:summary.title")}
          intro={t("portfolio:summary.intro", { time: SUMMARY_SEND_TIME })}
        >
          {hasPlanFeature(user, "weeklySummaries") ? (
            <Summaries />
          ) : (
            <ProUpgradePrompt title={t("portfolio:summary.upgradeTitle")} upgradeLabel={t("account:plan.upgrade")}>
              {user.role === "admin" ? t("portfolio:summary.admin") : t("portfolio:summary.upgradeText")}
            </ProUpgradePrompt>
          )}
        </MemberPage>
      )}
    </SignedInOnly>
  );
}

function Summaries() {
  const { t } = useT();
  const summaries = useWeeklySummaries();
  const preferences = useNotificationPreferences();
  const zone = preferences.data?.timeZone ?? SUMMARY_DEFAULT_TIME_ZONE;
  return (
    <QueryView
      query={summaries}
      loadingLabel={t("portfolio:summary.loading")}
      errorMessage={t("portfolio:summary.loadFailed")}
    >
      {({ summaries: list }) => <SummaryList list={list} zone={zone} />}
    </QueryView>
  );
}

function SummaryList({ list, zone }: { list: WeeklySummary[]; zone: string }) {
  const { t } = useT();
  const format = useFormat();
  if (list.length === 0) {
    return (
      <Card className="px-6 py-10 text-center text-sm text-muted-foreground">
        <p>
          {richText(
            t,
            "portfolio:summary.first",
            {
              settings: (
                <Link to={PAGE_PATHS.account} className="underline underline-offset-4">
                  {t("portfolio:summary.firstLink")}
                </Link>
              ),
            },
            { time: SUMMARY_SEND_TIME, zone },
          )}
        </p>
      </Card>
    );
  }
  return (
    <ol aria-label={t("portfolio:summary.listLabel")} className="flex flex-col gap-4">
      {list.map((summary) => (
        <li key={summary.weekStart}>
          <Card>
            <CardHeader>
              <CardTitle>{t("portfolio:summary.weekOf", { date: format.calendarDay(summary.weekStart) })}</CardTitle>
              <CardDescription>
                {summary.trades === 0
                  ? t("portfolio:summary.noneClosed")
                  : t("portfolio:summary.headline", {
                      count: summary.trades,
                      result: format.pnl(summary.totalPercent),
                      wins: format.count(summary.wins),
                    })}{" "}
                · <bdi>{summary.timeZone}</bdi>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <WeeklySummaryView summary={summary} />
            </CardContent>
          </Card>
        </li>
      ))}
    </ol>
  );
}
