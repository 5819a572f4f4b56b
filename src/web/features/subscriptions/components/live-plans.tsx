import type { PublicUser } from "@shared/users";
import { PageLoader } from "@/components/page-loader";
import { useBilling } from "@/features/subscriptions/api/get-billing";
import { usePromotionPreview } from "@/features/subscriptions/api/get-promotion-preview";
import { PlansView } from "@/features/subscriptions/components/plans-view";
import type { StartCheckout } from "@/features/subscriptions/hooks/use-start-checkout";
import { useEarlyAccessMinutes } from "@/lib/early-access-api";
import { EnsureQueryClient } from "@/lib/ensure-query-client";
import { useNamespaces, useT } from "@/lib/i18n";

interface LivePlansProps {
  user: PublicUser | null;
  code: string | null;
  checkout: StartCheckout;
}

/** The plans page with what it reads: the member's plan, the link's code applied, whether Pro has early access. */
export function LivePlans(props: LivePlansProps) {
  return (
    <EnsureQueryClient>
      <PlansWithData {...props} />
    </EnsureQueryClient>
  );
}

function PlansWithData({ user, code, checkout }: LivePlansProps) {
  // What the page says to a member (their plan, why a plan is not offered) and of a code: not in its first download.
  useNamespaces(["subscription"]);
  const { t } = useT();
  const billing = useBilling(!!user);
  const earlyAccessMinutes = useEarlyAccessMinutes();
  const viewerId = user?.id ?? null;
  const previews = {
    trial: usePromotionPreview(code, "trial", viewerId),
    pro: usePromotionPreview(code, "pro", viewerId),
  };
  // A whole screen tall, so the site footer below stays off-screen until the plans replace the spinner; at
  // 60% of the screen the footer showed and then jumped down (Lighthouse CLS 0.32 on a phone).
  if (user && billing.isPending) return <PageLoader label={t("plans:page.loading")} className="min-h-dvh" />;
  return (
    <PlansView
      user={user}
      billing={billing.data}
      code={code}
      previews={previews}
      earlyAccessMinutes={earlyAccessMinutes}
      checkout={checkout}
    />
  );
}
