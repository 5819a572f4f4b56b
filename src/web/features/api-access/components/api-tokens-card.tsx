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

function TokenRow({ token }: { token: ApiToken }) {
  const dates = useDateFormat();
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeApiToken();
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words">{token.name}</p>
        <p className="text-xs text-muted-foreground">
          Made {dates.dateTime(token.createdAt)} ·{" "}
          {token.lastUsedAt ? `last used ${dates.dateTime(token.lastUsedAt)}` : "never used"}
        </p>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Revoke "${token.name}"?`}
        description="Whatever uses it is refused from its next request. This cannot be undone."
        cancelLabel="Keep it"
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate(token.id, { onSettled: () => setConfirming(false) })}
      >
        <Button variant="outline" className="w-full sm:w-fit" onClick={() => setConfirming(true)}>
          Revoke
        </Button>
      </ConfirmDialog>
    </li>
  );
}

/** The member's API tokens: made while the plan includes API access, revoked at any time. */
export function ApiTokensCard({ canCreate }: { canCreate: boolean }) {
  const tokens = useApiTokens();
  const content = () => {
    if (tokens.isPending) return <Spinner />;
    if (tokens.isError) return <p className="text-sm text-loss">Could not load your API tokens.</p>;
    const { tokens: list, max } = tokens.data;
    return (
      <div className="grid gap-3">
        {list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No tokens yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="API tokens">
            {list.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
        {canCreate && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <CreateTokenDialog disabled={list.length >= max} />
            {list.length >= max && (
              <p className="text-xs text-muted-foreground">You have {max} tokens, the most you can keep.</p>
            )}
          </div>
        )}
      </div>
    );
  };
  return (
    <SectionCard
      region
      title="API tokens"
      icon={KeyRound}
      description="Read-only tokens for your own scripts: they read positions, their histories and statistics as you see them."
    >
      {content()}
    </SectionCard>
  );
}
