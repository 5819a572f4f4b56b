import type { z } from "zod";
import type { RoomPlatformName } from "@shared/room-platforms";
import { apiFetch } from "@/lib/api-client";

/** The member's link to a platform's room, as every platform answers it under its name. */
export const roomAccountQueryKey = (room: RoomPlatformName) => ["account", room] as const;

export function getRoomAccount<Account>(room: RoomPlatformName, schema: z.ZodType<Account>): Promise<Account> {
  return apiFetch(`/api/account/${room}`, { schema });
}
