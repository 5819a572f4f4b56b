import { RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { OutboxMessage } from "@shared/email";
import { formatDateTime } from "@shared/format";
import { PageLoader } from "@/components/page-loader";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useOutbox, useOutboxMessage } from "@/features/admin-settings/api/get-outbox";
import { userFacingMessage } from "@/lib/api-client";
import { AdminToolHeader } from "@/features/admin-settings/components/admin-tool-header";
import { cn } from "@/lib/cn";
import { usePageMeta } from "@/lib/use-page-meta";

const STATUS_BADGE = { pending: "warning", sent: "gain", failed: "loss", skipped: "secondary" } as const;

/**
 * The development mail viewer (docs/operations.md#email): what the app would send, read without a mail server. The
 * server answers it on a test deployment only; elsewhere this page shows its refusal.
 */
export function MailViewerPage() {
  usePageMeta({ title: "Mail viewer", description: "The messages in the outbox, rendered." });
  const outbox = useOutbox();
  const [selected, setSelected] = useState<string | null>(null);
  const messages = outbox.data?.messages ?? [];
  return (
    <div className="space-y-6">
      <AdminToolHeader
        title="Mail viewer"
        description={
          <>
            The newest 100 messages of the outbox.{" "}
            {outbox.data &&
              (outbox.data.smtp
                ? "SMTP_URL is set: messages are sent, and a sent message's content is no longer kept."
                : "No SMTP_URL: nothing is sent, messages wait here for a day.")}
          </>
        }
        actions={
          <Button variant="outline" size="sm" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
            <RefreshCw aria-hidden />
            Refresh
          </Button>
        }
      />
      {outbox.isPending && <PageLoader label="Loading the outbox" />}
      {outbox.isError && (
        <Alert variant="destructive">
          <AlertDescription>{userFacingMessage(outbox.error, "The outbox could not be loaded")}</AlertDescription>
        </Alert>
      )}
      {outbox.data && messages.length === 0 && <p className="text-sm text-muted-foreground">The outbox is empty.</p>}
      {messages.length > 0 && (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          {/* On a phone the message opened comes first, above the list; from lg they stand side by side. */}
          <div className="lg:sticky lg:top-4 lg:order-2 lg:self-start">
            {selected ? (
              <MessageView id={selected} />
            ) : (
              <p className="text-sm text-muted-foreground">Choose a message to read it.</p>
            )}
          </div>
          <ul aria-label="Messages" className="flex flex-col gap-2 lg:order-1">
            {messages.map((message) => (
              <li key={message.id}>
                <MessageRow
                  message={message}
                  selected={message.id === selected}
                  onOpen={() => setSelected(message.id)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function MessageRow({ message, selected, onOpen }: { message: OutboxMessage; selected: boolean; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      disabled={!message.viewable}
      aria-pressed={selected}
      className={cn(
        "flex w-full flex-col gap-1 rounded-lg border bg-card p-3 text-left text-sm transition-colors hover:bg-muted disabled:cursor-default disabled:hover:bg-card",
        selected && "border-primary",
      )}
    >
      <span className="font-medium break-words">{message.subject}</span>
      <span className="break-all text-muted-foreground">{message.to}</span>
      <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <Badge variant={STATUS_BADGE[message.status]}>{message.status}</Badge>
        <span>{formatDateTime(message.createdAt)}</span>
        {message.attempts > 0 && (
          <span>
            {message.attempts} {message.attempts === 1 ? "attempt" : "attempts"}
          </span>
        )}
        {!message.viewable && <span>content no longer kept</span>}
      </span>
      {message.lastError && <span className="text-xs break-words text-loss">{message.lastError}</span>}
    </button>
  );
}

function MessageView({ id }: { id: string }) {
  const message = useOutboxMessage(id);
  const top = useRef<HTMLDivElement>(null);
  // On a phone the list runs far below: the message chosen is brought into view.
  useEffect(() => top.current?.scrollIntoView({ block: "nearest" }), [id]);
  return (
    <div ref={top} className="scroll-mt-4">
      <MessageContent message={message} />
    </div>
  );
}

function MessageContent({ message }: { message: ReturnType<typeof useOutboxMessage> }) {
  if (message.isPending) return <PageLoader label="Rendering the message" />;
  if (message.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{userFacingMessage(message.error, "The message could not be shown")}</AlertDescription>
      </Alert>
    );
  }
  const { subject, html, text, headers } = message.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base break-words">{subject}</CardTitle>
        {Object.keys(headers).length > 0 && (
          <CardDescription className="font-mono text-xs break-all">
            {Object.entries(headers).map(([name, value]) => (
              <span key={name} className="block">
                {name}: {value}
              </span>
            ))}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="html">
          <TabsList>
            <TabsTrigger value="html">HTML</TabsTrigger>
            <TabsTrigger value="text">Plain text</TabsTrigger>
          </TabsList>
          <TabsContent value="html" className="mt-3">
            {/* The message's own document, without scripts or access to this page. */}
            <iframe
              title={`HTML of ${subject}`}
              sandbox=""
              srcDoc={html}
              className="h-[640px] w-full rounded-md border bg-white"
            />
          </TabsContent>
          <TabsContent value="text" className="mt-3">
            <pre className="overflow-x-auto rounded-md border bg-muted p-3 text-xs whitespace-pre-wrap">{text}</pre>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
