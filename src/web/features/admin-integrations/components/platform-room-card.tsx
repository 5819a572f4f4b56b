import type { ReactNode } from "react";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { useRoomSettings } from "@/features/admin-integrations/api/get-room-settings";
import { useReconcileRoom } from "@/features/admin-integrations/api/reconcile-room";
import { useUpdateRoomSettings } from "@/features/admin-integrations/api/update-room-settings";
import {
  RoomSettingsCard,
  type RoomBotStatus,
  type RoomCardText,
  type RoomSettingsView,
} from "@/features/admin-integrations/components/room-settings-card";
import { RoomSettingsForm } from "@/features/admin-integrations/components/room-settings-form";
import { useRoomSettingsForm } from "@/features/admin-integrations/hooks/use-room-settings-form";

/** One platform's settings card, described: its words, its schemas and its own boxes. */
export interface RoomCardDescription<View extends RoomSettingsView, Input extends FieldValues, Output> {
  text: RoomCardText;
  /** The settings as the server answers them. */
  viewSchema: z.ZodType<View>;
  /** The form's boxes, mapped onto the shared settings schema. */
  formSchema: z.ZodType<Output, Input>;
  /** The boxes' values for the stored settings (the secrets' boxes blank). */
  valuesOf(view: View): DefaultValues<Input>;
  /** The bot's state in the card's one shape. */
  statusOf(view: View): RoomBotStatus;
  /** The platform's own boxes. */
  fields(form: UseFormReturn<Input, unknown, Output>, view: View): ReactNode;
  /** Shown above the form, if anything (Discord's redirect URL). */
  before?(view: View): ReactNode;
}

/**
 * A platform's room settings card (docs/integrations.md): read, saved and reconciled under the platform's name, the
 * rest drawn by RoomSettingsCard and RoomSettingsForm. Saving asks the admin to confirm it is them (the step-up
 * dialog).
 */
export function PlatformRoomCard<View extends RoomSettingsView, Input extends FieldValues, Output>({
  room,
}: {
  room: RoomCardDescription<View, Input, Output>;
}) {
  return (
    <RoomSettingsCard
      text={room.text}
      settings={useRoomSettings(room.text.id, room.viewSchema)}
      status={room.statusOf}
      reconcile={useReconcileRoom(room.text.id)}
    >
      {(view) => (
        <>
          {room.before?.(view)}
          <PlatformSettingsForm room={room} view={view} />
        </>
      )}
    </RoomSettingsCard>
  );
}

function PlatformSettingsForm<View extends RoomSettingsView, Input extends FieldValues, Output>({
  room,
  view,
}: {
  room: RoomCardDescription<View, Input, Output>;
  view: View;
}) {
  const { form, formProps } = useRoomSettingsForm({
    schema: room.formSchema,
    view,
    valuesOf: room.valuesOf,
    update: useUpdateRoomSettings<View, Output>(room.text.id, room.viewSchema),
    platform: room.text.platform,
  });
  return <RoomSettingsForm {...formProps}>{room.fields(form, view)}</RoomSettingsForm>;
}
