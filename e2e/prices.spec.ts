import { setSubscription } from "./support/database";
import { expect, registerThroughApi, test } from "./support/fixtures";
import { signInAdmin, uniqueTag } from "./support/positions";

test.skip(({ isMobile }) => !isMobile, "how a price is written does not depend on the width");

// docs/product.md#prices: each instrument's own precision, trailing zeros kept, on a phone as on a desktop.
test("a member reads each price with its instrument's precision, and no current price as —", async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = uniqueTag();
  const admin = await signInAdmin(playwright, baseURL);
  const common = { direction: "long", status: "active" } as const;
  await admin.createPosition({ ...common, asset: `EUR/USD ${tag}`, assetClass: "forex", entryPrice: 1.085 });
  await admin.createPosition({ ...common, asset: `USD/JPY ${tag}`, assetClass: "forex", entryPrice: 151.25 });
  await admin.createPosition({ ...common, asset: `XAG/USD ${tag}`, assetClass: "commodities", entryPrice: 28.4 });
  await admin.createPosition({
    ...common,
    asset: `PEPE/USD ${tag}`,
    assetClass: "crypto",
    entryPrice: 0.00001234,
    currentPrice: 0.0000125,
  });
  await admin.dispose();

  const member = await registerThroughApi(page);
  setSubscription(member.email, "premium", new Date("2030-01-15T12:00:00Z"));
  await page.goto("/dashboard");

  const entryOf = (asset: string) =>
    page
      .getByRole("article", { name: `${asset} ${tag}` })
      .getByRole("definition")
      .first();
  await expect(entryOf("EUR/USD")).toHaveText("1.08500");
  await expect(entryOf("USD/JPY")).toHaveText("151.250");
  await expect(entryOf("XAG/USD")).toHaveText("28.400");
  await expect(entryOf("PEPE/USD")).toHaveText("0.00001234");

  const eurusd = page.getByRole("article", { name: `EUR/USD ${tag}` });
  await expect(eurusd.getByRole("definition").nth(1)).toHaveText("—");
  const pepe = page.getByRole("article", { name: `PEPE/USD ${tag}` });
  await expect(pepe.getByRole("definition").nth(1)).toHaveText("0.00001250");
  await page.screenshot({ path: test.info().outputPath("prices.png"), fullPage: false });
});
