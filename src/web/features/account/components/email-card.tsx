import { CircleCheck, Mail, MailQuestion } from "lucide-react";
import { changeEmailBodySchema, EMAIL_LINK_TTL_HOURS } from "@shared/auth";
import type { PublicUser } from "@shared/users";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { useChangeEmail } from "@/features/auth/api/change-email";
import { useEmailChange } from "@/features/auth/api/get-email-change";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";
import { useT } from "@/lib/i18n";
import { richText } from "@/lib/rich-text";

const EMPTY_FORM = { newEmail: "", currentPassword: "" };

/**
 * The account's email (docs/product.md#accounts): whether it is verified, the new address a change waits to confirm,
 * and the form that asks for a change. The new address replaces the old only once it follows its emailed link.
 */
export function EmailCard({ user }: { user: PublicUser }) {
  const { t } = useT();
  const pending = useEmailChange();
  const mutation = useChangeEmail();
  const form = useZodForm(changeEmailBodySchema, { defaultValues: EMPTY_FORM });
  const [newEmail, currentPassword] = form.watch(["newEmail", "currentPassword"]);
  const pendingEmail = pending.data?.pendingEmail ?? null;

  const change = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => form.reset(EMPTY_FORM),
      onError: (error) => showServerError(form, error, t("account:email.failed")),
    }),
  );

  return (
    <Card role="region" aria-labelledby="email-card-title">
      <CardHeader>
        <CardTitle id="email-card-title" className="flex items-center gap-2">
          <Mail className="size-5 text-info" aria-hidden />
          {t("account:email.title")}
        </CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-2">
          <bdi dir="ltr" className="break-all">
            {user.email}
          </bdi>
          {user.emailVerified ? (
            <Badge variant="gain">{t("account:email.verified")}</Badge>
          ) : (
            <Badge variant="warning">{t("account:email.notVerified")}</Badge>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={change} noValidate>
          {pendingEmail && (
            <Alert>
              <MailQuestion aria-hidden />
              <AlertDescription>
                {richText(
                  t,
                  "account:email.pending",
                  {
                    email: (
                      <bdi dir="ltr" className="font-semibold break-all">
                        {pendingEmail}
                      </bdi>
                    ),
                  },
                  { count: EMAIL_LINK_TTL_HOURS },
                )}
              </AlertDescription>
            </Alert>
          )}
          {mutation.isSuccess && (
            <Alert variant="success">
              <CircleCheck aria-hidden />
              <AlertDescription>{mutation.data}</AlertDescription>
            </Alert>
          )}
          <FormErrorAlert message={formError(form)} />
          <FormField id="new-email" label={t("account:email.new")} error={fieldError(form, "newEmail")}>
            <Input
              {...controlProps(form, "newEmail", "new-email")}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              disabled={mutation.isPending}
            />
          </FormField>
          <FormField
            id="email-current-password"
            label={t("account:password.current")}
            error={fieldError(form, "currentPassword")}
          >
            <PasswordInput
              {...controlProps(form, "currentPassword", "email-current-password")}
              autoComplete="current-password"
              required
              disabled={mutation.isPending}
            />
          </FormField>
          <Button
            type="submit"
            className="w-full sm:w-fit"
            disabled={newEmail.length === 0 || currentPassword.length === 0}
            pending={mutation.isPending}
          >
            {t("account:email.change")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
