import { CircleUserRound, CreditCard, House, type LucideIcon, ShieldCheck, TrendingUp, UserPlus } from "lucide-react";
import type { BottomBarIcon } from "@/app/layouts/navigation";

/**
 * The bottom bar's pictures, apart from the menus' (nav-icons.ts): the bar is part of every public page's first
 * download, the menus load when opened, so the icons only they show stay out of it.
 */
export const BOTTOM_BAR_ICONS: Record<BottomBarIcon, LucideIcon> = {
  home: House,
  signals: TrendingUp,
  plans: CreditCard,
  subscribe: CreditCard,
  admin: ShieldCheck,
  account: CircleUserRound,
  "sign-up": UserPlus,
};
