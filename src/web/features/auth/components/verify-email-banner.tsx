import { MailWarning } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useResendVerification } from "@/features/auth/api/resend-verification";
import { useT } from "@/lib/i18n";
import { richText } from "@/lib/rich-text";

export interface VerifyEmailBannerProps {
  email: string;
}

/**
 * Asks a member whose address is not verified yet to follow the emailed link (docs/product.md#accounts): until then
 * only account messages are sent to it. "Resend the link" sends a new one; the server refuses more than a few an
 * hour, and the refusal is toasted. On a phone it keeps to two short lines beside its button: the title, and the address cut with an ellipsis.
 */
export function VerifyEmailBanner({ email }: VerifyEmailBannerProps) {
  const resend = useResendVerification();
  const { t } = useT();
  return (
    <section aria-label={t("app:verifyEmail.label")} className="border-b border-warning/40 bg-warning/10">
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-2 text-sm md:px-6">
        <p className="flex min-w-0 items-start gap-2">
          <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <span className="flex min-w-0 flex-col sm:block">
            <span className="font-semibold">
              <span className="max-sm:hidden">{t("app:verifyEmail.title")}</span>
              <span className="sm:hidden">{t("app:verifyEmail.titleShort")}</span>
            </span>{" "}
            <span className="max-sm:sr-only sm:[overflow-wrap:anywhere]">
              {richText(t, "app:verifyEmail.sentTo", {
                email: <bdi dir="ltr">{email}</bdi>,
              })}
            </span>
            {/* A phone's second line is the address alone, left to right in every language, its end giving way to an
                ellipsis however long it is; the sentence above is read out instead. */}
            <span
              aria-hidden
              dir="ltr"
              title={email}
              className="max-w-full self-start truncate text-xs text-muted-foreground sm:hidden"
            >
              {email}
            </span>
          </span>
        </p>
        <div className="flex shrink-0 items-center gap-3">
          <span role="status" className="text-muted-foreground max-sm:text-xs">
            {resend.isSuccess ? t("app:verifyEmail.sent") : ""}
          </span>
          <Button
            size="sm"
            variant="outline"
            // Compact in the phone's banner, with a 44 px hit area around it.
            className="relative before:absolute before:inset-x-0 before:-inset-y-1.5 before:content-[''] max-sm:h-8"
            pending={resend.isPending}
            onClick={() => resend.mutate()}
          >
            <span className="max-sm:hidden">{t("app:verifyEmail.resend")}</span>
            <span className="sm:hidden">{t("app:verifyEmail.resendShort")}</span>
          </Button>
        </div>
      </div>
    </section>
  );
}
