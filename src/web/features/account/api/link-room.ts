import { ROOM_PLATFORMS, roomLinkSchema, type RoomLink, type RoomPlatformName } from "@shared/room-platforms";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";

/**
 * Where the member goes to link their account (Telegram's deep link, Discord's consent page); it works once, for 15
 * minutes. Every platform answers the same shape.
 */
export function linkRoom(room: RoomPlatformName): Promise<RoomLink> {
  return apiFetch(`/api/account/${room}/link`, { method: "POST", schema: roomLinkSchema });
}

export function useLinkRoom(room: RoomPlatformName, onSuccess?: (link: RoomLink) => void) {
  return useApiMutation({
    errorToast: { key: "account:rooms.linkFailed", values: { platform: ROOM_PLATFORMS[room].label } },
    mutationFn: () => linkRoom(room),
    ...(onSuccess ? { onSuccess } : {}),
  });
}
