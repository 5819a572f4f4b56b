import { useCallback } from "react";
import { saySize } from "@shared/portfolio-update-words";
import { useT } from "@/lib/i18n";

const UNIT_KEYS: Record<string, string> = {
  lots: "portfolio:size.unitLots",
  shares: "portfolio:size.unitShares",
  units: "portfolio:size.unitUnits",
  "USD per point": "portfolio:size.unitPerPoint",
};

/**
 * A position size as the page's language reads it: "0.25 lots", "0,25 lotes", "1,00 лот", worded as a member's
 * portfolio updates word it (`saySize`); `unit` names the unit alone, for a box's label.
 */
export function useSizeText() {
  const { t, language } = useT();
  const size = useCallback((value: number, sizeUnit: string) => saySize(t, language, value, sizeUnit), [t, language]);
  const unit = useCallback(
    (sizeUnit: string) => {
      const key = UNIT_KEYS[sizeUnit];
      return key === undefined ? sizeUnit : t(key);
    },
    [t],
  );
  return { size, unit };
}
