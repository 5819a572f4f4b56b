import { ExternalLink, RotateCcw } from "lucide-react";
import { useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useOpenBillingPortal } from "@/features/subscriptions/api/open-billing-portal";
import { useResumeSubscription } from "@/features/subscriptions/api/resume-subscription";
import { CHECKOUT_MESSAGES } from "@/features/subscriptions/hooks/use-start-checkout";
import { userFacingMessage } from "@/lib/api-client";
import { usePlanText } from "@/lib/plan-text";

/**
 * Takes a Pro cancellation back: here with the built-in provider, in Stripe's billing portal (its "Renew") with
 * Stripe.
 */
export function ResumeProAction({ provider }: { provider: "local" | "stripe" | undefined }) {
  const say = usePlanText();
  const resume = useResumeSubscription();
  const portal = useOpenBillingPortal();
  const [redirecting, setRedirecting] = useState(false);
  const failed = resume.error ?? portal.error;
  const busy = resume.isPending || portal.isPending || redirecting;
  const onClick = () =>
    provider === "stripe"
      ? portal.mutate(undefined, {
          onSuccess: (url) => {
            setRedirecting(true);
            window.location.assign(url);
          },
        })
      : resume.mutate();
  return (
    <div className="flex flex-col gap-3">
      {failed && (
        <Alert variant="destructive">
          <AlertDescription>{userFacingMessage(failed, say(CHECKOUT_MESSAGES.failed))}</AlertDescription>
        </Alert>
      )}
      <Button className="w-full sm:w-fit" onClick={onClick} disabled={busy}>
        {busy ? <Spinner /> : provider === "stripe" ? <ExternalLink aria-hidden /> : <RotateCcw aria-hidden />}
        {say("subscription:current.resume")}
      </Button>
    </div>
  );
}
