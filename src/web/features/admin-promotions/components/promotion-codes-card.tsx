import { TicketPercent } from "lucide-react";
import { useState } from "react";
import { PLANS } from "@shared/plans";
import { describeDiscount, type PromotionCode } from "@shared/promotions";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { SectionCard } from "@/components/section-card";
import { TitledDialog } from "@/components/titled-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeactivatePromotionCode } from "@/features/admin-promotions/api/deactivate-promotion-code";
import { usePromotionCodes } from "@/features/admin-promotions/api/get-promotion-codes";
import { PromotionCodeForm } from "@/features/admin-promotions/components/promotion-code-form";
import { PromotionRedemptions } from "@/features/admin-promotions/components/promotion-redemptions";

function limits(code: PromotionCode): string {
  const uses =
    code.maxRedemptions === null ? `${code.redemptions} used` : `${code.redemptions} of ${code.maxRedemptions} used`;
  const expiry = code.expiresOn ? `until ${code.expiresOn} (UTC)` : "no expiry";
  return [uses, expiry, code.oncePerMember ? "once per member" : null].filter(Boolean).join(" · ");
}

function PromotionCodeRow({ code }: { code: PromotionCode }) {
  const [showRedemptions, setShowRedemptions] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deactivate = useDeactivatePromotionCode();
  return (
    <li className="grid gap-2 rounded-lg border p-3" aria-label={`Code ${code.code}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-semibold">{code.code}</span>
        <Badge variant={code.active ? "gain" : "secondary"}>{code.active ? "Active" : "Off"}</Badge>
        <span className="text-sm text-muted-foreground">{code.name}</span>
      </div>
      <p className="text-sm">
        {describeDiscount(code.discount)}, on {code.plans.map((plan) => PLANS[plan].name).join(" and ")}
      </p>
      <p className="text-xs text-muted-foreground">{limits(code)}</p>
      <p className="text-xs break-all text-muted-foreground">Link: /plans?code={code.code}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setShowRedemptions((shown) => !shown)}
          aria-expanded={showRedemptions}
        >
          {showRedemptions ? "Hide redemptions" : `Redemptions (${code.redemptions})`}
        </Button>
        {code.active && (
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`Switch ${code.code} off?`}
            description="Nobody can pay with it any more, here or at the payment provider. Payments already made keep their discount."
            cancelLabel="Keep it"
            confirmLabel="Switch off"
            pending={deactivate.isPending}
            onConfirm={() => deactivate.mutate(code.id, { onSettled: () => setConfirming(false) })}
          >
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              Switch off
            </Button>
          </ConfirmDialog>
        )}
      </div>
      {showRedemptions && <PromotionRedemptions codeId={code.id} />}
    </li>
  );
}

/**
 * Promotion codes (docs/product.md#promotion-codes): the codes with their use, a new one, and switching one off.
 * The payment provider charges the discount; this is where the codes are made and watched.
 */
export function PromotionCodesCard() {
  const codes = usePromotionCodes();
  const [creating, setCreating] = useState(false);
  return (
    <SectionCard
      title="Promotion codes"
      icon={TicketPercent}
      region
      description="A discount on a plan's first payment, or on each payment for some months. Share its link: the plans page shows the price after it before paying."
    >
      <div className="grid gap-4">
        <TitledDialog
          closeLabel="Close"
          open={creating}
          onOpenChange={setCreating}
          trigger={<Button className="w-full sm:w-fit">New code…</Button>}
          title="New promotion code"
          description="The payment provider gets the same code, so the discount is charged by it."
        >
          {creating && <PromotionCodeForm onDone={() => setCreating(false)} />}
        </TitledDialog>
        {codes.isPending ? (
          <Skeleton className="h-20" />
        ) : codes.isError ? (
          <p className="text-sm text-loss">Failed to load the promotion codes</p>
        ) : codes.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No codes yet.</p>
        ) : (
          <ul className="grid gap-3">
            {codes.data.map((code) => (
              <PromotionCodeRow key={code.id} code={code} />
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
