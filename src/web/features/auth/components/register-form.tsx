import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { registerBodySchema } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { FormErrorAlert } from "@/features/auth/components/form-error-alert";
import { NewPasswordFields, passwordsDiffer } from "@/features/auth/components/new-password-fields";
import { useAuth } from "@/features/auth/hooks/use-auth";

const EMPTY_FORM = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };
type RegisterFormValues = typeof EMPTY_FORM;
type FieldName = keyof RegisterFormValues;

function isFieldName(value: unknown): value is FieldName {
  return typeof value === "string" && value in EMPTY_FORM;
}

export function RegisterForm({ className }: { className?: string }) {
  const navigate = useNavigate();
  const { register, isSubmitting, error, fieldErrors } = useAuth();
  const [values, setValues] = useState(EMPTY_FORM);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [invalidFields, setInvalidFields] = useState<Partial<Record<FieldName, string>>>({});

  const allFilled = Object.values(values).every((value) => value.trim().length > 0);
  const mismatch = passwordsDiffer(values.password, values.confirmPassword);
  const canSubmit = allFilled && !mismatch && termsAccepted && !isSubmitting;

  function update(field: FieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalidFields((current) => ({ ...current, [field]: undefined }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    const { firstName, lastName, email, password } = values;
    const parsed = registerBodySchema.safeParse({ firstName, lastName, email, password });
    if (!parsed.success) {
      const problems: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isFieldName(field)) problems[field] ??= issue.message;
      }
      setInvalidFields(problems);
      return;
    }
    register(parsed.data, { onSuccess: () => navigate("/subscribe") });
  }

  const fieldError = (field: FieldName) => invalidFields[field] ?? fieldErrors[field] ?? null;
  const textField = (field: FieldName, label: string, autoComplete: string, type = "text") => (
    <FormField id={`register-${field}`} label={label} error={fieldError(field)}>
      <Input
        id={`register-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        required
        value={values[field]}
        onChange={(event) => update(field, event.target.value)}
        disabled={isSubmitting}
        aria-invalid={fieldError(field) ? true : undefined}
        aria-describedby={describedBy(`register-${field}`)}
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
        <form onSubmit={handleSubmit} noValidate className="grid gap-5">
          <FormErrorAlert message={error} details={fieldErrors} />
          <div className="grid gap-5 sm:grid-cols-2">
            {textField("firstName", "First name", "given-name")}
            {textField("lastName", "Last name", "family-name")}
          </div>
          {textField("email", "Email", "email", "email")}
          <NewPasswordFields
            idPrefix="register"
            password={values.password}
            confirmation={values.confirmPassword}
            onPasswordChange={(value) => update("password", value)}
            onConfirmationChange={(value) => update("confirmPassword", value)}
            passwordError={fieldError("password")}
            disabled={isSubmitting}
          />
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
          <Button type="submit" className="h-auto min-h-12 w-full py-3 whitespace-normal" disabled={!canSubmit}>
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
