import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { AUTH_MESSAGES, registerBodySchema, type RegisterBody } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { NewPasswordFields } from "@/features/auth/components/new-password-fields";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { passwordsDiffer, withPasswordConfirmation } from "@/features/auth/lib/password-confirmation";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

const registerFormSchema = withPasswordConfirmation(registerBodySchema);
const EMPTY_FORM = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };
type TextFieldName = Exclude<keyof RegisterBody, "password">;

export function RegisterForm({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { register, isSubmitting } = useAuth();
  const form = useZodForm(registerFormSchema, { defaultValues: EMPTY_FORM });
  const [termsAccepted, setTermsAccepted] = useState(false);

  const values = form.watch();
  const allFilled = Object.values(values).every((value) => value.trim().length > 0);
  const canSubmit = allFilled && !passwordsDiffer(values.password, values.confirmPassword) && termsAccepted;

  const createAccount = form.handleSubmit((body) =>
    register(body, {
      onSuccess: () => navigate("/subscribe"),
      onError: (error) => showServerError(form, error, AUTH_MESSAGES.registrationFailed),
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
        <CardTitle className="text-2xl">Create Your Account</CardTitle>
        <CardDescription>
          Create your account first, then pick the plan that suits you on the next step.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={createAccount} noValidate className="grid gap-5">
          <FormErrorAlert
            message={formError(form)}
            action={
              formError(form) === AUTH_MESSAGES.emailTaken && (
                <Link to="/login" className="font-semibold underline">
                  Sign in instead
                </Link>
              )
            }
          />
          <div className="grid gap-5 sm:grid-cols-2">
            {textField("firstName", "First name", "given-name")}
            {textField("lastName", "Last name", "family-name")}
          </div>
          {textField("email", "Email", "email", "email")}
          <NewPasswordFields form={form} idPrefix="register" passwordField="password" disabled={isSubmitting} />
          <div className="flex items-start gap-3 py-1">
            <Checkbox
              id="register-terms"
              checked={termsAccepted}
              onCheckedChange={(checked) => setTermsAccepted(checked === true)}
              disabled={isSubmitting}
              className="mt-0.5"
            />
            <Label htmlFor="register-terms" className="leading-6 font-normal text-muted-foreground">
              <span>
                I agree to the{" "}
                <Link
                  to="/terms"
                  target="_blank"
                  className="font-medium text-primary-hover underline-offset-4 hover:underline"
                >
                  Terms of Service
                </Link>{" "}
                and{" "}
                <Link
                  to="/privacy"
                  target="_blank"
                  className="font-medium text-primary-hover underline-offset-4 hover:underline"
                >
                  Privacy Policy
                </Link>
              </span>
            </Label>
          </div>
          <Button
            type="submit"
            className="h-auto min-h-12 w-full py-3 whitespace-normal"
            disabled={!canSubmit || isSubmitting}
          >
            {isSubmitting && <Spinner />}
            {isSubmitting ? "Creating Account..." : "Create Account & Continue to Payment"}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          Already have an account?{" "}
          <Link to="/login" className="font-semibold text-primary-hover hover:underline">
            Sign in
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
