import type { Page } from "@playwright/test";
import { ADMIN, expect } from "./fixtures";

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** Signs the page's context in as the admin through the API (the sign-in screen has its own journeys). */
export async function signInAsAdmin(page: Page) {
  const response = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
}

/** Picks an option of a labelled select (a Radix listbox) as a person does: open it, click the option. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByLabel(label, { exact: true })).toHaveText(option);
}

/** yyyy-mm-dd of today plus `days`, in UTC as the server reads expiry dates. */
export function dateOnlyFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
