import { crc32, deflateSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { expect as baseExpect, expectAccessible, newMember, snapshot, test } from "./support/fixtures";
import { isPhone, signInAsAdmin } from "./support/admin";
import { setSubscription } from "./support/database";
import { uniqueTag } from "./support/positions";

/** Three browsers at once: each step may wait longer than alone, a toast's 5 s excepted. */
const expect = baseExpect.configure({ timeout: 60_000 });

const IN_30_DAYS = () => new Date(Date.now() + 30 * 86_400_000);

/** A PNG chart the admin uploads: a rising line on a dark grid, 480 × 240. */
const CHART = chartPng(480, 240);

function chartPng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const line = Math.abs(y - (height - 30 - (x * (height - 60)) / width - 12 * Math.sin(x / 25))) < 2;
      const grid = x % 60 === 0 || y % 40 === 0;
      const [r, g, b] = line ? [16, 185, 129] : grid ? [40, 48, 66] : [15, 23, 42];
      rows.set([r, g, b], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A member of that plan in their own browser, at the page's width, on the dashboard with the live channel open. */
async function memberOnDashboard(browser: Browser, page: Page, baseURL: string | undefined, plan: "trial" | "premium") {
  const member = newMember();
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const memberPage = await context.newPage();
  // What the member's live channel hears, to tell what reached it beside what the page shows.
  const frames: string[] = [];
  memberPage.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => void frames.push(String(payload))),
  );
  const response = await memberPage.request.post("/api/auth/register", { data: member });
  expect(response.status(), await response.text()).toBe(201);
  setSubscription(member.email, plan, IN_30_DAYS());
  await memberPage.goto("/dashboard");
  await expect(memberPage.getByRole("heading", { name: /Welcome back/ })).toBeVisible();
  await expect(memberPage.locator("main").getByText("Live", { exact: true })).toBeVisible();
  return { page: memberPage, frames, close: () => context.close() };
}

// Three browsers and an admin panel: the journey is long on a busy machine.
test.beforeEach(() => test.setTimeout(600_000));

test("the admin publishes an insight; a Pro member reads it, a Trial member sees its title and the way to Pro", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== "mobile",
    "members read insights on their phones; the admin's side on a phone is in admin-mobile",
  );
  const tag = uniqueTag();
  const title = `Gold ${tag} before the Fed`;
  const pro = await memberOnDashboard(browser, page, baseURL, "premium");
  const trial = await memberOnDashboard(browser, page, baseURL, "trial");
  try {
    // The admin writes it, on a phone or a desktop as the width says.
    await signInAsAdmin(page);
    await page.goto("/admin?tab=insights");
    await expect(page.getByRole("tab", { name: "Insights", exact: true })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("button", { name: "New insight" }).click();
    await page.getByRole("button", { name: "Publish insight" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Instrument (optional)").fill("XAU/USD");
    await page
      .getByLabel("Text")
      .fill(
        `Gold holds **above 2,300** while yields ease.\n\n- Support at 2,280\n- Resistance at 2,420\n\nA *weekly* close above 2,420 opens [the next leg](https://example.com/gold).`,
      );
    await page.locator("#insight-image").setInputFiles({ name: "chart.png", mimeType: "image/png", buffer: CHART });
    await expect(page.getByRole("img", { name: "Chart to publish" })).toBeVisible();
    await snapshot(page, testInfo, "insights-admin-editor");
    await page.getByRole("button", { name: "Publish insight" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Insight published" })).toBeVisible();
    // The Pro member online hears of it live, by its title (their toast lasts 5 s: its text is the event's message).
    await expect
      .poll(() => pro.frames.some((frame) => frame.includes('"insight_published"') && frame.includes(title)))
      .toBe(true);
    const listed = page.getByRole("listitem").filter({ hasText: title });
    await expect(listed).toBeVisible();
    await expect(listed).toContainText("XAU/USD");
    await expectAccessible(page);
    await snapshot(page, testInfo, "insights-admin-list");

    // The Pro member finds it on the dashboard without reloading (the live event refreshed it) and reads it whole.
    const proSection = pro.page.getByRole("region", { name: "Market insights" });
    await expect(proSection.getByRole("link", { name: title })).toBeVisible();
    await expect(proSection).toContainText("Gold holds above 2,300 while yields ease.");
    await expect(proSection.getByRole("link", { name: "Upgrade to Pro" })).toHaveCount(0);
    await proSection.scrollIntoViewIfNeeded();
    await snapshot(pro.page, testInfo, "insights-pro-dashboard");
    await proSection.getByRole("link", { name: title }).click();
    await expect(pro.page).toHaveURL(/\/insights\/[\w-]+$/);
    const article = pro.page.getByRole("article");
    await expect(article.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(article.locator("strong", { hasText: "above 2,300" })).toBeVisible();
    await expect(article.getByRole("listitem")).toHaveText(["Support at 2,280", "Resistance at 2,420"]);
    await expect(article.getByRole("link", { name: "the next leg" })).toHaveAttribute(
      "href",
      "https://example.com/gold",
    );
    const chart = article.getByRole("img", { name: `Chart for ${title}` });
    await expect(chart).toBeVisible();
    expect(await chart.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    await expectAccessible(pro.page);
    await snapshot(pro.page, testInfo, "insights-pro-article");

    // The Trial member heard nothing of it, sees its title with the way to Pro, and never its text.
    await expect(trial.page.locator("[data-sonner-toast]").filter({ hasText: title })).toHaveCount(0);
    // Once to the Pro member (other journeys publish too); never any insight event to the Trial member.
    const announced = (frame: string) => frame.includes('"insight_published"');
    expect(pro.frames.filter((frame) => announced(frame) && frame.includes(title))).toHaveLength(1);
    expect(trial.frames.filter(announced)).toEqual([]);
    await trial.page.reload();
    const trialSection = trial.page.getByRole("region", { name: "Market insights" });
    await expect(trialSection.getByRole("link", { name: title })).toBeVisible();
    await expect(trialSection).not.toContainText("Gold holds");
    await expect(trialSection.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/plans");
    await trialSection.scrollIntoViewIfNeeded();
    await snapshot(trial.page, testInfo, "insights-trial-dashboard");
    await trialSection.getByRole("link", { name: title }).click();
    await expect(trial.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(trial.page.getByRole("article")).toContainText("XAU/USD");
    await expect(trial.page.getByText("Gold holds")).toHaveCount(0);
    await expect(trial.page.getByRole("img", { name: /Chart for/ })).toHaveCount(0);
    await expect(trial.page.getByRole("link", { name: "Upgrade to Pro" })).toBeVisible();
    await expectAccessible(trial.page);
    await snapshot(trial.page, testInfo, "insights-trial-article");

    // The whole list is in the member's menu, as Support is.
    const menuToggle = trial.page.getByRole("button", { name: "Open menu" });
    if (isPhone(trial.page)) {
      await menuToggle.click();
      await trial.page.getByRole("dialog").getByRole("link", { name: "Market Insights" }).click();
    } else {
      await trial.page.getByRole("button", { name: /^Account menu for/ }).click();
      await trial.page.getByRole("menuitem", { name: "Market Insights" }).click();
    }
    await expect(trial.page.getByRole("heading", { level: 1, name: "Market insights" })).toBeVisible();
    await expect(trial.page.getByRole("link", { name: title })).toBeVisible();
  } finally {
    await pro.close();
    await trial.close();
  }
});
