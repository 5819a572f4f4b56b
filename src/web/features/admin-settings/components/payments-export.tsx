import { Download } from "lucide-react";
import { useId, useState } from "react";
import { paymentsExportQuerySchema, paymentsExportUrl } from "@shared/admin";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { useDownloadExport } from "@/features/admin-settings/api/download-export";

/**
 * The payments ledger for the accountant between two days (both included, either may be left empty): the download
 * is offered only for a range the server accepts, whose message shows otherwise.
 */
export function PaymentsExport() {
  const id = useId();
  const [range, setRange] = useState({ from: "", to: "" });
  const download = useDownloadExport();
  const parsed = paymentsExportQuerySchema.safeParse(range);
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">Payments for the accountant</legend>
      <div className="grid grid-cols-2 gap-3">
        {(["from", "to"] as const).map((bound) => (
          <div key={bound} className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={`${id}-${bound}`}>{bound === "from" ? "From" : "To"}</Label>
            <Input
              id={`${id}-${bound}`}
              type="date"
              value={range[bound]}
              aria-invalid={problem !== null || undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setRange((current) => ({ ...current, [bound]: event.target.value }))}
            />
          </div>
        ))}
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-loss">
          {problem}
        </p>
      )}
      {parsed.success ? (
        <a
          href={paymentsExportUrl(parsed.data)}
          download
          className={cn(buttonVariants({ variant: "outline" }))}
          onClick={(event) => {
            event.preventDefault();
            download.mutate(paymentsExportUrl(parsed.data));
          }}
        >
          <Download aria-hidden />
          Export Payments
        </a>
      ) : (
        <button type="button" disabled className={cn(buttonVariants({ variant: "outline" }))}>
          <Download aria-hidden />
          Export Payments
        </button>
      )}
    </fieldset>
  );
}
