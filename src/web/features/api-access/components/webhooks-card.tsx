import { Webhook } from "lucide-react";
import { SectionCard } from "@/components/section-card";
import { Spinner } from "@/components/ui/spinner";
import { useWebhooks } from "@/features/api-access/api/get-webhooks";
import { WebhookEndpointItem } from "@/features/api-access/components/webhook-endpoint-item";
import { WebhookForm } from "@/features/api-access/components/webhook-form";
import { useT } from "@/lib/i18n";

/** The member's webhook endpoints: added while the plan includes API access, deleted at any time. */
export function WebhooksCard({ canCreate }: { canCreate: boolean }) {
  const { t } = useT();
  const webhooks = useWebhooks();
  const content = () => {
    if (webhooks.isPending) return <Spinner />;
    if (webhooks.isError) return <p className="text-sm text-loss">{t("account:api.webhooksLoadFailed")}</p>;
    const { endpoints, max } = webhooks.data;
    return (
      <div className="grid gap-4">
        {endpoints.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("account:api.noEndpoints")}</p>
        ) : (
          <ul className="grid gap-3" aria-label={t("account:api.endpoints")}>
            {endpoints.map((endpoint) => (
              <WebhookEndpointItem key={endpoint.id} endpoint={endpoint} canSend={canCreate} />
            ))}
          </ul>
        )}
        {canCreate && endpoints.length >= max && (
          <p className="text-xs text-muted-foreground">{t("account:api.endpointsMax", { count: max })}</p>
        )}
        {canCreate && <WebhookForm disabled={endpoints.length >= max} />}
      </div>
    );
  };
  return (
    <SectionCard
      region
      title={t("account:api.webhooks")}
      icon={Webhook}
      description={t("account:api.webhooksDescription")}
    >
      {content()}
    </SectionCard>
  );
}
