import { MailCheck, MailX } from "lucide-react";
import { useSearchParams } from "react-router";
import { EMAIL_DELIVERY_MESSAGES, type EmailTopic } from "@shared/email";
import { PAGE_PATHS } from "@shared/pages";
import { Button } from "@/components/ui/button";
import { OUTCOME_ICONS, OutcomeCard, OutcomeLink } from "@/features/auth/components/outcome-card";
import { useEmailSubscription, useSetEmailSubscription } from "@/features/email/api/email-subscription";
import { userFacingMessage } from "@/lib/api-client";
import { useT } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";

/** Each kind of email, as the sentences below name it. */
const TOPIC_NAMES = {
  signals: "account:unsubscribe.topics.signals",
  reminders: "account:unsubscribe.topics.reminders",
  record: "account:unsubscribe.topics.record",
  summaries: "account:unsubscribe.topics.summaries",
} as const satisfies Record<EmailTopic, string>;

/**
 * Where an email's unsubscribe link lands (docs/product.md#email). Opening it changes nothing (mail scanners open
 * links too): the page asks, turns the topic off with one button, says so, and offers to undo it.
 */
export function UnsubscribePage() {
  const { t } = useT();
  usePageMeta({ title: t("account:unsubscribe.title"), description: t("account:unsubscribe.meta") });
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const subscription = useEmailSubscription(token);
  const change = useSetEmailSubscription(token);
  const settings = <OutcomeLink to={PAGE_PATHS.account} label={t("auth:verify.accountSettings")} />;

  if (!token || subscription.isError) {
    return (
      <OutcomeCard
        icon={OUTCOME_ICONS.brokenLink}
        title={t("auth:link.unusable")}
        message={userFacingMessage(subscription.error, t(EMAIL_DELIVERY_MESSAGES.unsubscribeLinkInvalid))}
      >
        {settings}
      </OutcomeCard>
    );
  }
  if (!subscription.data) {
    return (
      <OutcomeCard
        icon={OUTCOME_ICONS.working}
        title={t("account:unsubscribe.title")}
        message={t("auth:verify.oneMoment")}
      />
    );
  }
  const { topic, email, subscribed } = subscription.data;
  const topicName = t(TOPIC_NAMES[topic]);
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
        title={t("account:unsubscribe.done")}
        message={t("account:unsubscribe.doneText", { email, topic: topicName })}
      >
        {button(t("account:unsubscribe.again"), true, false)}
        {settings}
      </OutcomeCard>
    );
  }
  return (
    <OutcomeCard
      icon={<MailCheck className="size-6 text-info" aria-hidden />}
      title={t("account:unsubscribe.ask")}
      message={t("account:unsubscribe.askText", { email, topic: topicName })}
    >
      {button(t("account:unsubscribe.title"), false, true)}
      {settings}
    </OutcomeCard>
  );
}
