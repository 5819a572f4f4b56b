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
  // A toast leaves after 4 s, and under a loaded CI the steps below can take longer (hovering it came too late and
  // found it gone): the page's clock is held from the click until the toast has been measured, and moved on by hand
  // just enough for the toaster's zero-delay timer to draw it.
  await page.clock.install();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome back, ${member.firstName}` })).toBeVisible();

  // The toaster mounts once the page is idle; a held clock would keep it out.
  await expect(page.getByRole("region", { name: /^Notifications/ })).toBeAttached();
  // The page's clock started from this one's; a margin, since pausing cannot move it back.
  await page.clock.pauseAt(Date.now() + 10_000);
  await page.getByRole("button", { name: "Dismiss push notifications card" }).click();
  await page.clock.runFor(100);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Push notifications stay in Account Settings" });
  await expect(toast).toBeVisible();

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
  await page.clock.resume();
  await snapshot(page, testInfo, "toast");
  await expectAccessible(page);
});
