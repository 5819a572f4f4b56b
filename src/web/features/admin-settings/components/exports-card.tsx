import { Download } from "lucide-react";
import { EXPORT_KINDS, exportUrl, type ExportKind } from "@shared/admin";
import { buttonVariants } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { cn } from "@/lib/cn";
import { PaymentsExport } from "@/features/admin-settings/components/payments-export";
import { useDownloadExport } from "@/features/admin-settings/api/download-export";

const LABELS: Record<ExportKind, string> = {
  users: "Export User Data",
  trades: "Export Trade History",
  analytics: "Export Analytics",
};

/** docs/product.md#exports: real CSV files, downloaded by the browser from the server (its file name applies). */
export function ExportsCard() {
  const download = useDownloadExport();
  return (
    <SectionCard
      title="Data Export"
      compact
      contentClassName="flex flex-col gap-4"
      description="CSV files you can open in any spreadsheet, accents included."
    >
      <div className="grid gap-2 sm:grid-cols-3">
        {EXPORT_KINDS.map((kind) => (
          <a
            key={kind}
            href={exportUrl(kind)}
            download
            className={cn(buttonVariants({ variant: "outline" }))}
            onClick={(event) => {
              event.preventDefault();
              download.mutate(exportUrl(kind));
            }}
          >
            <Download aria-hidden />
            {LABELS[kind]}
          </a>
        ))}
      </div>
      <PaymentsExport />
    </SectionCard>
  );
}
