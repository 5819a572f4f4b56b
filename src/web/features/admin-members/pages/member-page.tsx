import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { MEMBER_STANDING_LABELS, memberStanding } from "@shared/admin";
import type { MemberOverview } from "@shared/admin-member";
import { formatDate, formatDateTime, formatUtcDate } from "@shared/format";
import { PAGE_PATHS } from "@shared/pages";
import { ROOM_PLATFORMS } from "@shared/room-platforms";
import { formatCents } from "@shared/subscriptions";
import { fullName } from "@shared/users";
import { PageLoader } from "@/components/page-loader";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useCancelMemberSubscription } from "@/features/admin-members/api/cancel-member-subscription";
import { useMemberOverview } from "@/features/admin-members/api/get-member-overview";
import { useRefundMemberPayment } from "@/features/admin-members/api/refund-member-payment";
import { useRevokeMemberSession } from "@/features/admin-members/api/revoke-member-session";
import { ConfirmButton } from "@/features/admin-members/components/confirm-button";
import { GrantTimeForm } from "@/features/admin-members/components/grant-time-form";
import { userFacingMessage } from "@/lib/api-client";
import { useDateFormat } from "@/lib/display-time-zone";
import { usePageMeta } from "@/lib/use-page-meta";

const PLAN_SOURCES: Record<MemberOverview["planSource"], string> = {
  paid: "Paid",
  granted: "Granted by an admin",
  none: "No plan",
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-3 p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

/** One member for the admin (docs/admin-panel.md#a-members-page), on the desktop and the phone alike. */
export function MemberPage() {
  usePageMeta({ title: "Member", description: "One member's plan, payments, sessions, rooms and support." });
  const { id = "" } = useParams();
  const overview = useMemberOverview(id);
  const { timeZone } = useDateFormat();
  const refund = useRefundMemberPayment();
  const cancel = useCancelMemberSubscription();
  const revoke = useRevokeMemberSession();
  const back = (
    <Link to={`${PAGE_PATHS.admin}?tab=users`} className={buttonVariants({ variant: "outline", size: "sm" })}>
      <ArrowLeft aria-hidden /> Users
    </Link>
  );
  if (overview.isPending) return <PageLoader label="Loading" />;
  if (overview.isError) {
    return (
      <div className="space-y-4">
        {back}
        <Alert variant="destructive">
          <AlertDescription>{userFacingMessage(overview.error, "The member could not be loaded")}</AlertDescription>
        </Alert>
      </div>
    );
  }
  const { member, payments, sessions, subscriptions, rooms, support, planSource } = overview.data;
  const running = subscriptions.find((s) => s.status !== "canceled" && s.status !== "incomplete_expired");
  const after = () => void overview.refetch();

  return (
    <div className="space-y-4">
      {back}
      <div className="min-w-0">
        <h1 className="break-words text-2xl font-semibold tracking-tight">{fullName(member) || member.email}</h1>
        <p className="truncate text-sm text-muted-foreground">{member.email}</p>
      </div>

      <Section title="Plan">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Status</dt>
          <dd>{MEMBER_STANDING_LABELS[memberStanding(member)]}</dd>
          <dt className="text-muted-foreground">Expiry</dt>
          <dd>{member.subscriptionExpiry ? formatUtcDate(member.subscriptionExpiry) : "No expiry"}</dd>
          <dt className="text-muted-foreground">Obtained</dt>
          <dd>{PLAN_SOURCES[planSource]}</dd>
        </dl>
        {subscriptions.length > 0 && (
          <ul className="space-y-1 text-sm">
            {subscriptions.map((s) => (
              <li key={s.id}>
                Pro ({s.provider === "local" ? "test checkout" : "Stripe"}): {s.status}
                {s.paidThrough && `, paid through ${formatUtcDate(s.paidThrough)}`}
                {s.cancelAtPeriodEnd && s.status !== "canceled" && ", ends at the period end"}
              </li>
            ))}
          </ul>
        )}
        <GrantTimeForm memberId={member.id} />
        {running && (
          <div className="flex flex-wrap gap-2">
            {!running.cancelAtPeriodEnd && (
              <ConfirmButton
                variant="outline"
                disabled={cancel.isPending}
                title="Cancel at period end?"
                description="The Pro Plan stops renewing: the member keeps access to the end of the period already paid for."
                confirmLabel="Cancel at period end"
                onConfirm={() => cancel.mutate({ id: member.id, body: { when: "period_end" } }, { onSuccess: after })}
              >
                Cancel at period end
              </ConfirmButton>
            )}
            <ConfirmButton
              variant="destructive"
              disabled={cancel.isPending}
              title="Cancel now?"
              description="The Pro Plan ends at once and the member loses access now. Nothing is refunded by this: refund a payment below if you mean to."
              confirmLabel="Cancel now"
              onConfirm={() => cancel.mutate({ id: member.id, body: { when: "now" } }, { onSuccess: after })}
            >
              Cancel now
            </ConfirmButton>
          </div>
        )}
      </Section>

      <EntrySection
        title="Payments"
        items={payments}
        empty="No payments."
        entry={(p) => (
          <>
            {formatDate(p.occurredAt, timeZone)} · {p.kind === "refund" ? "Refund" : p.description} ·{" "}
            {p.kind === "refund" ? "−" : ""}
            {formatCents(p.amountCents, p.currency)}{" "}
            {p.test && <Badge variant="outline">Test payment (no money moved)</Badge>}
          </>
        )}
        action={(p) =>
          p.refundableCents > 0 && (
            <ConfirmButton
              variant="outline"
              size="sm"
              disabled={refund.isPending}
              title={`Refund ${formatCents(p.refundableCents, p.currency)}?`}
              description="The money goes back to the member, and the plan this payment paid for ends with it."
              confirmLabel="Refund"
              onConfirm={() =>
                refund.mutate(
                  { id: member.id, body: { paymentId: p.id, amountCents: p.refundableCents } },
                  { onSuccess: after },
                )
              }
            >
              Refund {formatCents(p.refundableCents, p.currency)}
            </ConfirmButton>
          )
        }
      />

      <EntrySection
        title="Sessions"
        items={sessions}
        empty="Signed in nowhere."
        entry={(s) => (
          <>
            {s.device ?? "Unknown browser"}
            {s.place && ` · ${s.place}`} · last seen {formatDateTime(s.lastSeenAt, timeZone)}
          </>
        )}
        action={(s) => (
          <Button
            variant="outline"
            size="sm"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate({ id: member.id, sessionId: s.id })}
          >
            Sign out
          </Button>
        )}
      />

      <Section title="Rooms">
        <ul className="space-y-1 text-sm">
          {rooms.map((room) => (
            <li key={room.platform}>
              {ROOM_PLATFORMS[room.platform].label}: {room.line}
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Support">
        {support.messages === 0 ? (
          <p className="text-sm text-muted-foreground">No conversation.</p>
        ) : (
          <Link className="text-sm underline" to={`${PAGE_PATHS.admin}?tab=support&conversation=${member.id}`}>
            Open the conversation ({support.messages} messages)
          </Link>
        )}
      </Section>
    </div>
  );
}

/** A section of entries, one a row with its action on the right, or the sentence saying there are none. */
function EntrySection<T extends { id: string }>({
  title,
  items,
  empty,
  entry,
  action,
}: {
  title: string;
  items: readonly T[];
  empty: string;
  entry: (item: T) => ReactNode;
  action: (item: T) => ReactNode;
}) {
  return (
    <Section title={title}>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">{entry(item)}</span>
              {action(item)}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
