import { Mail } from "lucide-react";
import { Link } from "react-router";
import { PAGE_PATHS } from "@shared/pages";
import { buttonVariants } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { useOutbox } from "@/features/admin-settings/api/get-outbox";
import { cn } from "@/lib/cn";

/**
 * The way to the development mail viewer, shown only where the server serves it (a test deployment): elsewhere
 * the outbox answers 404 and the card is left out.
 */
export function MailViewerCard() {
  const outbox = useOutbox();
  if (!outbox.data) return null;
  const waiting = outbox.data.messages.filter((message) => message.status === "pending").length;
  return (
    <SectionCard
      title="Mail viewer"
      compact
      description={
        outbox.data.smtp
          ? "The outbox and each message as sent, for development."
          : `No SMTP_URL: emails are not sent. ${waiting} waiting in the outbox; read them here.`
      }
    >
      <Link to={PAGE_PATHS.adminMail} className={cn(buttonVariants({ variant: "outline" }))}>
        <Mail aria-hidden />
        Open the mail viewer
      </Link>
    </SectionCard>
  );
}
