import { BellOff } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useT } from "@/lib/i18n";

/** The boundary's own words, in the page's language (a class component reads no hook itself). */
function Unavailable({ compact }: { compact?: boolean }) {
  const { t } = useT();
  if (compact) {
    return (
      <span role="status" className="inline-flex size-11 items-center justify-center text-muted-foreground">
        <BellOff aria-hidden className="size-5" />
        <span className="sr-only">
          {t("positions:feed.failedTitle")} {t("positions:feed.failedText")}
        </span>
      </span>
    );
  }
  return (
    <div role="status" className="flex items-center gap-3 rounded-lg border bg-muted px-4 py-3 text-sm">
      <BellOff aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      <p>
        <span className="font-semibold">{t("positions:feed.failedTitle")}</span> {t("positions:feed.failedText")}
      </p>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** In the header only an icon fits; elsewhere the full message shows. */
  compact?: boolean;
}

/**
 * A failure inside the notification UI shows 'Something went wrong' / 'Notifications temporarily
 * unavailable' in its place and leaves the rest of the page working.
 */
export class NotificationsErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Notifications failed", error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <Unavailable compact={this.props.compact} />;
  }
}
