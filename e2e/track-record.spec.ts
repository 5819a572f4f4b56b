import { expect, expectAccessible, snapshot, test } from "./support/fixtures";
import { isPhone, signInAsAdmin } from "./support/admin";
import { signInAdmin, uniqueTag } from "./support/positions";

test("a visitor opens the track record from the landing page and sees the figures, closed trades and the published head", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const tag = uniqueTag();
  const admin = await signInAdmin(playwright, baseURL);
  const won = await admin.createPosition({
    asset: `EUR/USD ${tag}`,
    assetClass: "forex",
    direction: "long",
    entryPrice: 1.1,
    stopLoss: 1.09,
    status: "active",
  });
  await admin.reportEvent(won.id, { type: "closed", price: 1.12, reason: "manual" });
  await admin.createPosition({
    asset: `OPEN ${tag}`,
    assetClass: "forex",
    direction: "long",
    entryPrice: 1.1,
    status: "active",
  });
  const { head } = await admin.publishHead();
  await admin.dispose();

  await page.goto("/");
  // The landing page reads the record as the end of its pricing nears the screen (on a phone, well below the cards).
  const pricing = page.getByRole("region", { name: "Simple plans, no surprises" });
  await pricing.getByRole("link", { name: "Compare plans" }).scrollIntoViewIfNeeded();
  const link = page.getByRole("link", { name: "See the full, verifiable track record" });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Every signal, on the record" })).toBeVisible();
  await expect(page.getByRole("term").getByText("Win rate", { exact: true })).toBeVisible();
  await expect(page.getByText(`EUR/USD ${tag} LONG`).first()).toBeVisible();
  await expect(page.getByText(`OPEN ${tag}`)).toHaveCount(0);
  // Other journeys publish meanwhile: the latest head is this one or a later one.
  const published = page.getByText(/^Published head, .+: event \d+, [0-9a-f]{64}$/);
  await expect(published).toBeVisible();
  const shown = Number((await published.textContent())?.match(/event (\d+)/)?.[1]);
  expect(shown).toBeGreaterThanOrEqual(head?.sequence ?? Infinity);
  // Witnessed by the journeys' own time-stamp authority (OpenSSL's), which the page names with its time.
  await expect(page.getByText(/^Witnessed by Local Test TSA at .+, an independent time-stamp authority/)).toBeVisible();
  // Every signal published is numbered, the open one among those not listed yet.
  await expect(page.getByText(/signals? published, numbered #1 to #\d+ with none missing/)).toBeVisible();
  await expect(page.getByText(/ not finished yet\.$/)).toBeVisible();
  await expect(page.getByRole("term").getByText("Open risk now", { exact: true })).toBeVisible();
  // Every column is named, and the equity curve has its scale: 0 among its values, its first and last close.
  for (const column of ["Month (UTC)", "Result", "Class", "Win rate", "Expectancy (R)"]) {
    await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
  const curve = page
    .getByRole("figure")
    .filter({ has: page.getByRole("img", { name: /^Equity curve: \d+ trades? from/ }) });
  await expect(curve.getByText("0.00%", { exact: true })).toBeVisible();
  await expect(curve.getByText(/^\d+ trades?, by close$/)).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: `EUR/USD ${tag} LONG` });
  await expect(row).toContainText("Exit 1.12000");
  await expect(row).toContainText(/^#\d+/);
  await expectAccessible(page);
  await snapshot(page, testInfo, "track-record");
});

test("a visitor reads the track record in Arabic at its Arabic address, its figures, signals and proof included", async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = uniqueTag();
  const admin = await signInAdmin(playwright, baseURL);
  const won = await admin.createPosition({
    asset: `GBP/USD ${tag}`,
    assetClass: "forex",
    direction: "short",
    entryPrice: 1.3,
    stopLoss: 1.31,
    status: "active",
  });
  await admin.reportEvent(won.id, { type: "closed", price: 1.28, reason: "manual" });
  await admin.dispose();

  await page.goto("/ar/track-record");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "كل إشارة مسجّلة" })).toBeVisible();
  // The figures' and the proof's text arrives with the record, in the page's language.
  await expect(page.getByRole("term").getByText("نسبة الربح", { exact: true })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "الشهر (UTC)", exact: true })).toBeVisible();
  await expect(page.getByText(`GBP/USD ${tag} بيع`).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "تنزيل السلسلة" })).toBeVisible();
  await expect(page.getByText("Win rate", { exact: true })).toHaveCount(0);
});

test("another site's page shows the record's widget at phone width, and its badge is an SVG image", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/track-record/widget");
  for (const label of ["Trades", "Win rate", "Expectancy", "Profit factor", "Max drawdown"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  const full = page.getByRole("link", { name: "See the full track record" });
  await expect(full).toHaveAttribute("target", "_blank");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: testInfo.outputPath(`track-record-widget-${testInfo.project.name}.png`) });

  const badge = await page.evaluate(async () => {
    const text = await (await fetch("/api/public/track-record/badge.svg")).text();
    const svg = new DOMParser().parseFromString(text, "image/svg+xml");
    return { errors: svg.getElementsByTagName("parsererror").length, root: svg.documentElement.nodeName, text };
  });
  expect(badge).toMatchObject({ errors: 0, root: "svg" });
  expect(badge.text).toContain(">Win rate<");
});

test("the admin may correct a published plan while the countdown runs, and not after", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.skip(test.info().project.name !== "desktop", "the same admin form at every width; checked where admins work");
  const admin = await signInAdmin(playwright, baseURL);
  const asset = `FIX${uniqueTag()}`;
  const position = await admin.createPosition({
    asset,
    assetClass: "forex",
    direction: "long",
    entryPrice: 1.2,
    stopLoss: 1.19,
    status: "active",
  });
  await admin.dispose();
  await page.clock.install();
  await signInAsAdmin(page);
  await page.goto(`/admin?tab=${isPhone(page) ? "positions" : "manage"}&editor=${position.id}`);
  const entry = page.getByLabel("Entry Price");
  await expect(page.getByText(/^Corrections allowed for [0-5]:\d\d$/)).toBeVisible();
  await expect(entry).not.toHaveAttribute("readonly", "");
  await expect(page.getByLabel("Asset", { exact: true })).toHaveAttribute("readonly", "");

  await page.clock.fastForward("05:01");
  await expect(page.getByText(/^Corrections allowed/)).toHaveCount(0);
  await expect(page.getByText(/The plan is fixed: its correction window has passed/)).toBeVisible();
  await expect(entry).toHaveAttribute("readonly", "");
});

test("an admin publishes the record's head from Settings and finds the embed snippets there", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.skip(
    test.info().project.name !== "desktop",
    "the same admin settings at every width; checked where admins work",
  );
  const admin = await signInAdmin(playwright, baseURL);
  await admin.createPosition({
    asset: `HEAD${uniqueTag()}`,
    assetClass: "forex",
    direction: "long",
    entryPrice: 1.3,
    status: "active",
  });
  await admin.dispose();
  await signInAsAdmin(page);
  await page.goto("/admin?tab=settings");
  await page.getByRole("button", { name: "Publish the record's head now" }).click();
  // Another journey may have published the same growth a moment before.
  await expect(
    page.getByText(/^Head published: event \d+$|^The record has not grown since its last published head$/),
  ).toBeVisible();
  await expect(page.getByLabel("Widget (iframe)")).toHaveValue(/<iframe src="http[^"]+\/track-record\/widget"/);
  await expect(page.getByLabel("Badge (image)")).toHaveValue(
    /<img src="http[^"]+\/api\/public\/track-record\/badge\.svg"/,
  );
});
