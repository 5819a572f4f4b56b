import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { RoomPlatformName } from "@shared/room-platforms";
import { apiFetch } from "@/lib/api-client";
import { adminKeys } from "@/features/admin/api/query-keys";

/** A room's settings with the bot's live status (the server asks the platform for at most a few seconds). */
export function getRoomSettings<View>(room: RoomPlatformName, schema: z.ZodType<View>): Promise<View> {
  return apiFetch(`/api/admin/${room}/status`, { schema });
}

export function roomSettingsQueryOptions<View>(room: RoomPlatformName, schema: z.ZodType<View>) {
  return queryOptions({ queryKey: adminKeys.room(room), queryFn: () => getRoomSettings(room, schema) });
}

export function useRoomSettings<View>(room: RoomPlatformName, schema: z.ZodType<View>) {
  return useQuery(roomSettingsQueryOptions(room, schema));
}
