import { CircleExclamationPoint, TicketPercent } from "lucide-react";
import { discountWords, type PromotionPreview } from "@shared/promotions";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useT } from "@/lib/i18n";
import { usePlanText } from "@/lib/plan-text";

interface PromotionBannerProps {
  code: string;
  /** The code applied to the first plan it fits, if any. */
  applied: PromotionPreview | undefined;
  /** Why the code applies to no plan, as the server said it. */
  refusal: string | null;
}

/** The plans page's word on a code from a link: applied (its name and discount), or why not. */
export function PromotionBanner({ code, applied, refusal }: PromotionBannerProps) {
  const { t, language } = useT();
  const say = usePlanText();
  if (applied) {
    return (
      <Alert variant="success">
        <TicketPercent aria-hidden />
        <AlertTitle>{t("subscription:promotion.applied", { code: applied.code, name: applied.name })}</AlertTitle>
        <AlertDescription>
          {t("subscription:promotion.included", { description: say(discountWords(applied.discount, language)) })}
        </AlertDescription>
      </Alert>
    );
  }
  if (!refusal) return null;
  return (
    <Alert variant="destructive">
      <CircleExclamationPoint aria-hidden />
      <AlertTitle>{t("subscription:promotion.refused", { code: code.toUpperCase() })}</AlertTitle>
      <AlertDescription>{refusal}</AlertDescription>
    </Alert>
  );
}
