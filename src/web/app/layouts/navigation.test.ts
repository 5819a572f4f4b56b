import { describe, expect, it } from "vitest";
import {
  avatarMenuLinks,
  bottomBarItems,
  headerLinks,
  homePath,
  isBottomBarHidden,
  mobileMenuLinks,
} from "@/app/layouts/navigation";
import { initials } from "@shared/user-names";

const member = { role: "user" } as const;
const admin = { role: "admin" } as const;
const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe("header links", () => {
  it("send Home to the landing page when signed out and to the dashboard when signed in", () => {
    expect(homePath(null)).toBe("/");
    expect(homePath(member)).toBe("/dashboard");
    expect(headerLinks(null)).toEqual([
      { label: "site:nav.home", to: "/" },
      { label: "site:nav.plans", to: "/plans" },
      { label: "site:nav.about", to: "/about" },
    ]);
  });

  it("add Dashboard once signed in", () => {
    expect(labels(headerLinks(member))).toEqual([
      "site:nav.home",
      "app:nav.dashboard",
      "site:nav.plans",
      "site:nav.about",
    ]);
    expect(headerLinks(member)[0]).toEqual({ label: "site:nav.home", to: "/dashboard" });
  });
});

describe("avatar menu", () => {
  it("offers Pro's pages and Account Settings to everyone signed in, Support to members and the Admin Panel to admins only", () => {
    expect(avatarMenuLinks(member)).toEqual([
      { label: "app:nav.dashboard", to: "/dashboard", icon: "dashboard" },
      { label: "app:nav.analytics", to: "/analytics", icon: "analytics" },
      { label: "app:nav.portfolio", to: "/portfolio", icon: "portfolio" },
      { label: "app:nav.marketInsights", to: "/insights", icon: "insights" },
      { label: "app:nav.weeklySummaries", to: "/weekly-summaries", icon: "summaries" },
      { label: "app:nav.subscription", to: "/plans", icon: "plans" },
      { label: "app:nav.accountSettings", to: "/account", icon: "account" },
      { label: "app:nav.support", to: "/support", icon: "support" },
    ]);
    // An admin reads the analytics and the insights; the portfolio and the weekly summaries are a member's.
    expect(labels(avatarMenuLinks(admin))).toEqual([
      "app:nav.dashboard",
      "app:nav.analytics",
      "app:nav.marketInsights",
      "app:nav.subscription",
      "app:nav.accountSettings",
      "app:nav.adminPanel",
    ]);
  });
});

describe("mobile menu", () => {
  it("shows Home and the public pages when signed out", () => {
    expect(labels(mobileMenuLinks(null))).toEqual([
      "site:nav.home",
      "site:nav.tradingSignals",
      "site:nav.plansAndPricing",
      "site:nav.about",
    ]);
  });

  it("shows Dashboard, Pro's pages, Account Settings and Support to members, and the Admin Panel to admins", () => {
    expect(mobileMenuLinks(member).map(({ label, to }) => [label, to])).toEqual([
      ["app:nav.dashboard", "/dashboard"],
      ["site:nav.tradingSignals", "/dashboard"],
      ["app:nav.analytics", "/analytics"],
      ["app:nav.portfolio", "/portfolio"],
      ["app:nav.marketInsights", "/insights"],
      ["app:nav.weeklySummaries", "/weekly-summaries"],
      ["site:nav.plansAndPricing", "/plans"],
      ["site:nav.about", "/about"],
      ["app:nav.accountSettings", "/account"],
      ["app:nav.support", "/support"],
    ]);
    expect(labels(mobileMenuLinks(admin))).toEqual([
      "app:nav.dashboard",
      "site:nav.tradingSignals",
      "app:nav.analytics",
      "app:nav.marketInsights",
      "site:nav.plansAndPricing",
      "site:nav.about",
      "app:nav.adminPanel",
      "app:nav.accountSettings",
    ]);
  });
});

describe("bottom bar", () => {
  it("is hidden on sign-in, registration and admin screens only", () => {
    for (const path of ["/login", "/register", "/admin", "/admin/users"]) expect(isBottomBarHidden(path)).toBe(true);
    for (const path of ["/", "/dashboard", "/plans", "/registered", "/administration"]) {
      expect(isBottomBarHidden(path)).toBe(false);
    }
  });

  it("ends with Sign Up, Account or Admin depending on who is looking", () => {
    expect(bottomBarItems(null, "/").map((item) => [item.label, item.to])).toEqual([
      ["site:nav.home", "/"],
      ["site:nav.signals", "/dashboard"],
      ["site:nav.subscribe", "/subscribe"],
      ["site:nav.signUp", "/register"],
    ]);
    expect(bottomBarItems(member, "/").at(-1)).toMatchObject({ label: "app:nav.account", to: "/account" });
    expect(bottomBarItems(member, "/about")[0]).toMatchObject({ label: "site:nav.home", to: "/dashboard" });
    expect(bottomBarItems(admin, "/").at(-1)).toMatchObject({ label: "app:nav.admin", to: "/admin" });
  });

  it("says My Plan instead of Subscribe to a member with nothing to buy, and Subscribe to the others", () => {
    const now = new Date("2026-11-21T12:00:00.000Z");
    const third = (viewer: Parameters<typeof bottomBarItems>[0]) => bottomBarItems(viewer, "/", now)[2];
    const myPlan = { label: "app:nav.myPlan", to: "/plans", icon: "plans" };
    const subscribe = { label: "site:nav.subscribe", to: "/subscribe", icon: "subscribe" };
    const as = (
      subscriptionStatus: "inactive" | "trial" | "standard" | "premium",
      subscriptionExpiry: string | null,
    ) => ({
      ...member,
      subscriptionStatus,
      subscriptionExpiry,
    });
    expect(third(as("premium", "2026-12-21T12:00:00.000Z"))).toEqual(myPlan);
    expect(third(as("standard", null))).toEqual(myPlan);
    expect(third(as("premium", "2026-11-20T12:00:00.000Z"))).toEqual(subscribe);
    expect(third(as("trial", "2026-12-01T00:00:00.000Z"))).toEqual(subscribe);
    expect(third(as("inactive", null))).toEqual(subscribe);
    expect(third(member)).toEqual(subscribe);
    expect(third(null)).toEqual(subscribe);
  });

  it("puts a dot on Signals for signed-in visitors away from the dashboard", () => {
    const signalsDot = (viewer: Parameters<typeof bottomBarItems>[0], path: string) =>
      bottomBarItems(viewer, path).find((item) => item.icon === "signals")?.dot;
    expect(signalsDot(member, "/about")).toBe(true);
    expect(signalsDot(member, "/dashboard")).toBe(false);
    expect(signalsDot(null, "/about")).toBe(false);
  });
});

describe("initials", () => {
  it("takes the first letter of each name", () => {
    expect(initials({ firstName: "maria", lastName: "Lopez" })).toBe("ML");
    expect(initials({ firstName: " Ann ", lastName: "" })).toBe("A");
    expect(initials({ firstName: "", lastName: "" })).toBe("?");
  });
});
