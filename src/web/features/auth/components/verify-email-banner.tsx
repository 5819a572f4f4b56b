import { MailWarning } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useResendVerification } from "@/features/auth/api/resend-verification";

export interface VerifyEmailBannerProps {
  email: string;
}

/**
 * Asks a member whose address is not verified yet to follow the emailed link (docs/product.md#accounts): until then
 * only account messages are sent to it. "Resend the link" sends a new one; the server refuses more than a few an
 * hour, and the refusal is toasted.
 */
export function VerifyEmailBanner({ email }: VerifyEmailBannerProps) {
  const resend = useResendVerification();
  return (
    <section aria-label="Verify your email" className="border-b border-warning/40 bg-warning/10">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 py-2 text-sm sm:flex-row sm:items-center sm:justify-between md:px-6">
        <p className="flex items-start gap-2">
          <MailWarning aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <span className="break-words">
            <span className="font-semibold">Please verify your email address.</span> Follow the link we sent to{" "}
            <span className="font-medium break-all">{email}</span>.
          </span>
        </p>
        <div className="flex items-center gap-3 pl-6 sm:shrink-0 sm:pl-0">
          <Button size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending && <Spinner />}
            Resend the link
          </Button>
          <span role="status" className="text-muted-foreground">
            {resend.isSuccess ? "New link sent" : ""}
          </span>
        </div>
      </div>
    </section>
  );
}
