import { planFeatures } from "@shared/early-access";
import { CANCEL_ANYTIME, PLAN_NAME_KEYS, formatPlanPrice, type Plan } from "@shared/plans";
import type { PromotionPreview } from "@shared/promotions";
import { formatCents } from "@shared/subscriptions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CheckList } from "@/components/check-list";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useT, type TranslateFunction } from "@/lib/i18n";
import { usePlanText } from "@/lib/plan-text";

/** Beside the price: how often it is paid, and with a code, for how long the discounted price lasts. */
function billingNote(t: TranslateFunction, plan: Plan, price: string, promotion: PlanCardProps["promotion"]): string {
  if (plan.billing !== "monthly") return t("plans:card.oneTime");
  if (!promotion) return t("plans:card.perMonth");
  const months = promotion.discount.duration === "once" ? 1 : (promotion.discount.months ?? 1);
  return months === 1
    ? t("subscription:planCard.firstMonth", { price })
    : t("subscription:planCard.forMonths", { count: months, price });
}

interface PlanCardProps {
  plan: Plan;
  featured?: boolean;
  /** The member's own plan: marked, and never offered again. */
  current?: boolean;
  /** Whether it can be bought now; a plan not offered shows why instead of its button. */
  offered?: boolean;
  /** Said in place of the button when the plan is neither current nor offered. */
  unavailableNote?: string;
  /** Said in place of "This is your current plan." on the member's own card. */
  currentNote?: string;
  /** Said above the buy button: what buying it changes that the member should know before paying. */
  notice?: string | null;
  /** A promotion code applied to this plan: the first payment after it, and what it takes off. */
  promotion?: Pick<PromotionPreview, "priceAfterCents" | "description" | "discount"> | null;
  /** A promotion code that does not apply to this plan, and why. */
  promotionNote?: string | null;
  /** Pro members' head start on new entries, in minutes (0: none, or not known yet): listed among Pro's features. */
  earlyAccessMinutes: number;
  /** The member cancelled this plan: its card no longer promises they can cancel it. */
  cancelled?: boolean;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
  className?: string;
}

/**
 * A plan with its badge, price, features, buy button and note; Pro carries the 'Most Popular' ribbon. The member's
 * own plan is marked "Your plan" and has no button (docs/product.md#plans).
 */
export function PlanCard(props: PlanCardProps) {
  const { plan, featured = false, current = false, offered = true, busy, disabled, onChoose } = props;
  const { t } = useT();
  const say = usePlanText();
  const name = t(PLAN_NAME_KEYS[plan.type]);
  const price = formatPlanPrice(plan);
  const promotion = props.promotion;
  const firstPayment = promotion ? formatCents(promotion.priceAfterCents) : price;
  const listed = planFeatures(plan, props.earlyAccessMinutes);
  const features = props.cancelled ? listed.filter((feature) => feature.key !== CANCEL_ANYTIME) : listed;
  const headingId = `plan-${plan.type}-name`;
  return (
    <Card
      aria-labelledby={headingId}
      role="region"
      className={cn(
        "relative flex flex-col gap-5 p-5 md:p-7",
        props.className,
        featured && "border-gain/60 shadow-lg shadow-gain/5",
        current && "border-info/70 shadow-lg shadow-info/5",
      )}
    >
      {current ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-info px-3 py-1 text-xs font-bold tracking-wide text-background uppercase">
          {t("subscription:planCard.current")}
        </span>
      ) : (
        featured && (
          <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-gain px-3 py-1 text-xs font-bold tracking-wide text-background uppercase">
            {t("plans:card.ribbon")}
          </span>
        )
      )}
      <div className="flex flex-col gap-3">
        {/* Beside the ribbon, a badge saying the same again is noise on a phone's narrow card. */}
        {!(featured && !current && say(plan.badge).toLowerCase() === t("plans:card.ribbon").toLowerCase()) && (
          <Badge variant={featured ? "gain" : "info"}>{say(plan.badge)}</Badge>
        )}
        <h2 id={headingId} className="text-xl font-bold tracking-tight md:text-2xl">
          {name}
        </h2>
        <p className="flex flex-wrap items-baseline gap-1.5">
          {promotion && (
            <del className="text-xl text-muted-foreground" aria-label={t("subscription:planCard.listPrice", { price })}>
              {price}
            </del>
          )}
          <span className="text-4xl font-bold tracking-tight">{firstPayment}</span>
          <span className="text-sm text-muted-foreground">{billingNote(t, plan, price, promotion)}</span>
        </p>
        {promotion && <p className="text-sm font-medium text-gain">{promotion.description}</p>}
        {props.promotionNote && <p className="text-sm text-muted-foreground">{props.promotionNote}</p>}
      </div>
      <CheckList items={features.map(say)} className="flex-1" />
      {current || !offered ? (
        <p className="rounded-lg bg-muted px-3 py-2.5 text-center text-sm text-muted-foreground">
          {current ? (props.currentNote ?? t("subscription:planCard.currentNote")) : props.unavailableNote}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          {props.notice && (
            <p className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2.5 text-sm text-pretty">
              {props.notice}
            </p>
          )}
          <Button
            size="lg"
            variant={featured ? "default" : "secondary"}
            className="h-auto min-h-12 w-full py-2 whitespace-normal"
            onClick={onChoose}
            disabled={disabled}
            aria-busy={busy || undefined}
          >
            {busy ? (
              <>
                <Spinner />
                {t("plans:card.processing")}
              </>
            ) : (
              t("plans:card.get", { plan: name, price: firstPayment })
            )}
          </Button>
          <p className="text-center text-xs text-muted-foreground">{say(plan.note)}</p>
        </div>
      )}
    </Card>
  );
}
