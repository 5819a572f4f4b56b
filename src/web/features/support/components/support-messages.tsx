import type { SupportMessage } from "@shared/support";
import { cn } from "@/lib/cn";
import { useDateFormat } from "@/lib/display-time-zone";
import { useT } from "@/lib/i18n";

/**
 * A conversation, oldest first: the member's messages on one side, support's on the other. `viewer` says whose
 * screen it is, so each side reads "You" for its own messages.
 */
export function SupportMessages({
  messages,
  viewer,
  memberName,
}: {
  messages: SupportMessage[];
  viewer: "member" | "support";
  memberName?: string;
}) {
  const { dateTime } = useDateFormat();
  const { t } = useT();
  return (
    <ol aria-label={t("account:support.messages")} className="flex flex-col gap-3">
      {messages.map((message) => {
        const own = message.from === viewer;
        const author = own
          ? t("account:support.you")
          : message.from === "support"
            ? t("account:support.fromSupport", { name: message.authorName })
            : (memberName ?? message.authorName);
        return (
          <li key={message.id} className={cn("flex flex-col gap-1", own ? "items-end" : "items-start")}>
            <div
              // Written by a person in their own language: its direction is its own.
              dir="auto"
              className={cn(
                "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap",
                own ? "bg-primary text-primary-foreground" : "border bg-card",
              )}
            >
              {message.body}
            </div>
            <p className="px-1 text-xs text-muted-foreground">
              {author} · <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
