import { ArrowLeft } from "lucide-react";
import { useSearchParams } from "react-router";
import { formatWaiting } from "@shared/format";
import type { SupportQueueItem } from "@shared/support";
import { QueryView } from "@/components/query-view";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAnswerMember } from "@/features/admin-support/api/answer-member";
import { useSupportQueue } from "@/features/admin-support/api/get-support-queue";
import { useSupportThread } from "@/features/admin-support/api/get-support-thread";
import { SupportMessageForm } from "@/features/support/components/support-message-form";
import { SupportMessages } from "@/features/support/components/support-messages";
import { cn } from "@/lib/cn";
import { useDateFormat } from "@/lib/display-time-zone";
import { useNow } from "@/lib/use-now";

/** The open conversation lives in the address, so the phone's back button returns to the list. */
const CONVERSATION_PARAM = "conversation";

/**
 * Support (docs/product.md#support): the queue, waiting conversations first with Pro ahead, and the open
 * conversation beside it (on a phone, in its place).
 */
export function SupportTab() {
  const [params, setParams] = useSearchParams();
  const open = params.get(CONVERSATION_PARAM);
  const queue = useSupportQueue();
  const now = useNow(60_000);
  const select = (memberId: string | null) => {
    const next = new URLSearchParams(params);
    if (memberId) next.set(CONVERSATION_PARAM, memberId);
    else next.delete(CONVERSATION_PARAM);
    setParams(next, { replace: memberId === null });
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="support-queue-title" className={cn("flex flex-col gap-3", open && "max-md:hidden")}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <h2 id="support-queue-title" className="text-lg font-semibold">
            Support
          </h2>
          {queue.data && (
            <p className="text-sm text-muted-foreground">
              {queue.data.waiting === 0 ? "Nobody is waiting" : `${queue.data.waiting} waiting for an answer`}
            </p>
          )}
        </div>
        <QueryView
          query={queue}
          placeholder={<Skeleton className="h-40" />}
          errorMessage="Could not load the conversations."
        >
          {({ conversations }) =>
            conversations.length === 0 ? (
              <p className="rounded-lg border bg-card p-4 text-sm text-muted-foreground">
                No member has written to support yet. Members write from the Support page of their menu.
              </p>
            ) : (
              <ul aria-label="Conversations" className="flex flex-col gap-2">
                {conversations.map((item) => (
                  <li key={item.memberId}>
                    <QueueItem
                      item={item}
                      now={now}
                      selected={item.memberId === open}
                      onOpen={() => select(item.memberId)}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </section>
      {open ? (
        <Conversation key={open} memberId={open} onBack={() => select(null)} />
      ) : (
        <p className="hidden rounded-lg border border-dashed p-6 text-sm text-muted-foreground md:block">
          Choose a conversation to read it and answer.
        </p>
      )}
    </div>
  );
}

function QueueItem({
  item,
  now,
  selected,
  onOpen,
}: {
  item: SupportQueueItem;
  now: number;
  selected: boolean;
  onOpen: () => void;
}) {
  const { dateTime } = useDateFormat();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={selected || undefined}
      className={cn(
        "flex w-full min-w-0 flex-col gap-1 rounded-lg border bg-card p-3 text-left transition-colors hover:border-ring",
        selected && "border-ring ring-1 ring-ring",
      )}
    >
      <span className="flex min-w-0 flex-wrap items-center gap-2">
        {/* A long name without spaces breaks anywhere rather than pushing the card past the screen. */}
        <span className="min-w-0 font-medium [overflow-wrap:anywhere]">{item.name}</span>
        {item.priority && <Badge variant="gain">Pro</Badge>}
        {item.waitingSince ? (
          <Badge variant="outline">Waiting {formatWaiting(now - Date.parse(item.waitingSince))}</Badge>
        ) : (
          <span className="text-xs text-muted-foreground">Answered</span>
        )}
      </span>
      <span className="truncate text-sm text-muted-foreground">
        {item.lastFrom === "support" ? "You: " : ""}
        {item.preview}
      </span>
      <span className="text-xs text-muted-foreground">{dateTime(item.lastMessageAt)}</span>
    </button>
  );
}

function Conversation({ memberId, onBack }: { memberId: string; onBack: () => void }) {
  const thread = useSupportThread(memberId);
  const answer = useAnswerMember(memberId);
  return (
    <Card role="region" aria-labelledby="support-conversation-title">
      <CardHeader>
        <Button variant="ghost" size="sm" className="w-fit md:hidden" onClick={onBack}>
          <ArrowLeft aria-hidden />
          All conversations
        </Button>
        <CardTitle
          id="support-conversation-title"
          className="flex flex-wrap items-center gap-2 [overflow-wrap:anywhere]"
        >
          {thread.data ? thread.data.member.name : "Conversation"}
          {thread.data?.member.priority && <Badge variant="gain">Pro · priority</Badge>}
        </CardTitle>
        {thread.data && <CardDescription className="break-all">{thread.data.member.email}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <QueryView
          query={thread}
          placeholder={<Skeleton className="h-40" />}
          errorMessage={thread.error?.message ?? ""}
        >
          {({ member, messages }) => (
            <>
              <SupportMessages messages={messages} viewer="support" memberName={member.name} />
              <SupportMessageForm
                id="support-answer"
                label={`Answer ${member.name}`}
                submitLabel="Send answer"
                pending={answer.isPending}
                send={(input, callbacks) => answer.mutate(input, callbacks)}
              />
            </>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}
