import { cva } from "class-variance-authority";
import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { RiskWarningPlace } from "@shared/risk-warnings";
import { cn } from "@/lib/cn";
import { useT } from "@/lib/i18n";
import { riskWarningFor } from "@/lib/risk-warning";

const noticeVariants = cva("text-foreground", {
  variants: {
    variant: {
      /** Across the top of a public page, under the header's links. */
      band: "border-t border-warning/40 bg-warning/10 px-4 py-1.5 text-center text-xs leading-snug md:px-6",
      /** A paragraph of its own beside what it warns about. */
      box: "flex gap-2.5 rounded-lg border border-warning/50 bg-warning/5 p-3 text-sm leading-relaxed",
      /** The last line of a card. */
      line: "flex gap-1.5 text-xs leading-snug text-muted-foreground",
    },
  },
});

type NoticeVariant = "band" | "box" | "line";

/** A warning set apart beside what it is about: a band, a box or a card's last line (docs/product.md#risk-warnings). */
export function Notice({
  variant,
  title,
  children,
  className,
}: {
  variant: NoticeVariant;
  title: string;
  children: ReactNode;
  className?: string | undefined;
}) {
  return (
    <div role="note" aria-label={title} className={cn(noticeVariants({ variant }), className)}>
      {variant !== "band" && (
        <TriangleAlert
          aria-hidden
          className={cn("shrink-0 text-warning", variant === "box" ? "mt-0.5 size-4" : "size-3.5")}
        />
      )}
      <p className={cn(variant === "band" && "mx-auto max-w-6xl")}>
        <strong className="font-semibold text-warning">{title}:</strong> {children}
      </p>
    </div>
  );
}

/**
 * The risk warning as `place` shows it (docs/product.md#risk-warnings): the form the shared rule gives that place, in
 * the admin's chosen wording, read from the page (lib/risk-warning.ts).
 */
export function RiskWarning({
  place,
  variant,
  className,
}: {
  place: RiskWarningPlace;
  variant: NoticeVariant;
  className?: string;
}) {
  const { t } = useT();
  return (
    <Notice variant={variant} title={t("site:riskWarning")} className={className}>
      {/* The admin's wording, in whatever language it is written: its direction is its own. */}
      <bdi>{riskWarningFor(place)}</bdi>
    </Notice>
  );
}
