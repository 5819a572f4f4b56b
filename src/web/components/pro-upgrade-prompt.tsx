import { Lock } from "lucide-react";
import { useId, type ReactNode } from "react";
import { PAGE_PATHS } from "@shared/pages";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Link } from "@/lib/app-navigation";

/**
 * What a Pro feature gives, shown in its place to a member without Pro, with the way to upgrade. The server sends
 * such a member none of the feature's data; this says what they would get.
 */
export function ProUpgradePrompt({
  title,
  upgradeLabel,
  children,
}: {
  title: string;
  /** The button's words, in the screen's language. */
  upgradeLabel: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-gain">
        <Lock className="size-5" aria-hidden />
      </span>
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="max-w-prose text-sm text-muted-foreground">{children}</div>
      <Button asChild>
        <Link to={PAGE_PATHS.plans}>{upgradeLabel}</Link>
      </Button>
    </Card>
  );
}
