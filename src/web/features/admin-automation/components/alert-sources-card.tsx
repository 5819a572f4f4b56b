import { Webhook } from "lucide-react";
import { useState } from "react";
import type { AlertSourceWithUrl } from "@shared/automation";
import { QueryView } from "@/components/query-view";
import { SectionCard } from "@/components/section-card";
import { useAlertSources } from "@/features/admin-automation/api/get-alert-sources";
import { AlertSourceForm } from "@/features/admin-automation/components/alert-source-form";
import { AlertSourceItem } from "@/features/admin-automation/components/alert-source-item";
import { AlertTemplate } from "@/features/admin-automation/components/alert-template";
import { ShownOnce } from "@/features/admin-automation/components/shown-once";

/**
 * Alert sources (docs/integrations.md#providers): each a webhook address TradingView posts its alerts to. The address
 * holds a secret, shown once when the source is made or given a new address.
 */
export function AlertSourcesCard() {
  const sources = useAlertSources();
  const [address, setAddress] = useState<AlertSourceWithUrl | null>(null);
  return (
    <SectionCard
      title="Alert sources"
      icon={Webhook}
      compact
      contentClassName="flex flex-col gap-4"
      description="Signals from TradingView alerts, checked by the same rules as the positions desk."
    >
      {address && (
        <ShownOnce
          label={`Webhook URL of ${address.source.name}`}
          value={`${window.location.origin}${address.webhookPath}`}
          onDone={() => setAddress(null)}
        />
      )}
      <AlertSourceForm onCreated={setAddress} />
      <QueryView query={sources} errorMessage="Failed to load the alert sources" placeholder={null}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-muted-foreground">No alert source yet.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Alert sources">
              {list.map((source) => (
                <AlertSourceItem key={source.id} source={source} onAddress={setAddress} />
              ))}
            </ul>
          )
        }
      </QueryView>
      <AlertTemplate />
    </SectionCard>
  );
}
