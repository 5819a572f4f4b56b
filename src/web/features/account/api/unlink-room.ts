import type { z } from "zod";
import { ROOM_PLATFORMS, type RoomPlatformName } from "@shared/room-platforms";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { roomAccountQueryKey } from "@/features/account/api/get-room-account";

export function unlinkRoom<Account>(room: RoomPlatformName, schema: z.ZodType<Account>): Promise<Account> {
  return apiFetch(`/api/account/${room}`, { method: "DELETE", schema });
}

export function useUnlinkRoom<Account>(room: RoomPlatformName, schema: z.ZodType<Account>) {
  return useApiMutation({
    errorToast: { key: "account:rooms.unlinkFailed", values: { platform: ROOM_PLATFORMS[room].label } },
    mutationFn: () => unlinkRoom(room, schema),
    setsQueryData: roomAccountQueryKey(room),
  });
}
