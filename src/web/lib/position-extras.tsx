import { createContext, Suspense, useContext, type ReactNode } from "react";
import type { Position } from "@shared/positions";

type PositionExtra = (position: Position) => ReactNode;

/**
 * What the app adds to a position's details beside the position-size calculator: the member's own trade
 * (docs/product.md#portfolio). The positions feature imports no other feature, so app/ hands it in here.
 */
const PositionExtrasContext = createContext<PositionExtra | null>(null);

export const PositionExtrasProvider = PositionExtrasContext.Provider;

/** The app's part of a position's details, loaded when first shown; nothing when the app gives none. */
export function PositionExtras({ position }: { position: Position }) {
  const extra = useContext(PositionExtrasContext);
  if (!extra) return null;
  return <Suspense fallback={null}>{extra(position)}</Suspense>;
}
