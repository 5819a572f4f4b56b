import type { LucideIcon } from "lucide-react";
import { useState } from "react";
import type { PositionListItem } from "@shared/positions";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PositionCard } from "@/features/positions/components/position-card";
import { useT } from "@/lib/i18n";

interface PositionListProps {
  positions: PositionListItem[];
  empty: { title: string; text: string; icon: LucideIcon };
}

/** A long history renders in pages, so a provider's years of closed trades cost a phone nothing up front. */
const PAGE_SIZE = 12;

/** One column of compact cards on phones, a two-column grid of larger cards from 768 px. */
export function PositionList({ positions, empty }: PositionListProps) {
  const { t } = useT();
  const [shown, setShown] = useState(PAGE_SIZE);
  if (positions.length === 0) {
    const Icon = empty.icon;
    return (
      <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        <Icon className="size-8 text-muted-foreground" aria-hidden />
        <h3 className="text-lg font-semibold">{empty.title}</h3>
        <p className="max-w-sm text-sm text-muted-foreground">{empty.text}</p>
      </Card>
    );
  }
  const hidden = positions.length - shown;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 md:gap-4">
        {positions.slice(0, shown).map((position) => (
          <PositionCard key={position.id} position={position} />
        ))}
      </div>
      {hidden > 0 && (
        <Button variant="outline" className="self-center" onClick={() => setShown(shown + PAGE_SIZE)}>
          {t("positions:list.showMore", { count: Math.min(hidden, PAGE_SIZE), total: hidden })}
        </Button>
      )}
    </div>
  );
}
