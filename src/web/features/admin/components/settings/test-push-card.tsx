import { BellRing } from "lucide-react";
import { useId, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { DEFAULT_TEST_PUSH_MESSAGE, TEST_PUSH_FAILED, useSendTestPush } from "@/features/admin/api/send-test-push";
import { userFacingMessage } from "@/lib/api-client";

/** Push test tool: the server's message on success (input cleared), its error otherwise. */
export function TestPushCard() {
  const id = useId();
  const [message, setMessage] = useState("");
  const [toAllMembers, setToAllMembers] = useState(false);
  const send = useSendTestPush();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <BellRing className="size-4 text-gain" aria-hidden />
          Test Push Notification
        </CardTitle>
        <CardDescription>
          Send a push notification to your own subscribed devices, or to every member with access.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setOutcome(null);
            send.mutate(
              { message, audience: toAllMembers ? "members" : "self" },
              {
                onSuccess: (result) => {
                  setOutcome({ ok: true, text: result.message });
                  setMessage("");
                },
                onError: (error) => setOutcome({ ok: false, text: userFacingMessage(error, TEST_PUSH_FAILED) }),
              },
            );
          }}
        >
          <FormField id={id} label="Message">
            <Input
              id={id}
              value={message}
              placeholder={DEFAULT_TEST_PUSH_MESSAGE}
              onChange={(event) => setMessage(event.target.value)}
            />
          </FormField>
          <div className="flex items-center gap-3">
            <Checkbox
              id={`${id}-members`}
              checked={toAllMembers}
              onCheckedChange={(checked) => setToAllMembers(checked === true)}
            />
            <label htmlFor={`${id}-members`} className="text-sm">
              Send to all members with access
            </label>
          </div>
          <Button type="submit" className="w-full sm:w-fit" disabled={send.isPending}>
            {send.isPending && <Spinner />}
            {send.isPending ? "Sending…" : "Send Test Notification"}
          </Button>
          {outcome && (
            <Alert variant={outcome.ok ? "success" : "destructive"}>
              <AlertDescription>{outcome.text}</AlertDescription>
            </Alert>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
