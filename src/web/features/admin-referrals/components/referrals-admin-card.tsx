import { Download, Handshake } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { markAffiliateSchema, type AffiliateSummary } from "@shared/referrals";
import { formatCents } from "@shared/subscriptions";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FigureTile } from "@/components/description-items";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useReferralAdmin } from "@/features/admin-referrals/api/get-referral-admin";
import { useMarkAffiliate, useUnmarkAffiliate } from "@/features/admin-referrals/api/mark-affiliate";
import { useDownloadPayoutReport, useMarkPayout } from "@/features/admin-referrals/api/mark-payout";
import { ProgramForm } from "@/features/admin-referrals/components/program-form";
import { CommissionList } from "@/features/referrals/components/commission-list";
import { RewardList } from "@/features/referrals/components/reward-list";
import { controlProps, fieldError, formError, showServerError, useZodForm } from "@/lib/forms";

function MarkAffiliateForm() {
  const id = useId();
  const mark = useMarkAffiliate();
  const form = useZodForm(markAffiliateSchema, { defaultValues: { email: "" } });
  const submit = form.handleSubmit((body) =>
    mark.mutate(body.email, {
      onSuccess: () => {
        toast.success(`${body.email} is an affiliate`);
        form.reset({ email: "" });
      },
      onError: (error) => showServerError(form, error, "Failed to add the affiliate"),
    }),
  );
  return (
    <form noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={submit}>
      <FormField id={id} label="Member's email" error={fieldError(form, "email")} className="grow">
        <Input {...controlProps(form, "email", id)} type="email" autoComplete="off" />
      </FormField>
      <Button type="submit" pending={mark.isPending}>
        Make affiliate
      </Button>
      <FormErrorAlert message={formError(form)} />
    </form>
  );
}

function AffiliateRow({ affiliate }: { affiliate: AffiliateSummary }) {
  const [paying, setPaying] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const pay = useMarkPayout();
  const unmark = useUnmarkAffiliate();
  const earned = affiliate.figures.earnedCents;
  return (
    <li className="grid gap-2 rounded-lg border p-3" aria-label={`Affiliate ${affiliate.email}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{affiliate.name}</span>
        <span className="text-sm break-all text-muted-foreground">{affiliate.email}</span>
        {affiliate.marked && <Badge variant="gain">Affiliate</Badge>}
        {affiliate.code && <span className="font-mono text-xs text-muted-foreground">/r/{affiliate.code}</span>}
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <FigureTile label="Clicks" compact>
          {affiliate.clicks}
        </FigureTile>
        <FigureTile label="Sign-ups" compact>
          {affiliate.signUps}
        </FigureTile>
        <FigureTile label="Paying members" compact>
          {affiliate.payingMembers}
        </FigureTile>
        <FigureTile label="Pending" compact>
          {formatCents(affiliate.figures.pendingCents)}
        </FigureTile>
        <FigureTile label="Earned, unpaid" compact>
          {formatCents(earned)}
        </FigureTile>
        <FigureTile label="Reversed" compact>
          {formatCents(affiliate.figures.reversedCents)}
        </FigureTile>
        <FigureTile label="Paid" compact>
          {formatCents(affiliate.figures.paidCents)}
        </FigureTile>
      </dl>
      <div className="flex flex-wrap gap-2">
        {earned > 0 && (
          <ConfirmDialog
            open={paying !== null}
            onOpenChange={(open) => setPaying(open ? crypto.randomUUID() : null)}
            title={`Mark ${formatCents(earned)} paid to ${affiliate.name}?`}
            description="Record that you paid this affiliate what they have earned. Pay them first, outside the app; this marks their earned commissions paid."
            cancelLabel="Not yet"
            confirmLabel={`Mark ${formatCents(earned)} paid`}
            pending={pay.isPending}
            onConfirm={() =>
              paying &&
              pay.mutate(
                { userId: affiliate.userId, amountCents: earned, idempotencyKey: paying },
                {
                  onSuccess: () => toast.success(`${formatCents(earned)} marked paid`),
                  onSettled: () => setPaying(null),
                },
              )
            }
          >
            <Button size="sm" onClick={() => setPaying(crypto.randomUUID())}>
              Mark {formatCents(earned)} paid…
            </Button>
          </ConfirmDialog>
        )}
        {affiliate.marked && (
          <ConfirmDialog
            open={removing}
            onOpenChange={setRemoving}
            title={`Stop ${affiliate.name} being an affiliate?`}
            description="Their later referrals' payments earn no commission. What they have earned already stays."
            cancelLabel="Keep"
            confirmLabel="Remove affiliate"
            pending={unmark.isPending}
            onConfirm={() => unmark.mutate(affiliate.userId, { onSettled: () => setRemoving(false) })}
          >
            <Button variant="ghost" size="sm" onClick={() => setRemoving(true)}>
              Remove affiliate
            </Button>
          </ConfirmDialog>
        )}
      </div>
    </li>
  );
}

/**
 * docs/product.md#referrals: the program's rules, who the affiliates are with their figures, the commissions ledger,
 * the payout report and marking a payout paid, and other members' rewards. The same card on the phone.
 */
export function ReferralsAdminCard() {
  const query = useReferralAdmin();
  const download = useDownloadPayoutReport();
  const data = query.data;
  return (
    <SectionCard
      title="Referrals and affiliates"
      icon={Handshake}
      compact
      region
      description="Every member has a referral link; a sign-up within 30 days of the first visit through it is theirs. Affiliates earn a commission, other members credit if the program gives it; both pending through the 7-day guarantee, reversed by a refund or chargeback."
    >
      {!data ? (
        query.isError ? (
          <p className="text-sm text-loss">Failed to load the referrals</p>
        ) : (
          <Skeleton className="h-40" />
        )
      ) : (
        <div className="grid gap-6">
          <ProgramForm program={data.program} />
          <section className="grid gap-3" aria-label="Affiliates">
            <h3 className="font-semibold">Affiliates</h3>
            <MarkAffiliateForm />
            {data.affiliates.length === 0 ? (
              <p className="text-sm text-muted-foreground">No affiliates yet.</p>
            ) : (
              <ul className="grid gap-2">
                {data.affiliates.map((affiliate) => (
                  <AffiliateRow key={affiliate.userId} affiliate={affiliate} />
                ))}
              </ul>
            )}
            <Button
              variant="outline"
              className="w-full sm:w-fit"
              pending={download.isPending}
              onClick={() => download.mutate()}
            >
              <Download aria-hidden />
              Payout report (CSV)
            </Button>
          </section>
          <section className="grid gap-3" aria-label="Commissions ledger">
            <h3 className="font-semibold">Commissions ledger</h3>
            <CommissionList rows={data.ledger} showReferrer />
          </section>
          <section className="grid gap-3" aria-label="Members' rewards">
            <h3 className="font-semibold">Members&apos; rewards</h3>
            <RewardList rows={data.rewards} showReferrer />
          </section>
        </div>
      )}
    </SectionCard>
  );
}
