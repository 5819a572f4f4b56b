import { KeyRound } from "lucide-react";
import { useState } from "react";
import type { ApiToken } from "@shared/api-access";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useApiTokens } from "@/features/api-access/api/get-api-tokens";
import { useRevokeApiToken } from "@/features/api-access/api/revoke-api-token";
import { CreateTokenDialog } from "@/features/api-access/components/create-token-dialog";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";

function TokenRow({ token }: { token: ApiToken }) {
  const dates = useDateFormat();
  const { t } = useT();
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeApiToken();
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words">{token.name}</p>
        <p className="text-xs text-muted-foreground">
          {t("account:api.made", { date: dates.dateTime(token.createdAt) })} ·{" "}
          {token.lastUsedAt
            ? t("account:devices.lastUsed", { date: dates.dateTime(token.lastUsedAt) })
            : t("account:api.neverUsed")}
        </p>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("account:api.revokeTitle", { name: token.name })}
        description={t("account:api.revokeDescription")}
        cancelLabel={t("account:api.keep")}
        confirmLabel={t("account:api.revoke")}
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate(token.id, { onSettled: () => setConfirming(false) })}
      >
        <Button variant="outline" className="w-full sm:w-fit" onClick={() => setConfirming(true)}>
          {t("account:api.revoke")}
        </Button>
      </ConfirmDialog>
    </li>
  );
}

/** The member's API tokens: made while the plan includes API access, revoked at any time. */
export function ApiTokensCard({ canCreate }: { canCreate: boolean }) {
  const { t } = useT();
  const tokens = useApiTokens();
  const content = () => {
    if (tokens.isPending) return <Spinner />;
    if (tokens.isError) return <p className="text-sm text-loss">{t("account:api.tokensLoadFailed")}</p>;
    const { tokens: list, max } = tokens.data;
    return (
      <div className="grid gap-3">
        {list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("account:api.noTokens")}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t("account:api.tokens")}>
            {list.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
        {canCreate && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <CreateTokenDialog disabled={list.length >= max} />
            {list.length >= max && (
              <p className="text-xs text-muted-foreground">{t("account:api.tokensMax", { count: max })}</p>
            )}
          </div>
        )}
      </div>
    );
  };
  return (
    <SectionCard
      region
      title={t("account:api.tokens")}
      icon={KeyRound}
      description={t("account:api.tokensDescription")}
    >
      {content()}
    </SectionCard>
  );
}
