import type { BaseSyntheticEvent, ReactNode } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from "@shared/i18n/languages";
import { ChoiceSelect } from "@/components/choice-select";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { controlProps, fieldError, formError } from "@/lib/forms";

// The form's output is the platform's; only its boxes are read here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RoomForm<Values extends FieldValues> = UseFormReturn<Values, unknown, any>;

/** A room's settings form: "Saved." once saved, the form's own error, the platform's fields, the save button. */
export function RoomSettingsForm<Values extends FieldValues>({
  platform,
  form,
  save,
  saving,
  saved,
  children,
}: {
  platform: string;
  form: RoomForm<Values>;
  save: (event?: BaseSyntheticEvent) => Promise<void>;
  saving: boolean;
  saved: boolean;
  children: ReactNode;
}) {
  return (
    <form className="grid gap-4" onSubmit={save} noValidate>
      {saved && (
        <Alert variant="success">
          <AlertDescription>Saved.</AlertDescription>
        </Alert>
      )}
      <FormErrorAlert message={formError(form)} />
      {children}
      <Button type="submit" className="w-full sm:w-fit" pending={saving}>
        Save {platform} settings
      </Button>
    </form>
  );
}

/**
 * A secret the panel never has back (a bot token, a client secret): blank keeps the stored one, whose last four
 * characters the hint shows.
 */
export function SecretField<Values extends FieldValues>({
  form,
  name,
  id,
  label,
  stored,
  where,
  placeholder,
}: {
  form: RoomForm<Values>;
  name: Path<Values>;
  id: string;
  label: string;
  /** The stored secret's last characters, or null when none is stored. */
  stored: string | null;
  /** Where to find it, shown while none is stored. */
  where: string;
  placeholder: string;
}) {
  return (
    <FormField
      id={id}
      label={label}
      error={fieldError(form, name)}
      hint={stored ? `Stored (ends ${stored}); leave blank to keep it.` : where}
    >
      <Input
        {...controlProps(form, name, id)}
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder={stored ? `Stored: ${stored}` : placeholder}
      />
    </FormField>
  );
}

/** The accounts the room's checks leave alone, ids separated by commas. */
export function ExceptionsField<Values extends FieldValues>({
  form,
  name,
  id,
  label,
}: {
  form: RoomForm<Values>;
  name: Path<Values>;
  id: string;
  label: string;
}) {
  // A bad id is reported at its place in the list ("exceptions.1"): shown under the one box they are typed in.
  const listErrors = form.getFieldState(name, form.formState).error as unknown as
    Record<string, { message?: string } | undefined> | undefined;
  const error =
    fieldError(form, name) ?? Object.values(listErrors ?? {}).find((entry) => entry?.message)?.message ?? null;
  return (
    <FormField id={id} label={label} error={error} hint="Staff and your own accounts, separated by commas.">
      <Textarea {...controlProps(form, name, id)} className="min-h-16" spellCheck={false} />
    </FormField>
  );
}

/**
 * The language a room's posts are written in, chosen by the admin (docs/integrations.md#room-language); members'
 * private messages follow each member's own language.
 */
export function RoomLanguageField<Values extends FieldValues>({
  form,
  name,
  id,
}: {
  form: RoomForm<Values>;
  name: Path<Values>;
  id: string;
}) {
  const value: unknown = form.watch(name);
  return (
    <FormField id={id} label="Language of posts" hint="Signals, their updates and record heads are posted in it.">
      <ChoiceSelect
        id={id}
        value={isLanguage(value) ? value : "en"}
        choices={LANGUAGES.map((language) => [language, LANGUAGE_NAMES[language]] as const)}
        onChange={(language) =>
          language && form.setValue(name, language as PathValue<Values, Path<Values>>, { shouldDirty: true })
        }
      />
    </FormField>
  );
}
