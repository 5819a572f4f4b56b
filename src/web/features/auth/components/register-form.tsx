import { Link, useNavigate } from "react-router";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { AUTH_MESSAGES, registerBodySchema, type RegisterBody } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NewPasswordFields } from "@/features/auth/components/new-password-fields";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";
import { useT } from "@/lib/i18n";
import { richText } from "@/lib/rich-text";

/**
 * The request body's fields and rules, with the form's own two boxes, neither sent: the password again, and the terms
 * ticked. Every box is checked at once, so a refused submit shows every message together.
 */
const registerFormSchema = z
  .object({
    ...registerBodySchema.shape,
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmPasswordRequired),
    termsAccepted: z.boolean().refine((ticked) => ticked, AUTH_MESSAGES.termsRequired),
  })
  .refine((form) => form.confirmPassword === "" || form.confirmPassword === form.password, {
    path: ["confirmPassword"],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
  })
  .transform(({ confirmPassword: _confirmation, termsAccepted: _terms, ...body }) => body)
  .pipe(registerBodySchema);
const EMPTY_FORM = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
  termsAccepted: false,
};
type TextFieldName = Exclude<keyof RegisterBody, "password">;

export function RegisterForm({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { t } = useT();
  const { register, isSubmitting } = useAuth();
  const form = useZodForm(registerFormSchema, { defaultValues: EMPTY_FORM });
  const termsError = fieldError(form, "termsAccepted");

  const createAccount = form.handleSubmit((body) =>
    register(body, {
      onSuccess: () => navigate("/subscribe"),
      onError: (error) => showServerError(form, error, t(AUTH_MESSAGES.registrationFailed)),
    }),
  );

  const textField = (field: TextFieldName, label: string, autoComplete: string, type = "text") => (
    <FormField id={`register-${field}`} label={label} error={fieldError(form, field)}>
      <Input
        {...controlProps(form, field, `register-${field}`)}
        type={type}
        autoComplete={autoComplete}
        required
        disabled={isSubmitting}
      />
    </FormField>
  );

  return (
    <Card className={className}>
      <CardHeader className="pb-4">
        <CardTitle className="text-2xl">{t("auth:register.title")}</CardTitle>
        <CardDescription>{t("auth:register.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={createAccount} noValidate className="grid gap-5">
          <FormErrorAlert
            message={formError(form)}
            action={
              formError(form) === t(AUTH_MESSAGES.emailTaken) && (
                <Link to="/login" className="font-semibold underline">
                  {t("auth:register.signInInstead")}
                </Link>
              )
            }
          />
          <div className="grid gap-5 sm:grid-cols-2">
            {textField("firstName", t("auth:register.firstName"), "given-name")}
            {textField("lastName", t("auth:register.lastName"), "family-name")}
          </div>
          {textField("email", t("auth:email.label"), "email", "email")}
          <NewPasswordFields form={form} idPrefix="register" passwordField="password" disabled={isSubmitting} />
          <div className="grid gap-2">
            <div className="flex items-start gap-3 py-1">
              <Controller
                control={form.control}
                name="termsAccepted"
                render={({ field }) => (
                  <Checkbox
                    id="register-terms"
                    ref={field.ref}
                    checked={field.value}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                    disabled={isSubmitting}
                    aria-invalid={termsError ? true : undefined}
                    aria-describedby={describedBy("register-terms")}
                    className="mt-0.5"
                  />
                )}
              />
              <Label htmlFor="register-terms" className="leading-6 font-normal text-muted-foreground">
                <span>
                  {richText(t, "auth:register.agree", {
                    terms: <LegalLink to="/terms">{t("auth:register.terms")}</LegalLink>,
                    privacy: <LegalLink to="/privacy">{t("auth:register.privacy")}</LegalLink>,
                  })}
                </span>
              </Label>
            </div>
            {termsError && (
              <p id={describedBy("register-terms")} className="text-sm text-loss">
                {termsError}
              </p>
            )}
          </div>
          <Button type="submit" className="h-auto min-h-12 w-full py-3 whitespace-normal" pending={isSubmitting}>
            {isSubmitting ? t("auth:register.submitting") : t("auth:register.submit")}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          {t("auth:register.haveAccount")}{" "}
          <Link
            to="/login"
            className="inline-flex min-h-11 items-center px-1 font-semibold text-primary-hover hover:underline"
          >
            {t("auth:register.signIn")}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

/** A legal text, opened beside the form; its padding makes it 44 px tall to tap without spacing the lines apart. */
function LegalLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      target="_blank"
      className="-my-2.5 inline-block py-2.5 font-medium text-primary-hover underline-offset-4 hover:underline"
    >
      {children}
    </Link>
  );
}
