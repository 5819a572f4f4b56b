import { KeySquare } from "lucide-react";
import { useId, useState } from "react";
import { useController } from "react-hook-form";
import { providerKeyInputSchema, PROVIDER_KEY_SCOPES } from "@shared/automation";
import { formatDateTime } from "@shared/format";
import { QueryView } from "@/components/query-view";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useCreateProviderKey } from "@/features/admin-automation/api/create-provider-key";
import { useProviderKeys } from "@/features/admin-automation/api/get-provider-keys";
import { useRevokeProviderKey } from "@/features/admin-automation/api/revoke-provider-key";
import { ShownOnce } from "@/features/admin-automation/components/shown-once";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

const SCOPE_WORDS = { read: "Read positions", publish: "Publish and update positions" } as const;

/**
 * Provider API keys (docs/integrations.md#provider-keys): for the admin's own scripts, sent as a Bearer token. Made
 * only after a fresh second-factor check (the app's one dialog asks), shown once, revocable.
 */
export function ProviderKeysCard() {
  const id = useId();
  const keys = useProviderKeys();
  const create = useCreateProviderKey();
  const revoke = useRevokeProviderKey();
  const [secret, setSecret] = useState<string | null>(null);
  const form = useZodForm(providerKeyInputSchema, { defaultValues: { name: "", scopes: ["read"] } });
  const { field: scopes } = useController({ control: form.control, name: "scopes" });
  const toggle = (scope: (typeof PROVIDER_KEY_SCOPES)[number], on: boolean) =>
    scopes.onChange(on ? [...scopes.value, scope] : scopes.value.filter((s) => s !== scope));
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: (created) => {
        form.reset();
        setSecret(created.secret);
      },
      onError: (error) => showServerError(form, error, "Failed to create the key"),
    }),
  );
  return (
    <SectionCard
      title="API keys"
      icon={KeySquare}
      compact
      contentClassName="flex flex-col gap-4"
      description="Keys for your own scripts: Authorization: Bearer sdk_… on the positions API. Never for members, billing or accounts."
    >
      {secret && <ShownOnce label="API key" value={secret} onDone={() => setSecret(null)} />}
      <form noValidate className="grid gap-3" onSubmit={submit}>
        <FormField id={`${id}-name`} label="Key name" error={fieldError(form, "name")}>
          <Input {...controlProps(form, "name", `${id}-name`)} placeholder="Signal script" />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Scopes</legend>
          {PROVIDER_KEY_SCOPES.map((scope) => (
            <div key={scope} className="flex items-center gap-3">
              <Checkbox
                id={`${id}-${scope}`}
                checked={scopes.value.includes(scope)}
                onCheckedChange={(checked) => toggle(scope, checked === true)}
              />
              <label htmlFor={`${id}-${scope}`} className="text-sm">
                {SCOPE_WORDS[scope]}
              </label>
            </div>
          ))}
          {fieldError(form, "scopes") && <p className="text-sm text-loss">{fieldError(form, "scopes")}</p>}
        </fieldset>
        <Button type="submit" className="w-full sm:w-fit" pending={create.isPending}>
          Create key
        </Button>
        <FormErrorAlert message={formError(form)} />
      </form>
      <QueryView query={keys} errorMessage="Failed to load the API keys" placeholder={null}>
        {(list) => (
          <ul className="grid gap-2" aria-label="API keys">
            {list.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
                <div className="grid gap-1">
                  <span className="font-semibold">{key.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {key.scopes.join(", ")} ·{" "}
                    {key.lastUsedAt ? `last used ${formatDateTime(key.lastUsedAt)}` : "never used"}
                  </span>
                </div>
                {key.revokedAt ? (
                  <Badge variant="loss">Revoked</Badge>
                ) : (
                  <Button
                    size="sm"
                    variant="destructive"
                    pending={revoke.isPending}
                    onClick={() => revoke.mutate(key.id)}
                  >
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </SectionCard>
  );
}
