import { hasPlanFeature } from "@shared/plan-features";
import { PAGE_PATHS } from "@shared/pages";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageLoader } from "@/components/page-loader";
import { RetryAlert } from "@/components/retry-alert";
import { SignInInPlace } from "@/features/auth/components/sign-in-in-place";
import { useSession } from "@/features/auth/hooks/use-auth";
import { useSupport } from "@/features/support/api/get-support";
import { useWriteToSupport } from "@/features/support/api/write-to-support";
import { SupportMessageForm } from "@/features/support/components/support-message-form";
import { SupportMessages } from "@/features/support/components/support-messages";
import { Link } from "@/lib/app-navigation";
import { usePageMeta } from "@/lib/use-page-meta";

/** The member's conversation with support (docs/product.md#support): every member writes; Pro is answered first. */
export function SupportPage() {
  const { user, isLoading } = useSession();
  usePageMeta({ title: "Support", description: "Write to support and read the answers." });
  if (isLoading) return <PageLoader />;
  if (!user) return <SignInInPlace description="Sign in to write to support." />;
  const priority = hasPlanFeature(user, "prioritySupport");
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 md:px-6 md:py-10">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Support</h1>
          {priority && <Badge variant="gain">Pro · priority support</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">
          Questions about a signal, your plan or a payment: write here and the team answers in this conversation. You
          also get an email when it does.
        </p>
      </div>
      {user.role === "admin" ? (
        <Alert>
          <AlertDescription className="flex flex-col items-start gap-3">
            Administrators answer members from the Support tab of the admin panel.
            <Button asChild variant="outline" size="sm">
              <Link to={`${PAGE_PATHS.admin}?tab=support`}>Open the Support tab</Link>
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <Conversation pro={priority} />
      )}
    </div>
  );
}

function Conversation({ pro }: { pro: boolean }) {
  const support = useSupport();
  const write = useWriteToSupport();
  if (support.isPending) return <PageLoader label="Loading your conversation" />;
  if (support.isError) {
    return (
      <RetryAlert
        message="Could not load your conversation."
        retrying={support.isFetching}
        onRetry={() => void support.refetch()}
      />
    );
  }
  const { messages } = support.data;
  return (
    <Card role="region" aria-labelledby="conversation-title">
      <CardHeader>
        <CardTitle id="conversation-title">Your conversation</CardTitle>
        <CardDescription>
          {pro
            ? "As a Pro member your messages go to the front of the queue."
            : "Pro members' messages are answered first; every message is answered."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">No messages yet. Write the first one below.</p>
        ) : (
          <SupportMessages messages={messages} viewer="member" />
        )}
        <SupportMessageForm
          id="support-message"
          label="Your message"
          submitLabel="Send to support"
          pending={write.isPending}
          send={(input, callbacks) => write.mutate(input, callbacks)}
        />
      </CardContent>
    </Card>
  );
}
