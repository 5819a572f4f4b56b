import { queryOptions, useQuery } from "@tanstack/react-query";
import { signedInDeviceListSchema, type SignedInDevice } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";

export const devicesQueryKey = ["auth", "devices"] as const;

/** Where the signed-in user is signed in, this device first among equals (marked `current`). */
export function getDevices(): Promise<SignedInDevice[]> {
  return apiFetch("/api/auth/sessions", { schema: signedInDeviceListSchema });
}

export function useDevices() {
  return useQuery(queryOptions({ queryKey: devicesQueryKey, queryFn: getDevices }));
}
