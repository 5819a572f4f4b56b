import { expect, test } from "./support/fixtures";
import { signInAdmin, uniqueTag } from "./support/positions";

test("a visitor opens the track record from the landing page and sees the figures and closed trades", async ({
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
  await admin.dispose();

  await page.goto("/");
  const link = page.getByRole("link", { name: "See the full, verifiable track record" });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Every signal, on the record" })).toBeVisible();
  await expect(page.getByText("Win rate")).toBeVisible();
  await expect(page.getByText(`EUR/USD ${tag} LONG`).first()).toBeVisible();
  await expect(page.getByText(`OPEN ${tag}`)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`track-record-${testInfo.project.name}.png`), fullPage: true });
});
