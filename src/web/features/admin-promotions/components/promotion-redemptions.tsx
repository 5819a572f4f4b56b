import { PLANS } from "@shared/plans";
import { formatCents } from "@shared/subscriptions";
import { Skeleton } from "@/components/ui/skeleton";
import { usePromotionRedemptions } from "@/features/admin-promotions/api/get-promotion-redemptions";
import { useDateFormat } from "@/lib/display-time-zone";

/** Who used a code, for which plan, and what their first payment was with it. */
export function PromotionRedemptions({ codeId }: { codeId: string }) {
  const redemptions = usePromotionRedemptions(codeId);
  const dates = useDateFormat();
  if (redemptions.isPending) return <Skeleton className="h-12" />;
  if (redemptions.isError) return <p className="text-sm text-loss">Failed to load the redemptions</p>;
  if (redemptions.data.length === 0) return <p className="text-sm text-muted-foreground">Nobody has used it yet.</p>;
  return (
    <ul className="grid gap-2 text-sm" aria-label="Redemptions">
      {redemptions.data.map((redemption) => (
        <li
          key={redemption.id}
          className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md bg-muted px-3 py-2"
        >
          <span className="break-all">{redemption.memberEmail ?? "Deleted account"}</span>
          <span className="text-muted-foreground">
            {PLANS[redemption.plan].name}: {formatCents(redemption.amountCents)}{" "}
            <del>{formatCents(redemption.listPriceCents)}</del> · {dates.dateTime(redemption.redeemedAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
