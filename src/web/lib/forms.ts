import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useRef } from "react";
import {
  useForm,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { isMessageKey } from "@shared/i18n/message-keys";
import { describedBy } from "@/components/ui/form-field";
import { ApiError, userFacingMessage } from "@/lib/api-client";
import { useT, type TranslateFunction } from "@/lib/i18n";

/** The schema's messages that are catalogue keys, in the language on screen (the server answers them alike). */
function translateMessages(errors: unknown, t: TranslateFunction): void {
  if (typeof errors !== "object" || errors === null) return;
  for (const [name, value] of Object.entries(errors)) {
    if (name === "ref") continue;
    if (name === "message" && isMessageKey(value)) (errors as Record<string, unknown>).message = t(value);
    else translateMessages(value, t);
  }
}

/**
 * Every form in the app: react-hook-form, with a zod schema from `src/shared/` as its only rules and messages (keys
 * of the `messages` catalogue, shown in the member's language: docs/decisions/0038-server-messages.md).
 * Nothing is checked until the first submit, which focuses (and so scrolls to) the first refused field; from then on
 * a field is checked again as it is edited, and editing one field changes only its own message. The form's own
 * error (the server's refusal of what was sent) goes with the first edit: it is about values no longer there.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, "resolver"> = {},
): UseFormReturn<Input, unknown, Output> {
  const { t } = useT();
  const language = useRef(t);
  useEffect(() => {
    language.current = t;
  }, [t]);
  const resolver = useMemo((): Resolver<Input, unknown, Output> => {
    const check = zodResolver(schema);
    return async (values, context, resolverOptions) => {
      const result = await check(values, context, resolverOptions);
      translateMessages(result.errors, language.current);
      return result;
    };
  }, [schema]);
  const form = useForm<Input, unknown, Output>({ resolver, ...options });
  const { subscribe, clearErrors } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type, errors }) => {
          if (type === "change" && errors?.root?.server) clearErrors("root.server");
        },
      }),
    [subscribe, clearErrors],
  );
  return form;
}

// The form's values are not needed here, only its error setters: any form fits.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm<Values extends FieldValues> = UseFormReturn<Values, any, any>;

/**
 * A refused submit: each message the server gave for a field of this form goes under that field; otherwise the
 * server's message (or `fallback`) becomes the form's own error, which `formError` reads.
 */
export function showServerError<Values extends FieldValues>(
  form: AnyForm<Values>,
  error: unknown,
  fallback: string,
): void {
  const fields = Object.keys(form.getValues());
  const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
  const placed = fieldErrors.filter(([field]) => fields.includes(field));
  for (const [field, message] of placed) form.setError(field as Path<Values>, { type: "server", message });
  if (placed.length === 0)
    form.setError("root.server", { type: "server", message: userFacingMessage(error, fallback) });
}

/** The form's own error (not a field's), shown above its fields; a new submit clears it. */
export function formError<Values extends FieldValues>(form: AnyForm<Values>): string | null {
  return form.formState.errors.root?.server?.message ?? null;
}

/** The message under one field, from the schema or the server. */
export function fieldError<Values extends FieldValues>(form: AnyForm<Values>, field: Path<Values>): string | null {
  const message = form.getFieldState(field, form.formState).error?.message;
  return message ?? null;
}

/**
 * What a text control needs to be one of the form's fields: its value binding, its id for the label, and its
 * message tied to it for screen readers.
 */
export function controlProps<Values extends FieldValues>(form: AnyForm<Values>, field: Path<Values>, id: string) {
  return {
    id,
    ...form.register(field),
    "aria-invalid": fieldError(form, field) ? true : undefined,
    "aria-describedby": describedBy(id),
  } as const;
}
