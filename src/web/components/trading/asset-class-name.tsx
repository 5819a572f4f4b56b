import type { AssetClass } from "@shared/positions";
import { useT } from "@/lib/i18n";

const NAMES: Record<AssetClass, string> = {
  forex: "positions:assetClass.forex",
  commodities: "positions:assetClass.commodities",
  crypto: "positions:assetClass.crypto",
  indices: "positions:assetClass.indices",
  stocks: "positions:assetClass.stocks",
};

/** An asset class named in the page's language ("Materias primas"); `assetClassName` names it in English. */
export function AssetClassName({ assetClass }: { assetClass: AssetClass }) {
  const { t } = useT();
  return t(NAMES[assetClass]);
}
