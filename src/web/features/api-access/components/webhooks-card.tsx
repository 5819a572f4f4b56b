import { Webhook } from "lucide-react";
import { SectionCard } from "@/components/section-card";
import { Spinner } from "@/components/ui/spinner";
import { useWebhooks } from "@/features/api-access/api/get-webhooks";
import { WebhookEndpointItem } from "@/features/api-access/components/webhook-endpoint-item";
import { WebhookForm } from "@/features/api-access/components/webhook-form";

/** The member's webhook endpoints: added while the plan includes API access, deleted at any time. */
export function WebhooksCard({ canCreate }: { canCreate: boolean }) {
  const webhooks = useWebhooks();
  const content = () => {
    if (webhooks.isPending) return <Spinner />;
    if (webhooks.isError) return <p className="text-sm text-loss">Could not load your webhooks.</p>;
    const { endpoints, max } = webhooks.data;
    return (
      <div className="grid gap-4">
        {endpoints.length === 0 ? (
          <p className="text-sm text-muted-foreground">No endpoints yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Webhook endpoints">
            {endpoints.map((endpoint) => (
              <WebhookEndpointItem key={endpoint.id} endpoint={endpoint} canSend={canCreate} />
            ))}
          </ul>
        )}
        {canCreate && endpoints.length >= max && (
          <p className="text-xs text-muted-foreground">You have {max} endpoints, the most you can keep.</p>
        )}
        {canCreate && <WebhookForm disabled={endpoints.length >= max} />}
      </div>
    );
  };
  return (
    <SectionCard
      region
      title="Webhooks"
      icon={Webhook}
      description="Each trade event you choose is POSTed to your endpoint as signed JSON (Standard Webhooks), in order, the moment your other notifications go."
    >
      {content()}
    </SectionCard>
  );
}
