import type { Locator } from "@playwright/test";
import { isPhone } from "./support/admin";
import { setSubscription } from "./support/database";
import {
  boxOf,
  expect,
  expectAccessible,
  hearNoLiveEvents,
  registerThroughApi,
  snapshot,
  test,
} from "./support/fixtures";

const overlaps = (a: { y: number; height: number }, b: { y: number; height: number }) =>
  a.y < b.y + b.height && b.y < a.y + a.height;

async function expectApart(toast: Locator, other: Locator, what: string) {
  expect(overlaps(await boxOf(toast), await boxOf(other)), `the toast covers ${what}`).toBe(false);
}

test("a toast is drawn in the app's theme and covers neither the header's controls nor the banners under it", async ({
  page,
}, testInfo) => {
  const member = await registerThroughApi(page);
  setSubscription(member.email, "trial", new Date(Date.now() + 3 * 86_400_000));
  await hearNoLiveEvents(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome back, ${member.firstName}` })).toBeVisible();

  await page.getByRole("button", { name: "Dismiss push notifications card" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Push notifications stay in Account Settings" });
  await expect(toast).toBeVisible();
  // Hovering holds a toast while it is measured.
  await toast.hover();

  await expectApart(toast, page.getByRole("banner"), "the header");
  await expectApart(toast, page.getByRole("region", { name: "Verify your email" }), "the verify-email banner");
  await expectApart(toast, page.getByRole("region", { name: "Trial status" }), "the trial banner");
  if (isPhone(page)) await expectApart(toast, page.getByRole("navigation", { name: "Quick links" }), "the bottom bar");

  const colours = await toast.evaluate((element) => {
    const root = getComputedStyle(document.documentElement);
    const probe = (token: string) => {
      const span = document.body.appendChild(document.createElement("span"));
      span.style.color = root.getPropertyValue(token);
      const colour = getComputedStyle(span).color;
      span.remove();
      return colour;
    };
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      text: style.color,
      popover: probe("--color-popover"),
      popoverText: probe("--color-popover-foreground"),
    };
  });
  expect(colours.background).toBe(colours.popover);
  expect(colours.text).toBe(colours.popoverText);
  await snapshot(page, testInfo, "toast");
  await expectAccessible(page);
});
