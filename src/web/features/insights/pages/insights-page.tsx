import { MemberPage } from "@/components/member-page";
import { QueryView } from "@/components/query-view";
import { useInsights } from "@/features/insights/api/get-insights";
import { InsightsGate } from "@/features/insights/components/insights-gate";
import { InsightUpgrade } from "@/features/insights/components/insight-upgrade";
import { InsightList } from "@/features/insights/components/market-insights-section";
import { useT } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";

/** Every market insight, newest first (docs/product.md#market-insights). */
export function InsightsPage() {
  const { t } = useT();
  usePageMeta({ title: t("portfolio:insights.title"), description: t("portfolio:insights.description") });
  return (
    <MemberPage title={t("portfolio:insights.title")} intro={t("portfolio:insights.intro")}>
      <InsightsGate>
        <AllInsights />
      </InsightsGate>
    </MemberPage>
  );
}

function AllInsights() {
  const { t } = useT();
  const insights = useInsights();
  return (
    <QueryView
      query={insights}
      loadingLabel={t("portfolio:insights.loading")}
      errorMessage={t("portfolio:insights.loadFailed")}
    >
      {({ canRead, insights: list }) => (
        <>
          {!canRead && <InsightUpgrade />}
          <InsightList insights={list} className="rounded-lg border bg-card p-4 md:p-6" />
        </>
      )}
    </QueryView>
  );
}
