import { queryOptions, useQuery } from "@tanstack/react-query";
import { emailChangeStatusSchema, type EmailChangeStatus } from "@shared/auth";
import { apiFetch } from "@/lib/api-client";

export const emailChangeQueryKey = ["auth", "email-change"] as const;

/** The new address an email change waits to confirm, if any. */
export function getEmailChange(): Promise<EmailChangeStatus> {
  return apiFetch("/api/auth/email-change", { schema: emailChangeStatusSchema });
}

export function useEmailChange() {
  return useQuery(queryOptions({ queryKey: emailChangeQueryKey, queryFn: getEmailChange }));
}
