import { hasPlanFeature } from "@shared/plan-features";
import { PAGE_PATHS } from "@shared/pages";
import type { PublicUser } from "@shared/users";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { MemberPage } from "@/components/member-page";
import { QueryView } from "@/components/query-view";
import { SignedInOnly } from "@/features/auth/components/signed-in-only";
import { useSupport } from "@/features/support/api/get-support";
import { useWriteToSupport } from "@/features/support/api/write-to-support";
import { SupportMessageForm } from "@/features/support/components/support-message-form";
import { SupportMessages } from "@/features/support/components/support-messages";
import { Link } from "@/lib/app-navigation";
import { useT } from "@/lib/i18n";
import { usePageMeta } from "@/lib/use-page-meta";

/** The member's conversation with support (docs/product.md#support): every member writes; Pro is answered first. */
export function SupportPage() {
  const { t } = useT();
  usePageMeta({ title: t("account:support.title"), description: t("account:support.meta") });
  return (
    <SignedInOnly description={t("account:support.signIn")}>{(user) => <SupportContent user={user} />}</SignedInOnly>
  );
}

function SupportContent({ user }: { user: PublicUser }) {
  const { t } = useT();
  const priority = user.role !== "admin" && hasPlanFeature(user, "prioritySupport");
  return (
    <MemberPage
      title={t("account:support.title")}
      aside={priority && <Badge variant="gain">{t("account:support.priority")}</Badge>}
      intro={t("account:support.intro")}
    >
      {user.role === "admin" ? (
        <Alert>
          <AlertDescription className="flex flex-col items-start gap-3">
            {t("account:support.admins")}
            <Button asChild variant="outline" size="sm">
              <Link to={`${PAGE_PATHS.admin}?tab=support`}>{t("account:support.openTab")}</Link>
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <Conversation pro={priority} />
      )}
    </MemberPage>
  );
}

function Conversation({ pro }: { pro: boolean }) {
  const { t } = useT();
  const support = useSupport();
  const write = useWriteToSupport();
  return (
    <QueryView
      query={support}
      loadingLabel={t("account:support.loading")}
      errorMessage={t("account:support.loadFailed")}
    >
      {({ messages }) => (
        <Card role="region" aria-labelledby="conversation-title">
          <CardHeader>
            <CardTitle id="conversation-title">{t("account:support.conversation")}</CardTitle>
            <CardDescription>
              {pro ? t("account:support.proFirst") : t("account:support.othersAnswered")}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            {messages.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("account:support.none")}</p>
            ) : (
              <SupportMessages messages={messages} viewer="member" />
            )}
            <SupportMessageForm
              id="support-message"
              label={t("account:support.message")}
              submitLabel={t("account:support.send")}
              pending={write.isPending}
              send={(input, callbacks) => write.mutate(input, callbacks)}
            />
          </CardContent>
        </Card>
      )}
    </QueryView>
  );
}
