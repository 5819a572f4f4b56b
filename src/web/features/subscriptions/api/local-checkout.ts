import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { localCheckoutSchema, redirectResponseSchema, type LocalCheckout } from "@shared/payments";
import { apiFetch } from "@/lib/api-client";
import { meQueryKey } from "@/features/auth/api/get-me";
import { billingQueryKey } from "@/features/subscriptions/api/get-billing";

const localCheckoutKey = (id: string) => ["payments", "local-checkout", id] as const;

export function getLocalCheckout(id: string): Promise<LocalCheckout> {
  return apiFetch(`/api/payments/local/sessions/${encodeURIComponent(id)}`, { schema: localCheckoutSchema });
}

export function useLocalCheckout(id: string) {
  return useQuery(queryOptions({ queryKey: localCheckoutKey(id), queryFn: () => getLocalCheckout(id) }));
}

async function closeLocalCheckout(id: string, action: "complete" | "cancel"): Promise<string> {
  const { redirect } = await apiFetch(`/api/payments/local/sessions/${encodeURIComponent(id)}/${action}`, {
    method: "POST",
    schema: redirectResponseSchema,
  });
  return redirect;
}

/** The local checkout's Pay and Cancel buttons; both answer where to go next. */
export function useCloseLocalCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: "complete" | "cancel") => closeLocalCheckout(id, action),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      await queryClient.invalidateQueries({ queryKey: billingQueryKey });
    },
  });
}
