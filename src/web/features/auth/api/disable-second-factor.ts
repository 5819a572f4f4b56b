import type { SecondFactorCodeBody } from "@shared/auth";
import { useApiMutation } from "@/lib/use-api-mutation";
import { postForMessage } from "@/features/auth/lib/post-for-message";
import { secondFactorQueryKey } from "@/features/auth/api/get-second-factor";

export function disableSecondFactor(body: SecondFactorCodeBody): Promise<string> {
  return postForMessage("/api/auth/second-factor/disable", body);
}

export function useDisableSecondFactor() {
  return useApiMutation({ errorToast: false, mutationFn: disableSecondFactor, invalidates: [secondFactorQueryKey] });
}
