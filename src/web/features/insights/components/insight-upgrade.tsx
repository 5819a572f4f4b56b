import { Lock } from "lucide-react";
import { PAGE_PATHS } from "@shared/pages";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/app-navigation";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n";

/** What a Trial or standard member sees in place of an insight's text: what Pro adds, and the way to it. */
export function InsightUpgrade({ className }: { className?: string }) {
  const { t } = useT();
  return (
    <div
      className={cn(
        "flex flex-col items-start gap-3 rounded-lg border border-dashed bg-muted/40 p-4 sm:flex-row sm:items-center",
        className,
      )}
    >
      <Lock className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      <p className="flex-1 text-sm text-muted-foreground">{t("portfolio:insights.upgradeText")}</p>
      <Button asChild size="sm">
        <Link to={PAGE_PATHS.plans}>{t("portfolio:insights.upgrade")}</Link>
      </Button>
    </div>
  );
}
