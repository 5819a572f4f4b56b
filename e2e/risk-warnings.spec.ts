import type { Locator, Page, TestInfo } from "@playwright/test";
import { HYPOTHETICAL_PERFORMANCE_WARNING } from "../src/shared/risk-warning-texts";
import { TRACK_RECORD_EMBED } from "../src/shared/track-record";
import { choose, signInAsAdmin } from "./support/admin";
import { setSubscription } from "./support/database";
import { expect, expectAccessible, registerThroughApi, snapshot, test } from "./support/fixtures";
import { signInAdmin, uniqueTag } from "./support/positions";

/*
 * docs/product.md#risk-warnings: the warning is prominent wherever a signal or result is shown, in the HTML the
 * server sends; the hypothetical-results disclosure stands beside simulated figures; the admin sees both forms and
 * where each appears. No journey here saves a new warning: journeys run side by side on one server, and the
 * warning is everyone's (the server's tests change it).
 */

test.describe.configure({ timeout: 120_000 });

/** The one-line warning in the band under the header, kept in view at the end of the page. */
async function expectBandInView(page: Page) {
  const band = page.getByRole("banner").getByRole("note", { name: "Risk warning" });
  await expect(band).toContainText(/^Risk warning: .+/);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(band).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A picture of one part of the page beside the full page's, to look at it as it is drawn. */
async function regionShot(testInfo: TestInfo, name: string, region: Locator) {
  if (process.env.E2E_SCREENSHOTS === "off") return;
  await region.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`) });
}

test("a visitor reads the risk warning at the top of the public pages, beside the prices and above the record", async ({
  page,
  request,
}, testInfo) => {
  // In the HTML as sent, before any script: the server filled the placeholders.
  const html = await (await request.get("/plans")).text();
  expect(html).not.toContain("%site:");
  expect(html).toMatch(/<meta name="risk-warning-short" content="[^"]+"/);
  const short = html.match(/<meta name="risk-warning-short" content="([^"]+)"/)?.[1] ?? "";
  expect(html).toContain(short);

  await page.goto("/plans");
  await expectBandInView(page);
  const beside = page.getByRole("main").getByRole("note", { name: "Risk warning" });
  await expect(beside).toContainText("Past performance");
  await expect(page.getByRole("contentinfo")).toContainText("Risk Disclaimer: ");
  await expectAccessible(page);
  await snapshot(page, testInfo, "risk-plans");

  await page.goto("/track-record");
  await expectBandInView(page);
  await expect(page.getByRole("main").getByRole("note", { name: "Risk warning" })).toBeVisible();
  await expect(page.getByRole("note", { name: "Hypothetical results" })).toContainText(
    HYPOTHETICAL_PERFORMANCE_WARNING,
  );
  await expectAccessible(page);
  await snapshot(page, testInfo, "risk-track-record");

  await page.goto(TRACK_RECORD_EMBED.widgetPath);
  await expect(page.getByRole("note")).toContainText("Risk warning:");
  await snapshot(page, testInfo, "risk-widget");

  // The badge, drawn as another site shows it: its last line is the warning.
  await page.setContent(`<img alt="Track record badge" src="${TRACK_RECORD_EMBED.badgePath}">`);
  await expect(page.getByRole("img", { name: "Track record badge" })).toBeVisible();
  await snapshot(page, testInfo, "risk-badge");
});

test("a member sees the warning's line on every signal card and the hypothetical note by the size calculator", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.skip(test.info().project.name !== "mobile", "the same line on each card at every width");
  const asset = `EUR/USD ${uniqueTag()}`;
  const admin = await signInAdmin(playwright, baseURL);
  await admin.createPosition({
    asset,
    assetClass: "forex",
    direction: "long",
    entryPrice: 1.0724,
    targetPrice: 1.0974,
    stopLoss: 1.0624,
    riskLevel: "moderate",
    commentary: "Buyers defended the weekly pivot.",
    status: "active",
  });
  await admin.dispose();
  const member = await registerThroughApi(page);
  setSubscription(member.email, "premium", new Date("2030-01-15T12:00:00Z"));
  await page.goto("/dashboard");

  const card = page.getByRole("article", { name: asset });
  await expect(card.getByRole("note", { name: "Risk warning" })).toContainText(/^Risk warning: .+/);
  await card.scrollIntoViewIfNeeded();
  await snapshot(page, testInfo, "risk-dashboard");
  await regionShot(testInfo, "risk-signal-card", card);

  await card.getByRole("button", { name: "Details" }).click();
  const calculator = page.getByRole("region", { name: "Position size" });
  await expect(calculator.getByRole("note", { name: "Hypothetical results" })).toBeVisible();
});

test("the admin sees the warning's wording and where each form appears, and cannot save an empty custom line", async ({
  page,
}, testInfo) => {
  test.skip(test.info().project.name !== "desktop", "the same admin card at every width; checked where admins work");
  await signInAsAdmin(page);
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PATCH") saves.push(request.url());
  });
  await page.goto("/admin?tab=settings");

  const card = page.getByRole("region", { name: "Risk warning" });
  await expect(card.getByRole("combobox", { name: "Wording" })).toBeVisible();
  await expect(card.getByRole("region", { name: "Where the one line appears" })).toContainText(
    "Each Telegram and Discord room post",
  );
  await expect(card.getByRole("region", { name: "Where the full warning appears" })).toContainText("Each signal email");
  await regionShot(testInfo, "risk-admin-preset", card);

  await choose(page, "Wording", "Custom text");
  const line = card.getByLabel("One line", { exact: true });
  // Custom starts from the preset that was chosen, to edit rather than to write from nothing.
  await expect(card.getByLabel("Full warning", { exact: true })).not.toHaveValue("");
  await line.fill("   ");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(line).toHaveAccessibleDescription("Write the one-line risk warning");
  await expect(line).toBeFocused();
  expect(saves).toEqual([]);
  await expectAccessible(page);
  await regionShot(testInfo, "risk-admin-custom", card);
});
