import { Download, FileDown } from "lucide-react";
import { DATA_EXPORT_REUSE_MS, type DataExport } from "@shared/account";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { Spinner } from "@/components/ui/spinner";
import { dataExportUrl, useDataExports } from "@/features/account/api/get-data-exports";
import { useRequestDataExport } from "@/features/account/api/request-data-export";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";
import { richText } from "@/lib/rich-text";

/** Asking again within the hour gives the same copy (docs/product.md#accounts): the button waits until then. */
const isFresh = (dataExport: DataExport) =>
  dataExport.readyAt !== null && Date.now() - new Date(dataExport.readyAt).getTime() < DATA_EXPORT_REUSE_MS;

function ReadyExport({ dataExport }: { dataExport: DataExport }) {
  const dates = useDateFormat();
  const { t } = useT();
  return (
    <div className="grid gap-3 rounded-lg border p-3">
      <p className="text-sm text-muted-foreground">
        {richText(
          t,
          "account:export.ready",
          { until: <span className="font-medium text-foreground">{dates.dateTime(dataExport.expiresAt)}</span> },
          { date: dataExport.readyAt ? dates.dateTime(dataExport.readyAt) : "" },
        )}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild className="w-full sm:w-fit">
          <a href={dataExportUrl(dataExport.id)} download>
            <Download aria-hidden />
            {t("account:export.download")}
          </a>
        </Button>
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <a href={dataExportUrl(dataExport.id, "payments.csv")} download>
            {t("account:export.csv")}
          </a>
        </Button>
      </div>
    </div>
  );
}

/** "Download my data": a copy of everything the app holds about the member, prepared in the background. */
export function DataExportCard() {
  const { t } = useT();
  const exports = useDataExports();
  const request = useRequestDataExport();
  const latest = exports.data?.[0];
  const preparing = latest?.status === "pending";
  const canAsk = !preparing && !(latest && isFresh(latest));

  const content = () => {
    if (exports.isPending) return <Spinner />;
    if (exports.isError) return <p className="text-sm text-loss">{t("account:export.loadFailed")}</p>;
    return (
      <div className="grid gap-4">
        {preparing && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            {t("account:export.preparing")}
          </p>
        )}
        {latest?.status === "ready" && <ReadyExport dataExport={latest} />}
        {canAsk && (
          <Button
            variant={latest ? "outline" : "default"}
            className="w-full sm:w-fit"
            pending={request.isPending}
            onClick={() => request.mutate()}
          >
            {latest ? t("account:export.prepareNew") : t("account:export.prepare")}
          </Button>
        )}
      </div>
    );
  };

  return (
    <SectionCard title={t("account:export.download")} icon={FileDown} description={t("account:export.description")}>
      {content()}
    </SectionCard>
  );
}
