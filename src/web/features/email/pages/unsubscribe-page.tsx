import { MailCheck, MailX } from "lucide-react";
import { useSearchParams } from "react-router";
import { EMAIL_DELIVERY_MESSAGES, EMAIL_TOPIC_NAMES } from "@shared/email";
import { PAGE_PATHS } from "@shared/pages";
import { Button } from "@/components/ui/button";
import { OUTCOME_ICONS, OutcomeCard, OutcomeLink } from "@/features/auth/components/outcome-card";
import { useEmailSubscription, useSetEmailSubscription } from "@/features/email/api/email-subscription";
import { userFacingMessage } from "@/lib/api-client";
import { usePageMeta } from "@/lib/use-page-meta";

/**
 * Where an email's unsubscribe link lands (docs/product.md#email). Opening it changes nothing (mail scanners open
 * links too): the page asks, turns the topic off with one button, says so, and offers to undo it.
 */
export function UnsubscribePage() {
  usePageMeta({ title: "Unsubscribe", description: "Stop a kind of email from your account." });
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const subscription = useEmailSubscription(token);
  const change = useSetEmailSubscription(token);
  const settings = <OutcomeLink to={PAGE_PATHS.account} label="Account settings" />;

  if (!token || subscription.isError) {
    return (
      <OutcomeCard
        icon={OUTCOME_ICONS.brokenLink}
        title="This link can't be used"
        message={userFacingMessage(subscription.error, EMAIL_DELIVERY_MESSAGES.unsubscribeLinkInvalid)}
      >
        {settings}
      </OutcomeCard>
    );
  }
  if (!subscription.data) {
    return <OutcomeCard icon={OUTCOME_ICONS.working} title="Unsubscribe" message="One moment…" />;
  }
  const { topic, email, subscribed } = subscription.data;
  const topicName = EMAIL_TOPIC_NAMES[topic];
  const button = (label: string, to: boolean, main: boolean) => (
    <Button
      size="lg"
      variant={main ? "default" : "outline"}
      className="w-full"
      pending={change.isPending}
      onClick={() => change.mutate(to)}
    >
      {label}
    </Button>
  );

  if (!subscribed) {
    return (
      <OutcomeCard
        icon={<MailX className="size-6 text-muted-foreground" aria-hidden />}
        title="You are unsubscribed"
        message={`${email} will no longer receive ${topicName}. Account and billing emails still arrive.`}
      >
        {button("Subscribe again", true, false)}
        {settings}
      </OutcomeCard>
    );
  }
  return (
    <OutcomeCard
      icon={<MailCheck className="size-6 text-info" aria-hidden />}
      title="Unsubscribe?"
      message={`Stop sending ${topicName} to ${email}.`}
    >
      {button("Unsubscribe", false, true)}
      {settings}
    </OutcomeCard>
  );
}
