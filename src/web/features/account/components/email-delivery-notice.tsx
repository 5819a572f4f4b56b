import { MailWarning } from "lucide-react";
import type { UndeliverableReason } from "@shared/email";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useEmailDelivery } from "@/features/account/api/get-email-delivery";
import { useResendVerification } from "@/features/auth/api/resend-verification";
import { useT } from "@/lib/i18n";
import { richText } from "@/lib/rich-text";

const WHY = {
  bounce: "account:delivery.bounce",
  complaint: "account:delivery.complaint",
  rejected: "account:delivery.rejected",
} as const satisfies Record<UndeliverableReason, string>;

/**
 * docs/product.md#email: mail to the member's address stopped. Until they change the address (below) or verify it
 * again from a new link, only account messages are sent to it.
 */
export function EmailDeliveryNotice({ email }: { email: string }) {
  const { t } = useT();
  const delivery = useEmailDelivery();
  const resend = useResendVerification();
  const undeliverable = delivery.data?.undeliverable;
  if (!undeliverable) return null;
  return (
    <Alert variant="warning" role="region" aria-labelledby="email-delivery-title">
      <MailWarning aria-hidden />
      <AlertTitle id="email-delivery-title">{t("account:delivery.title")}</AlertTitle>
      <AlertDescription className="flex flex-col gap-3">
        <p>
          {richText(t, WHY[undeliverable.reason], {
            email: (
              <bdi dir="ltr" className="font-semibold break-all">
                {email}
              </bdi>
            ),
          })}{" "}
          {t("account:delivery.explain")}
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
            {t("account:delivery.send")}
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
