import { Download, FileDown } from "lucide-react";
import { DATA_EXPORT_REUSE_MS, type DataExport } from "@shared/account";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { Spinner } from "@/components/ui/spinner";
import { dataExportUrl, useDataExports } from "@/features/account/api/get-data-exports";
import { useRequestDataExport } from "@/features/account/api/request-data-export";
import { useDateFormat } from "@/lib/display-time-zone";

/** Asking again within the hour gives the same copy (docs/product.md#accounts): the button waits until then. */
const isFresh = (dataExport: DataExport) =>
  dataExport.readyAt !== null && Date.now() - new Date(dataExport.readyAt).getTime() < DATA_EXPORT_REUSE_MS;

function ReadyExport({ dataExport }: { dataExport: DataExport }) {
  const dates = useDateFormat();
  return (
    <div className="grid gap-3 rounded-lg border p-3">
      <p className="text-sm text-muted-foreground">
        Ready {dataExport.readyAt ? dates.dateTime(dataExport.readyAt) : ""}. Available until{" "}
        <span className="font-medium text-foreground">{dates.dateTime(dataExport.expiresAt)}</span>.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild className="w-full sm:w-fit">
          <a href={dataExportUrl(dataExport.id)} download>
            <Download aria-hidden />
            Download my data
          </a>
        </Button>
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <a href={dataExportUrl(dataExport.id, "payments.csv")} download>
            Payments as CSV
          </a>
        </Button>
      </div>
    </div>
  );
}

/** "Download my data": a copy of everything the app holds about the member, prepared in the background. */
export function DataExportCard() {
  const exports = useDataExports();
  const request = useRequestDataExport();
  const latest = exports.data?.[0];
  const preparing = latest?.status === "pending";
  const canAsk = !preparing && !(latest && isFresh(latest));

  const content = () => {
    if (exports.isPending) return <Spinner />;
    if (exports.isError) return <p className="text-sm text-loss">Could not load your data exports.</p>;
    return (
      <div className="grid gap-4">
        {preparing && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            Preparing… This takes a few seconds; you can leave this page.
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
            {latest ? "Prepare a new copy" : "Prepare my data"}
          </Button>
        )}
      </div>
    );
  };

  return (
    <SectionCard
      title="Download my data"
      icon={FileDown}
      description="A copy of what we hold about you: profile, access, payments, followed positions, devices and notifications, as a JSON file. It stays available for 24 hours."
    >
      {content()}
    </SectionCard>
  );
}
