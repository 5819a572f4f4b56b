import { FormField, describedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

interface EmailFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The email input of the sign-in and reset-request forms. */
export function EmailField({ id, value, onChange, disabled }: EmailFieldProps) {
  return (
    <FormField id={id} label="Email">
      <Input
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-describedby={describedBy(id)}
      />
    </FormField>
  );
}
