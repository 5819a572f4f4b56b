import { Suspense, lazy } from "react";
import { RiskWarning } from "@/components/risk-warning";
import { Skeleton } from "@/components/ui/skeleton";
import { SitePage } from "@/features/site/components/site-page";
import { useT } from "@/lib/i18n";
import { useHydrated } from "@/lib/use-hydrated";
import { usePageMeta } from "@/lib/use-page-meta";

// The record, its code, the query library and the figures' text load once the page is interactive, not before it
// (docs/performance.md, "first-load JavaScript").
const TrackRecordSection = lazy(async () => ({
  default: (await import("@/features/site/components/track-record-section")).TrackRecordSection,
}));

/** docs/product.md#track-record: every finished signal and the figures, for anyone, with the chain to verify. */
export function TrackRecordPage() {
  const { t } = useT();
  usePageMeta({ title: t("record:trackRecord.title"), description: t("record:trackRecord.description") });
  const hydrated = useHydrated();
  return (
    <SitePage
      eyebrow={t("record:trackRecord.title")}
      title={t("record:trackRecord.heading")}
      lead={t("record:trackRecord.lead")}
    >
      {/* At least a screen tall, loading or not, so the footer below never moves into view as the record arrives. */}
      <div className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-6">
        <RiskWarning place="trackRecord" variant="box" />
        {hydrated ? (
          <Suspense fallback={<Skeleton className="h-64" />}>
            <TrackRecordSection />
          </Suspense>
        ) : (
          <Skeleton className="h-64" />
        )}
      </div>
    </SitePage>
  );
}
