import { queryOptions, useQuery } from "@tanstack/react-query";
import { emailDeliverySchema, type EmailDelivery } from "@shared/email";
import { apiFetch } from "@/lib/api-client";

export const emailDeliveryQueryKey = ["account", "email-delivery"] as const;

/** Whether mail to the member's address has stopped (a bounce, a complaint, a refusal), and why. */
export function getEmailDelivery(): Promise<EmailDelivery> {
  return apiFetch("/api/email/delivery", { schema: emailDeliverySchema });
}

export function useEmailDelivery() {
  return useQuery(queryOptions({ queryKey: emailDeliveryQueryKey, queryFn: getEmailDelivery }));
}
