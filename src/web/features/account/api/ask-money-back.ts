import { guaranteeSchema, type Guarantee } from "@shared/payments";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { meQueryKey } from "@/features/auth/api/get-me";
import { billingQueryKey } from "@/features/subscriptions/api/get-billing";

/** POST /api/account/guarantee-refund {password}: the first payment back under the money-back guarantee. */
export async function askMoneyBack(body: { password: string }): Promise<Guarantee> {
  return apiFetch("/api/account/guarantee-refund", { method: "POST", body, schema: guaranteeSchema });
}

/** The access it ends and the ledger it changes are read again; the form shows a refusal itself. */
export function useAskMoneyBack() {
  return useApiMutation({ errorToast: false, mutationFn: askMoneyBack, invalidates: [billingQueryKey, meQueryKey] });
}
