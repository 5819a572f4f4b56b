import { useEffect } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type { z } from "zod";
import { showServerError, useZodForm } from "@/lib/forms";

/**
 * A room's settings form, filled from the stored settings and filled again each time they come back (after a save,
 * the secrets' boxes are blank again). A refused save shows under its fields, or above them.
 */
export function useRoomSettingsForm<View, Input extends FieldValues, Output>({
  schema,
  view,
  valuesOf,
  update,
  platform,
}: {
  schema: z.ZodType<Output, Input>;
  view: View;
  /** The boxes' values for the stored settings; a function defined once, outside any component. */
  valuesOf: (view: View) => DefaultValues<Input>;
  update: UseMutationResult<View, Error, Output>;
  /** "Telegram": in "Save Telegram settings". */
  platform: string;
}) {
  const form = useZodForm(schema, { defaultValues: valuesOf(view) });
  const { reset } = form;
  useEffect(() => reset(valuesOf(view)), [view, valuesOf, reset]);
  const save = form.handleSubmit((input) =>
    update.mutate(input, {
      onError: (error) => showServerError(form, error, `Could not save the ${platform} settings`),
    }),
  );
  // What RoomSettingsForm takes, as one.
  const formProps = { platform, form, save, saving: update.isPending, saved: update.isSuccess };
  return { form, formProps };
}
