import { useCallback, useMemo } from "react";
import { useT } from "@/lib/i18n";
import { useFormat } from "@/lib/use-format";

/** The catalogue's words for each unit a size counts in (src/shared/position-size.ts), by the size's plural form. */
const SIZE_KEYS: Record<string, string> = {
  lots: "portfolio:size.lots",
  shares: "portfolio:size.shares",
  units: "portfolio:size.units",
  "USD per point": "portfolio:size.perPoint",
};

const UNIT_KEYS: Record<string, string> = {
  lots: "portfolio:size.unitLots",
  shares: "portfolio:size.unitShares",
  units: "portfolio:size.unitUnits",
  "USD per point": "portfolio:size.unitPerPoint",
};

/**
 * A position size as the page's language reads it: "0.25 lots", "0,25 lotes", "1,00 лот", the number through
 * useFormat and the unit's word in the number's plural form; `unit` names the unit alone, for a box's label. The form
 * is chosen here from the size itself, as the text's {{count}} is the size as written ("0,25"), not a number.
 */
export function useSizeText() {
  const { t, language } = useT();
  const format = useFormat();
  const plural = useMemo(() => new Intl.PluralRules(language), [language]);
  const size = useCallback(
    (value: number, sizeUnit: string) => {
      const key = SIZE_KEYS[sizeUnit];
      const number = format.sizeNumber(value, sizeUnit);
      if (key === undefined) return `${number} ${sizeUnit}`;
      if (sizeUnit === "USD per point") return t(key, { size: number });
      return t(`${key}_${plural.select(value)}`, { count: number });
    },
    [format, plural, t],
  );
  const unit = useCallback(
    (sizeUnit: string) => {
      const key = UNIT_KEYS[sizeUnit];
      return key === undefined ? sizeUnit : t(key);
    },
    [t],
  );
  return { size, unit };
}
