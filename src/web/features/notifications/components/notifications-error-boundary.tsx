import { BellOff } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";

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
    if (this.props.compact) {
      return (
        <span role="status" className="inline-flex size-11 items-center justify-center text-muted-foreground">
          <BellOff aria-hidden className="size-5" />
          <span className="sr-only">Something went wrong. Notifications temporarily unavailable</span>
        </span>
      );
    }
    return (
      <div role="status" className="flex items-center gap-3 rounded-lg border bg-muted px-4 py-3 text-sm">
        <BellOff aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <p>
          <span className="font-semibold">Something went wrong.</span> Notifications temporarily unavailable
        </p>
      </div>
    );
  }
}
