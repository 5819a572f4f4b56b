import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { EMAIL_MESSAGES } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { useResendVerification } from "@/features/auth/api/resend-verification";
import { useVerifyEmail } from "@/features/auth/api/verify-email";
import { OUTCOME_ICONS, OutcomeCard, OutcomeLink } from "@/features/auth/components/outcome-card";
import { useSession } from "@/features/auth/hooks/use-session";
import { userFacingMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";

/**
 * Where an emailed link lands (docs/product.md#accounts): the link is followed at once, and the page says whether it
 * verified the address (or confirmed a new one), or why it could not, with a way to get a new link.
 */
export function VerifyEmailPage() {
  const { t } = useT();
  usePageMeta({ title: t("auth:verify.metaTitle"), description: t("auth:verify.meta") });
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const verify = useVerifyEmail();
  const { user } = useSession();
  // A link works once: the page sends it once, even when React runs the effect twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const continueTo = user
    ? { to: "/dashboard", label: t("auth:verify.continue") }
    : { to: "/login", label: t("auth:login.title") };

  if (verify.isSuccess) {
    return (
      <OutcomeCard icon={OUTCOME_ICONS.done} title={t("auth:verify.done")} message={verify.data}>
        <OutcomeLink {...continueTo} />
      </OutcomeCard>
    );
  }
  if (!token || verify.isError) {
    return (
      <OutcomeCard
        icon={OUTCOME_ICONS.brokenLink}
        title={t("auth:link.unusable")}
        message={userFacingMessage(verify.error, t(EMAIL_MESSAGES.linkInvalid))}
      >
        {user && !user.emailVerified && <ResendButton />}
        <OutcomeLink {...(user ? { to: "/account", label: t("auth:verify.accountSettings") } : continueTo)} />
      </OutcomeCard>
    );
  }
  return (
    <OutcomeCard icon={OUTCOME_ICONS.working} title={t("auth:verify.working")} message={t("auth:verify.oneMoment")}>
      {null}
    </OutcomeCard>
  );
}

function ResendButton() {
  const resend = useResendVerification();
  const { t } = useT();
  if (resend.isSuccess) {
    return (
      <p role="status" className="text-center text-sm text-muted-foreground">
        {resend.data}
      </p>
    );
  }
  return (
    <Button size="lg" className="w-full" pending={resend.isPending} onClick={() => resend.mutate()}>
      {t("auth:verify.resend")}
    </Button>
  );
}
