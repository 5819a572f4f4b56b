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
import { usePageMeta } from "@/lib/use-page-meta";

/** The member's conversation with support (docs/product.md#support): every member writes; Pro is answered first. */
export function SupportPage() {
  usePageMeta({ title: "Support", description: "Write to support and read the answers." });
  return (
    <SignedInOnly description="Sign in to write to support.">{(user) => <SupportContent user={user} />}</SignedInOnly>
  );
}

function SupportContent({ user }: { user: PublicUser }) {
  const priority = user.role !== "admin" && hasPlanFeature(user, "prioritySupport");
  return (
    <MemberPage
      title="Support"
      aside={priority && <Badge variant="gain">Pro · priority support</Badge>}
      intro="Questions about a signal, your plan or a payment: write here and the team answers in this conversation. You also get an email when it does."
    >
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
    </MemberPage>
  );
}

function Conversation({ pro }: { pro: boolean }) {
  const support = useSupport();
  const write = useWriteToSupport();
  return (
    <QueryView
      query={support}
      loadingLabel="Loading your conversation"
      errorMessage="Could not load your conversation."
    >
      {({ messages }) => (
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
      )}
    </QueryView>
  );
}
