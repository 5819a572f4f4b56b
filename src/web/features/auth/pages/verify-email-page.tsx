import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { EMAIL_MESSAGES } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { useResendVerification } from "@/features/auth/api/resend-verification";
import { useVerifyEmail } from "@/features/auth/api/verify-email";
import { OUTCOME_ICONS, OutcomeCard, OutcomeLink } from "@/features/auth/components/outcome-card";
import { useSession } from "@/features/auth/hooks/use-session";
import { userFacingMessage } from "@/lib/api-client";
import { usePageMeta } from "@/lib/use-page-meta";
import { useT } from "@/lib/i18n";

/**
 * Where an emailed link lands (docs/product.md#accounts): the link is followed at once, and the page says whether it
 * verified the address (or confirmed a new one), or why it could not, with a way to get a new link.
 */
export function VerifyEmailPage() {
  usePageMeta({ title: "Confirm your email", description: "Confirm the email address of your account." });
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const verify = useVerifyEmail();
  const { t } = useT();
  const { user } = useSession();
  // A link works once: the page sends it once, even when React runs the effect twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const continueTo = user ? { to: "/dashboard", label: "Continue" } : { to: "/login", label: "Sign in" };

  if (verify.isSuccess) {
    return (
      <OutcomeCard icon={OUTCOME_ICONS.done} title="Email confirmed" message={verify.data}>
        <OutcomeLink {...continueTo} />
      </OutcomeCard>
    );
  }
  if (!token || verify.isError) {
    return (
      <OutcomeCard
        icon={OUTCOME_ICONS.brokenLink}
        title="This link can't be used"
        message={userFacingMessage(verify.error, t(EMAIL_MESSAGES.linkInvalid))}
      >
        {user && !user.emailVerified && <ResendButton />}
        <OutcomeLink {...(user ? { to: "/account", label: "Account settings" } : continueTo)} />
      </OutcomeCard>
    );
  }
  return (
    <OutcomeCard icon={OUTCOME_ICONS.working} title="Confirming your email" message="One moment…">
      {null}
    </OutcomeCard>
  );
}

function ResendButton() {
  const resend = useResendVerification();
  if (resend.isSuccess) {
    return (
      <p role="status" className="text-center text-sm text-muted-foreground">
        {resend.data}
      </p>
    );
  }
  return (
    <Button size="lg" className="w-full" pending={resend.isPending} onClick={() => resend.mutate()}>
      Resend the link
    </Button>
  );
}
