import { ArrowLeft } from "lucide-react";
import { useParams } from "react-router";
import { PAGE_PATHS } from "@shared/pages";
import { PageLoader } from "@/components/page-loader";
import { RetryAlert } from "@/components/retry-alert";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useInsight } from "@/features/insights/api/get-insight";
import { InsightMeta } from "@/features/insights/components/insight-meta";
import { InsightsGate } from "@/features/insights/components/insights-gate";
import { InsightText } from "@/features/insights/components/insight-text";
import { InsightUpgrade } from "@/features/insights/components/insight-upgrade";
import { Link } from "@/lib/app-navigation";
import { useT } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";

/** One market insight: whole for Pro members and admins, its title and the way to Pro for other plans. */
export function InsightPage() {
  const { t } = useT();
  const { id = "" } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 md:px-6 md:py-10">
      <Button asChild variant="link" size="sm" className="self-start px-0">
        <Link to={PAGE_PATHS.insights}>
          <ArrowLeft aria-hidden className="rtl:-scale-x-100" />
          {t("portfolio:insights.all")}
        </Link>
      </Button>
      <InsightsGate>
        <InsightArticle id={id} />
      </InsightsGate>
    </div>
  );
}

function InsightArticle({ id }: { id: string }) {
  const { t } = useT();
  const insight = useInsight(id);
  usePageMeta({
    title: insight.data?.title ?? t("portfolio:insights.itemTitle"),
    description: t("portfolio:insights.itemDescription"),
  });
  if (insight.isPending) return <PageLoader label={t("portfolio:insights.itemLoading")} />;
  if (insight.isError) {
    if (insight.error instanceof ApiError && insight.error.status === 404) {
      return <p className="text-muted-foreground">{t("portfolio:insights.notFound")}</p>;
    }
    return (
      <RetryAlert
        message={t("portfolio:insights.itemLoadFailed")}
        retrying={insight.isFetching}
        onRetry={() => void insight.refetch()}
      />
    );
  }
  const { title, body, imageUrl } = insight.data;
  return (
    <article className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight break-words md:text-3xl">{title}</h1>
      <InsightMeta insight={insight.data} />
      {body === null ? (
        <InsightUpgrade />
      ) : (
        <>
          {imageUrl && (
            <img
              src={imageUrl}
              alt={t("portfolio:insights.chartFor", { title })}
              className="h-auto max-h-[32rem] max-w-full self-start rounded-lg border object-contain"
            />
          )}
          <InsightText text={body} />
        </>
      )}
    </article>
  );
}
