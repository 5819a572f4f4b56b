import { CircleExclamationPoint, TicketPercent } from "lucide-react";
import type { PromotionPreview } from "@shared/promotions";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

interface PromotionBannerProps {
  code: string;
  /** The code applied to the first plan it fits, if any. */
  applied: PromotionPreview | undefined;
  /** Why the code applies to no plan, as the server said it. */
  refusal: string | null;
}

/** The plans page's word on a code from a link: applied (its name and discount), or why not. */
export function PromotionBanner({ code, applied, refusal }: PromotionBannerProps) {
  if (applied) {
    return (
      <Alert variant="success">
        <TicketPercent aria-hidden />
        <AlertTitle>
          Code {applied.code} applied: {applied.name}
        </AlertTitle>
        <AlertDescription>{applied.description}. The prices below include it.</AlertDescription>
      </Alert>
    );
  }
  if (!refusal) return null;
  return (
    <Alert variant="destructive">
      <CircleExclamationPoint aria-hidden />
      <AlertTitle>Code {code.toUpperCase()} cannot be used</AlertTitle>
      <AlertDescription>{refusal}</AlertDescription>
    </Alert>
  );
}
