import type { Page } from "@playwright/test";
import { Secret } from "otpauth";
import { totpCode } from "../../src/server/features/auth/second-factor.service";
import { makeAdmin, sessionTokenFor } from "./database";
import { ADMIN, E2E_BASE_URL, expect, registerThroughApi, type Member } from "./fixtures";
import type { signInAdmin } from "./positions";

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** Signs the page's context in as the admin with a session of its own (database.ts says why not by the API). */
export async function signInAsAdmin(page: Page) {
  await page.context().addCookies([{ name: "session", value: sessionTokenFor(ADMIN.email), url: E2E_BASE_URL }]);
}

/** Picks an option of a labelled select (a Radix listbox) as a person does: open it, click the option. */
export async function choose(page: Page, label: string, option: string) {
  // By role, so a panel kept hidden after a resize (the other width's) is not matched too.
  const select = page.getByRole("combobox", { name: label, exact: true });
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(select).toHaveText(option);
}

/** yyyy-mm-dd of today plus `days`, in UTC as the server reads expiry dates. */
export function dateOnlyFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** An active, a closed and a draft position, so the panels have something to show. */
export async function seedPositions(admin: Awaited<ReturnType<typeof signInAdmin>>, tag: string) {
  const active = {
    asset: `EUR${tag}`,
    assetClass: "forex",
    direction: "long",
    entryPrice: 1.085,
    targetPrice: 1.1,
    stopLoss: 1.078,
    riskLevel: "high",
    commentary: "Breakout above the weekly range; stop under the retest.",
    status: "active",
  } as const;
  await admin.createPosition(active);
  const gold = await admin.createPosition({
    ...active,
    asset: `XAU${tag}`,
    assetClass: "commodities",
    status: "active",
  });
  await admin.updatePosition(gold.id, {
    ...active,
    asset: `XAU${tag}`,
    assetClass: "commodities",
    status: "closed",
    exitPrice: 1.095,
  });
  await admin.createPosition({ ...active, asset: `DRAFT${tag}`, status: "planning" });
}

export interface AdminWithApp extends Member {
  /** The authenticator app's key. */
  secret: string;
  /** The code the app shows now. */
  code(): string;
}

/**
 * A new administrator whose authenticator app is set up, signed out, to sign in through the screen: each journey
 * has its own, since an app's code signs in once.
 */
export async function newAdminWithApp(page: Page): Promise<AdminWithApp> {
  const member = await registerThroughApi(page);
  const secret = new Secret({ size: 20 }).base32;
  makeAdmin(member.email, secret);
  await page.context().clearCookies();
  return { ...member, secret, code: () => totpCode(secret, new Date()) };
}

/** A new administrator (newAdminWithApp) signed in through the sign-in screen with the app's code, on /admin. */
export async function signInNewAdminThroughScreen(page: Page): Promise<AdminWithApp> {
  const admin = await newAdminWithApp(page);
  await page.goto("/login");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByLabel("Authentication code").fill(admin.code());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return admin;
}
