import { queryOptions, useQuery } from "@tanstack/react-query";
import { passkeyListSchema, type Passkey } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";

export const passkeysQueryKey = ["auth", "passkeys"] as const;

export function getPasskeys(): Promise<Passkey[]> {
  return apiFetch("/api/auth/passkeys", { schema: passkeyListSchema });
}

export function usePasskeys() {
  return useQuery(queryOptions({ queryKey: passkeysQueryKey, queryFn: getPasskeys }));
}
