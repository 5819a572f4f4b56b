import { referralProgramSchema, type ReferralProgram } from "@shared/referrals";
import { apiFetch } from "@/lib/api-client";
import { useApiMutation } from "@/lib/use-api-mutation";
import { adminKeys } from "@/features/admin/api/query-keys";

export function saveReferralProgram(program: ReferralProgram): Promise<ReferralProgram> {
  return apiFetch("/api/admin/referrals/program", { method: "PUT", body: program, schema: referralProgramSchema });
}

/** The form shows its own failure under its fields. */
export function useSaveReferralProgram() {
  return useApiMutation({ mutationFn: saveReferralProgram, invalidates: [adminKeys.referrals()], errorToast: false });
}
