import type { z } from "zod";
import type { RoomPlatformName } from "@shared/room-platforms";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

/** Saves a room's settings (a sensitive change: the step-up dialog may ask first); answers them as stored. */
export function updateRoomSettings<View>(room: RoomPlatformName, schema: z.ZodType<View>, input: unknown) {
  return apiFetch(`/api/admin/${room}`, { method: "PUT", body: input, schema });
}

/** The form shows its own failure under its fields. */
export function useUpdateRoomSettings<View, Input>(room: RoomPlatformName, schema: z.ZodType<View>) {
  return useApiMutation({
    errorToast: false,
    mutationFn: (input: Input) => updateRoomSettings(room, schema, input),
    invalidates: [adminKeys.room(room)],
  });
}
