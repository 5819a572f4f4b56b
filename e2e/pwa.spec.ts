import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { devices, type Page, type TestInfo } from "@playwright/test";
import { pushPayload } from "../src/server/features/push/push-payload";
import { CHROMIUM_ARGS, CHROMIUM_PATH, FULL_BROWSER } from "./support/chromium";
import { expect, expectAccessible, test } from "./support/fixtures";

test.use(FULL_BROWSER);

test.skip(
  ({ isMobile }) => !isMobile,
  "installing and updating the app are the same at every width; phones are where it is installed",
);

const ANDROID_UA = devices["Pixel 7"].userAgent;
const IPHONE_UA = devices["iPhone 14"].userAgent;

/** What Chromium dispatches when it offers installation; prompt() and userChoice are stubs the test reads. */
async function offerInstall(page: Page, outcome: "accepted" | "dismissed" = "dismissed") {
  await page.evaluate((choice) => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      },
      userChoice: Promise.resolve({ outcome: choice, platform: "web" }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

/** The banner floats over the page: what the visitor sees is the viewport, not the whole landing page. */
async function viewportShot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`) });
}

const banner = (page: Page) => page.getByRole("complementary", { name: "Install SignalDesk" });

test("the manifest and service worker are served as installing needs them", async ({ request }) => {
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  const body = (await manifest.json()) as { name: string; display: string; icons: { purpose: string }[] };
  expect(body.name).toBe("SignalDesk");
  expect(body.display).toBe("standalone");
  expect(body.icons.map((icon) => icon.purpose)).toContain("maskable");

  const worker = await request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
});

test("the service worker takes control and Chromium finds the app installable", async ({ playwright, baseURL }) => {
  // Chromium never offers installation in an incognito profile, which every ordinary Playwright context is.
  const profile = mkdtempSync(join(tmpdir(), "signaldesk-pwa-"));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe("/");

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("the precached app shell opens offline and says so", async ({ page, context }) => {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The shell was cached when the worker installed; a page the network served now would carry a later Date.
  await page.waitForTimeout(1_100);
  const wentOffline = Date.now();
  await context.setOffline(true);
  const response = await page.goto("/about");
  expect(response?.fromServiceWorker()).toBe(true);
  expect(Date.parse(response?.headers()["date"] ?? "")).toBeLessThan(wentOffline);
  await expect(page.getByText("You're offline — we'll reconnect when you're back.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Without a network the session cannot be checked: the dashboard says so rather than asking to sign in.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Your signals need a connection" })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("You're offline — we'll reconnect when you're back.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});

test.describe("on an Android phone", () => {
  test.use({ userAgent: ANDROID_UA });

  test("the install banner appears 3 s after the browser offers installation and stays dismissed", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    // When the banner appears, measured in the page: the test's own steps may lag on a busy machine.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if ([...document.querySelectorAll("aside")].some((aside) => aside.textContent?.includes("Install App"))) {
          (window as unknown as { bannerAt: number }).bannerAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
      window.addEventListener("beforeinstallprompt", (event) => {
        (window as unknown as { offeredAt: number }).offeredAt = event.timeStamp;
      });
    });
    await offerInstall(page);
    await expect(banner(page)).toHaveCount(0);
    await expect(banner(page)).toBeVisible({ timeout: 10_000 });
    const { offeredAt, bannerAt } = await page.evaluate(() => {
      const times = window as unknown as { offeredAt: number; bannerAt: number };
      return { offeredAt: times.offeredAt, bannerAt: times.bannerAt };
    });
    expect(bannerAt - offeredAt).toBeGreaterThanOrEqual(2_990);
    expect(bannerAt - offeredAt).toBeLessThan(6_000);
    await expect(banner(page).getByRole("button", { name: "Install App" })).toBeVisible();
    await expect(banner(page).getByRole("button", { name: "Later" })).toBeVisible();
    await viewportShot(page, testInfo, "install-banner");
    await expectAccessible(page);

    await banner(page).getByRole("button", { name: "Dismiss" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("pwa-install-dismissed"))).toBe("true");

    await page.reload();
    await offerInstall(page);
    await page.waitForTimeout(3_500);
    await expect(banner(page)).toHaveCount(0);
  });

  test("Later closes the banner for now only; Install App prompts and then asks for notifications", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Notification.requestPermission = async () => {
        (window as unknown as { askedPermission: boolean }).askedPermission = true;
        return "default";
      };
    });
    await page.goto("/");
    await offerInstall(page);
    await banner(page).getByRole("button", { name: "Later" }).click({ timeout: 10_000 });
    await expect(banner(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("pwa-install-dismissed"))).toBeNull();

    await page.reload();
    await offerInstall(page, "accepted");
    await banner(page).getByRole("button", { name: "Install App" }).click({ timeout: 10_000 });
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { askedPermission?: boolean }).askedPermission))
      .toBe(true);
  });
});

test.describe("on a desktop browser", () => {
  test.use({ userAgent: devices["Desktop Chrome"].userAgent });

  test("no install banner shows, Android only", async ({ page }) => {
    await page.goto("/");
    await offerInstall(page);
    await page.waitForTimeout(3_500);
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe("on an iPhone", () => {
  test.use({ userAgent: IPHONE_UA });

  test("an Add to Home Screen hint shows instead, and stays dismissed", async ({ page }, testInfo) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible({ timeout: 10_000 });
    await expect(banner(page)).toContainText("Add to Home Screen");
    await expect(banner(page).getByRole("button", { name: "Install App" })).toHaveCount(0);
    await viewportShot(page, testInfo, "ios-install-hint");
    await banner(page).getByRole("button", { name: "Dismiss" }).click();
    await page.reload();
    await page.waitForTimeout(3_500);
    await expect(banner(page)).toHaveCount(0);
  });
});

test("a push message becomes the product's browser notification", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["notifications"]);
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const body = "New signal: EUR/USD LONG at 1.0724";
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: new URL(baseURL ?? "").origin,
    registrationId: await registrationId,
    // Titled and labelled in its member's language, as the server words it for them.
    data: pushPayload(
      { title: "SignalDesk: nueva señal de trading", action: "Ver señal" },
      body,
      new Date().toISOString(),
      {
        notificationId: 7,
      },
    ),
  });

  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const notifications = await registration.getNotifications();
      return notifications.map((n) => {
        const extra = n as Notification & { actions?: { title: string }[]; vibrate?: number[] };
        return {
          title: n.title,
          body: n.body,
          tag: n.tag,
          requireInteraction: n.requireInteraction,
          vibrate: [...(extra.vibrate ?? [])],
          actions: (extra.actions ?? []).map((action) => action.title),
          data: n.data as unknown,
        };
      });
    });
  await expect.poll(shown).toEqual([
    {
      title: "SignalDesk: nueva señal de trading",
      body,
      tag: "trading-notification",
      requireInteraction: true,
      vibrate: [200, 100, 200],
      actions: ["Ver señal"],
      data: { url: "/dashboard" },
    },
  ]);
});
