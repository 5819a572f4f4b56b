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
import { FULL_BROWSER } from "./support/chromium";

test.use(FULL_BROWSER);

/** The toast that dismissing the push card shows. */
const DISMISSED_TOAST = "Push notifications stay in Account Settings";

const overlaps = (a: { y: number; height: number }, b: { y: number; height: number }) =>
  a.y < b.y + b.height && b.y < a.y + a.height;

async function expectApart(toast: { y: number; height: number }, other: Locator, what: string) {
  expect(overlaps(toast, await boxOf(other)), `the toast covers ${what}`).toBe(false);
}

test("a toast is drawn in the app's theme and covers neither the header's controls nor the banners under it", async ({
  page,
}, testInfo) => {
  const member = await registerThroughApi(page);
  setSubscription(member.email, "trial", new Date(Date.now() + 3 * 86_400_000));
  await hearNoLiveEvents(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: `Welcome back, ${member.firstName}` })).toBeVisible();

  // A toast leaves after 4 s, and under a loaded CI a step taken from here can come after it has gone: the page
  // itself notes where the toast settles and its colours, and rests the pointer on it, which holds it as it would a
  // reader's, for the screenshot and axe.
  const settled = page.evaluate(
    (text) =>
      new Promise<{
        box: { y: number; height: number };
        background: string;
        text: string;
        popover: string;
        popoverText: string;
      }>((resolve) => {
        const colourOf = (token: string) => {
          const span = document.body.appendChild(document.createElement("span"));
          span.style.color = getComputedStyle(document.documentElement).getPropertyValue(token);
          const colour = getComputedStyle(span).color;
          span.remove();
          return colour;
        };
        const measure = (toast: HTMLElement) => {
          toast.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, relatedTarget: document.body }));
          const { y, height } = toast.getBoundingClientRect();
          const style = getComputedStyle(toast);
          resolve({
            box: { y, height },
            background: style.backgroundColor,
            text: style.color,
            popover: colourOf("--color-popover"),
            popoverText: colourOf("--color-popover-foreground"),
          });
        };
        // It slides in once mounted: settled when that transition is over.
        const settle = (toast: HTMLElement) =>
          requestAnimationFrame(() => {
            if (toast.dataset.mounted === "true" && toast.getAnimations().length === 0) measure(toast);
            else settle(toast);
          });
        const observer = new MutationObserver(() => {
          const toast = [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]")].find((element) =>
            element.textContent?.includes(text),
          );
          if (!toast) return;
          observer.disconnect();
          settle(toast);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }),
    DISMISSED_TOAST,
  );
  await page.getByRole("button", { name: "Dismiss push notifications card" }).click();
  const toast = await settled;

  await expectApart(toast.box, page.getByRole("banner"), "the header");
  await expectApart(toast.box, page.getByRole("region", { name: "Verify your email" }), "the verify-email banner");
  await expectApart(toast.box, page.getByRole("region", { name: "Trial status" }), "the trial banner");
  if (isPhone(page))
    await expectApart(toast.box, page.getByRole("navigation", { name: "Quick links" }), "the bottom bar");
  expect(toast.background).toBe(toast.popover);
  expect(toast.text).toBe(toast.popoverText);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: DISMISSED_TOAST })).toBeVisible();
  await snapshot(page, testInfo, "toast");
  await expectAccessible(page);
});
