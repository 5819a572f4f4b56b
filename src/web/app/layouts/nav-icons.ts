import {
  CalendarRange,
  BarChart3,
  CircleUserRound,
  CreditCard,
  House,
  Info,
  LayoutDashboard,
  LifeBuoy,
  LineChart,
  Lightbulb,
  type LucideIcon,
  ShieldCheck,
  TrendingUp,
  UserPlus,
} from "lucide-react";
import type { NavIcon } from "@/app/layouts/navigation";

/** One picture per kind of destination, the same in every menu. */
export const NAV_ICONS: Record<NavIcon, LucideIcon> = {
  home: House,
  dashboard: LayoutDashboard,
  signals: TrendingUp,
  plans: CreditCard,
  about: Info,
  admin: ShieldCheck,
  account: CircleUserRound,
  support: LifeBuoy,
  summaries: CalendarRange,
  analytics: BarChart3,
  portfolio: LineChart,
  insights: Lightbulb,
  subscribe: CreditCard,
  "sign-up": UserPlus,
};
