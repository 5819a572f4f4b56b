import type { PublicUser } from "@shared/users";
import { hasPlanFeature } from "@shared/plan-features";
import { ProUpgradePrompt } from "@/components/pro-upgrade-prompt";
import { useApiTokens } from "@/features/api-access/api/get-api-tokens";
import { useWebhooks } from "@/features/api-access/api/get-webhooks";
import { ApiTokensCard } from "@/features/api-access/components/api-tokens-card";
import { WebhooksCard } from "@/features/api-access/components/webhooks-card";
import { useT } from "@/lib/i18n";

/**
 * API tokens and webhooks on the account page (docs/integrations.md): the full cards while the plan includes API
 * access; otherwise what it would give and the way to upgrade, with any tokens and endpoints left from before, which
 * can still be revoked and deleted.
 */
export function ApiAccessSection({ user }: { user: PublicUser }) {
  const { t } = useT();
  const included = hasPlanFeature(user, "apiAccess");
  const tokens = useApiTokens();
  const webhooks = useWebhooks();
  if (included) {
    return (
      <>
        <ApiTokensCard canCreate />
        <WebhooksCard canCreate />
      </>
    );
  }
  return (
    <>
      <ProUpgradePrompt title={t("account:api.locked")} upgradeLabel={t("account:plan.upgrade")}>
        {t("account:api.lockedText")}
      </ProUpgradePrompt>
      {(tokens.data?.tokens.length ?? 0) > 0 && <ApiTokensCard canCreate={false} />}
      {(webhooks.data?.endpoints.length ?? 0) > 0 && <WebhooksCard canCreate={false} />}
    </>
  );
}
