import type { Path, UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { controlProps, fieldError } from "@/lib/forms";
import { useT } from "@/lib/i18n";

interface EmailFieldProps<Values extends { email: string }> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form with an `email` field
  form: UseFormReturn<Values, any, any>;
  id: string;
  disabled?: boolean;
  readOnly?: boolean;
}

/** The email input of the sign-in and reset-request forms. */
export function EmailField<Values extends { email: string }>({
  form,
  id,
  disabled,
  readOnly,
}: EmailFieldProps<Values>) {
  const field = "email" as Path<Values>;
  const { t } = useT();
  return (
    <FormField id={id} label={t("auth:email.label")} error={fieldError(form, field)}>
      <Input
        {...controlProps(form, field, id)}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t("auth:email.placeholder")}
        required
        disabled={disabled}
        readOnly={readOnly}
      />
    </FormField>
  );
}
