import { useId } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { grantTimeSchema } from "@shared/admin-member";
import { formatUtcDate } from "@shared/format";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useGrantMemberTime } from "@/features/admin-members/api/grant-member-time";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

/** The box holds text; the API takes a whole number of days. */
const grantFormSchema = z
  .object({ days: z.string() })
  .transform(({ days }) => ({ days: days.trim() === "" ? Number.NaN : Number(days) }))
  .pipe(grantTimeSchema);

/** 'Grant time': adds days to the member's access (docs/admin-panel.md#a-members-page). */
export function GrantTimeForm({ memberId }: { memberId: string }) {
  const id = useId();
  const grant = useGrantMemberTime();
  const form = useZodForm(grantFormSchema, { defaultValues: { days: "7" } });
  const save = form.handleSubmit((body) =>
    grant.mutate(
      { id: memberId, body },
      {
        onSuccess: (member) =>
          toast.success(
            `Access extended${member.subscriptionExpiry ? ` to ${formatUtcDate(member.subscriptionExpiry)}` : ""}`,
          ),
        onError: (error) => showServerError(form, error, "The time could not be granted"),
      },
    ),
  );
  return (
    <form noValidate onSubmit={save} className="flex flex-wrap items-end gap-3">
      <FormErrorAlert message={formError(form)} />
      <FormField id={id} label="Days to add" error={fieldError(form, "days")} className="w-32">
        <Input {...controlProps(form, "days", id)} inputMode="numeric" />
      </FormField>
      <Button type="submit" pending={grant.isPending}>
        Grant time
      </Button>
    </form>
  );
}
