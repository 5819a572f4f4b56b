import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { emailSubscriptionSchema, type EmailSubscription } from "@shared/email";
import { apiFetch } from "@/lib/api-client";

const subscriptionKey = (token: string) => ["email", "subscription", token] as const;
const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** What an unsubscribe link stands for: its topic, the (partly hidden) address, and whether it is on. */
export function getEmailSubscription(token: string): Promise<EmailSubscription> {
  return apiFetch(withToken("/api/email/subscription", token), { schema: emailSubscriptionSchema });
}

export function useEmailSubscription(token: string) {
  return useQuery(
    queryOptions({
      queryKey: subscriptionKey(token),
      queryFn: () => getEmailSubscription(token),
      enabled: token !== "",
      retry: false,
    }),
  );
}

/** Turns the link's topic off (`subscribed: false`) or back on; no sign-in, the link's token is the authority. */
export function setEmailSubscription(token: string, subscribed: boolean): Promise<EmailSubscription> {
  const path = subscribed ? "/api/email/resubscribe" : "/api/email/unsubscribe";
  return apiFetch(withToken(path, token), { method: "POST", schema: emailSubscriptionSchema });
}

export function useSetEmailSubscription(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "account:unsubscribe.failed" },
    mutationFn: (subscribed: boolean) => setEmailSubscription(token, subscribed),
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionKey(token), subscription),
  });
}
