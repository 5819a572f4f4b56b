import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { RoomPlatformName } from "@shared/room-platforms";
import { apiFetch } from "@/lib/api-client";

/** The member's link to a platform's room, as every platform answers it under its name. */
export const roomAccountQueryKey = (room: RoomPlatformName) => ["account", room] as const;

export function getRoomAccount<Account>(room: RoomPlatformName, schema: z.ZodType<Account>): Promise<Account> {
  return apiFetch(`/api/account/${room}`, { schema });
}

/**
 * While linking, the platform moves the member within seconds: `waiting` says, from the last answer, whether to ask
 * again every few seconds (each platform knows when its linking step is done).
 */
export const roomAccountQueryOptions = <Account>(
  room: RoomPlatformName,
  schema: z.ZodType<Account>,
  waiting: (account: Account | undefined) => boolean = () => false,
) =>
  queryOptions({
    queryKey: roomAccountQueryKey(room),
    queryFn: () => getRoomAccount(room, schema),
    refetchInterval: (query) => (waiting(query.state.data) ? 3_000 : false),
  });

export function useRoomAccount<Account>(
  room: RoomPlatformName,
  schema: z.ZodType<Account>,
  waiting?: (account: Account | undefined) => boolean,
) {
  return useQuery(roomAccountQueryOptions(room, schema, waiting));
}
