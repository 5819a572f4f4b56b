import { MailWarning } from "lucide-react";
import type { UndeliverableReason } from "@shared/email";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useEmailDelivery } from "@/features/account/api/get-email-delivery";
import { useResendVerification } from "@/features/auth/api/resend-verification";

const WHY: Record<UndeliverableReason, string> = {
  bounce: "Messages to it bounced",
  complaint: "A message to it was reported as spam",
  rejected: "Its mail server refuses our messages",
};

/**
 * docs/product.md#email: mail to the member's address stopped. Until they change the address (below) or verify it
 * again from a new link, only account messages are sent to it.
 */
export function EmailDeliveryNotice({ email }: { email: string }) {
  const delivery = useEmailDelivery();
  const resend = useResendVerification();
  const undeliverable = delivery.data?.undeliverable;
  if (!undeliverable) return null;
  return (
    <Alert variant="warning" role="region" aria-labelledby="email-delivery-title">
      <MailWarning aria-hidden />
      <AlertTitle id="email-delivery-title">We can&apos;t deliver email to you</AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p>
          {WHY[undeliverable.reason]}: <span className="font-semibold break-all">{email}</span>. Until it is fixed we
          send it nothing but sign-in and security messages, so receipts, reminders and signals do not reach you. Change
          the address below, or fix the mailbox and confirm it with a new link.
        </p>
        {resend.isSuccess ? (
          <p role="status">{resend.data}</p>
        ) : (
          <Button
            variant="outline"
            className="w-full sm:w-fit"
            pending={resend.isPending}
            onClick={() => resend.mutate()}
          >
            Send a confirmation link
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
