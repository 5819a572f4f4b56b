import { Suspense, lazy, useEffect } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { RiskWarning } from "@/components/risk-warning";
import { Skeleton } from "@/components/ui/skeleton";
import { useTrackRecord } from "@/lib/track-record-api";
import { SitePage } from "@/features/site/components/site-page";
import { EnsureQueryClient } from "@/lib/ensure-query-client";
import { useNamespaces, useT } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";

// The record's content is drawn only once the record has arrived: its code loads beside the request, after the page
// is interactive, not before it (docs/performance.md, "first-load JavaScript").
const loadContent = () => import("@/features/site/components/record-content");
const RecordContent = lazy(async () => ({ default: (await loadContent()).RecordContent }));
const DETAILS = ["details"] as const;

/** docs/product.md#track-record: every finished signal and the figures, for anyone, with the chain to verify. */
export function TrackRecordPage() {
  return (
    <EnsureQueryClient>
      <TrackRecordBody />
    </EnsureQueryClient>
  );
}

function TrackRecordBody() {
  const { t } = useT();
  usePageMeta({ title: t("record:trackRecord.title"), description: t("record:trackRecord.description") });
  const record = useTrackRecord();
  // The figures' and the proof's text, like their code, loads beside the record, not with the page.
  const textReady = useNamespaces(DETAILS);
  useEffect(() => void loadContent(), []);
  return (
    <SitePage
      eyebrow={t("record:trackRecord.title")}
      title={t("record:trackRecord.heading")}
      lead={t("record:trackRecord.lead")}
    >
      {/* At least a screen tall, loading or not, so the footer below never moves into view as the record arrives. */}
      <div className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col gap-6">
        <RiskWarning place="trackRecord" variant="box" />
        {record.isPending || !textReady ? (
          <Skeleton className="h-64" />
        ) : record.isError ? (
          <Alert>
            <AlertDescription>{record.error.message}</AlertDescription>
          </Alert>
        ) : (
          <Suspense fallback={<Skeleton className="h-64" />}>
            <RecordContent record={record.data} />
          </Suspense>
        )}
      </div>
    </SitePage>
  );
}
