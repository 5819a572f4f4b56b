import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/users";
import { apiFetch } from "@/lib/api-client";
import { parsePublicUser } from "@/features/auth/api/parse-public-user";
import { isSignOutPending } from "@/features/auth/lib/pending-sign-out";

export const meQueryKey = ["auth", "me"] as const;

/**
 * Session check: the user when the server answers ok, otherwise signed out. A network failure also
 * counts as signed out; it is only logged. A sign-out the server has not confirmed yet is signed out here
 * (features/auth/lib/sign-out.ts keeps asking the server).
 */
export async function getMe(): Promise<PublicUser | null> {
  if (isSignOutPending()) return null;
  try {
    const answer = await apiFetch("/api/auth/me", { on401: "returnNull" });
    return answer === null ? null : parsePublicUser(answer);
  } catch (error) {
    console.warn("Session check failed", error);
    return null;
  }
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
