import type { Page } from "@playwright/test";
import englishPlans from "../src/shared/i18n/catalogues/en/plans";
import { translate } from "../src/shared/i18n/translate";
import { MONEY_BACK_DAYS, PLANS, formatPlanPrice } from "../src/shared/plans";
import { expect, expectAccessible, gotoInteractive, snapshot, test } from "./support/fixtures";

/** A plan's text as the English page shows it: `@shared/plans` names its texts by their catalogue keys. */
const inEnglish = (key: string) => translate("en", { plans: englishPlans }, key);

const trialPrice = formatPlanPrice(PLANS.trial);

test.describe("landing page", () => {
  test("a visitor reads every section in order", async ({ page }, testInfo) => {
    await page.goto("/");
    await expect(page).toHaveTitle("SignalDesk");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Live trading signals/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /SignalDesk/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /og-image\.png$/);

    const main = page.getByRole("main");
    // Pro members hear of each entry first, then Trial: the promise is every step, not the same moment for all.
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      "Trade alongside a professional, every step of the way",
    );
    await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "See every trade the moment it happens",
      "One membership, every major market",
      "What members say",
      "Simple plans, no surprises",
      "Frequently asked questions",
    ]);

    // How it works: three feature cards and the example position.
    const howItWorks = page.getByRole("region", { name: "See every trade the moment it happens" });
    await expect(howItWorks.getByRole("heading", { level: 3 })).toHaveText([
      "Real-time position sharing",
      "Instant notifications",
      "Performance tracking",
    ]);
    const example = page.getByRole("article", { name: "Example position: EUR/USD long" });
    await expect(example).toContainText("Forex · Example position");
    await expect(example).toContainText("1.0724");
    await expect(example).toContainText("Moderate risk");
    await expect(example).toContainText("Long");
    await expect(page.getByText("Example for illustration only.")).toBeVisible();

    const markets = page.getByRole("region", { name: "One membership, every major market" });
    await expect(markets.getByRole("heading", { level: 3 })).toHaveText([
      "Forex",
      "Commodities",
      "Crypto",
      "Indices",
      "Stocks",
    ]);
    await expect(markets.getByRole("list", { name: "Indices examples" })).toContainText("S&P 500");

    const testimonials = page.getByRole("region", { name: "What members say" });
    await expect(testimonials.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3);
    await expect(testimonials.locator("blockquote")).toHaveCount(3);
    // Written for the page, not said by members: labelled as such, above and on every card.
    await expect(testimonials.getByText(/^Illustrative examples/)).toBeVisible();
    await expect(testimonials.getByText("Illustrative example", { exact: true })).toHaveCount(3);

    const pricing = page.getByRole("region", { name: "Simple plans, no surprises" });
    for (const plan of [PLANS.trial, PLANS.pro]) {
      const card = pricing.getByRole("article", { name: plan.name });
      await expect(card).toContainText(formatPlanPrice(plan));
      await expect(card).toContainText(inEnglish(plan.badge));
      for (const feature of plan.features) await expect(card).toContainText(inEnglish(feature));
    }
    await expect(pricing).toContainText(`${MONEY_BACK_DAYS}-day money-back guarantee`);

    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Risk Disclaimer");
    await expectAccessible(page);
    await snapshot(page, testInfo, "landing");
  });

  test("the FAQ opens one answer at a time and closes it again", async ({ page }, testInfo) => {
    test.skip(test.info().project.name !== "mobile", "the same answers at every width");
    await gotoInteractive(page, "/");
    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    const questions = faq.getByRole("button");
    await expect(questions).toHaveCount(8);
    for (const question of await questions.all()) await expect(question).toHaveAttribute("aria-expanded", "false");

    const trial = faq.getByRole("button", { name: `How does the ${trialPrice} Trial Access work?` });
    const refund = faq.getByRole("button", { name: "Is there a money-back guarantee?" });
    await trial.click();
    await expect(trial).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText("There is no automatic billing")).toBeVisible();
    await snapshot(page, testInfo, "landing-faq-open");

    await refund.click();
    await expect(refund).toHaveAttribute("aria-expanded", "true");
    await expect(trial).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByText("There is no automatic billing")).toBeHidden();
    await expect(faq.getByText(`within ${MONEY_BACK_DAYS} days of your first payment`)).toBeVisible();

    await refund.click();
    await expect(refund).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByRole("button", { expanded: true })).toHaveCount(0);
  });

  test("hero and pricing buttons lead to registration and Learn More to About", async ({ page }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: /Trade alongside a professional/ });
    await expect(hero.getByRole("link", { name: `Try Full Access for ${trialPrice}` })).toHaveAttribute(
      "href",
      "/register",
    );
    const pricing = page.getByRole("region", { name: "Simple plans, no surprises" });
    await expect(pricing.getByRole("link", { name: `Try Full Access for ${trialPrice}` })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(pricing.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/register");
    await expect(pricing.getByRole("link", { name: "Compare plans" })).toHaveAttribute("href", "/plans");

    await hero.getByRole("link", { name: `Try Full Access for ${trialPrice}` }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole("button", { name: "Create Account & Continue to Payment" })).toBeVisible();

    await page.goto("/");
    await pricing.getByRole("link", { name: "Upgrade to Pro" }).click();
    await expect(page).toHaveURL(/\/register$/);

    await page.goto("/");
    await hero.getByRole("link", { name: /^Learn More/ }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "Trading in the open" })).toBeVisible();
  });

  test("the footer links to the site pages, support and sharing", async ({ page }) => {
    test.skip(test.info().project.name !== "mobile", "the same links at every width");
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const site = footer.getByRole("navigation", { name: "Site" });
    for (const [name, href] of [
      ["Plans", "/plans"],
      ["About", "/about"],
      ["Terms of Service", "/terms"],
      ["Privacy Policy", "/privacy"],
    ] as const) {
      await expect(site.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: "support@localhost" })).toHaveAttribute(
      "href",
      "mailto:support@localhost",
    );
    for (const [name, host] of [
      ["Twitter", "https://twitter.com/intent/tweet?"],
      ["LinkedIn", "https://www.linkedin.com/sharing/share-offsite/?"],
      ["Telegram", "https://t.me/share/url?"],
    ] as const) {
      const link = footer.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute("href", new RegExp(`^${host.replaceAll("?", "\\?").replaceAll(".", "\\.")}`));
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(footer.getByText("Risk Disclaimer")).toBeVisible();
    await expect(footer.getByRole("link", { name: "Risk Disclaimer" })).toHaveCount(0);

    for (const [name, heading] of [
      ["Terms of Service", "Terms of Service"],
      ["Privacy Policy", "Privacy Policy"],
      ["About", "Trading in the open"],
    ] as const) {
      await page.goto("/");
      await site.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
    await page.goto("/");
    await site.getByRole("link", { name: "Plans" }).click();
    await expectPlansForVisitor(page);
  });

  test("a visitor who follows Compare plans reads the plan choice and is asked to sign in first", async ({ page }) => {
    test.skip(test.info().project.name !== "mobile", "the same way to the plans at every width");
    await page.goto("/");
    const pricing = page.getByRole("region", { name: "Simple plans, no surprises" });
    await pricing.getByRole("link", { name: "Compare plans" }).click();
    await expectPlansForVisitor(page);
    // Buying, the refusal texts and the premium redirect: e2e/subscribe.spec.ts.
    // A visitor has no dashboard to go back to.
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    for (const plan of [PLANS.trial, PLANS.pro]) {
      const card = page.getByRole("region", { name: plan.name });
      // The featured card says its badge once, on the ribbon ("Most Popular").
      await expect(card).toContainText(new RegExp(inEnglish(plan.badge), "i"));
      for (const feature of plan.features) await expect(card).toContainText(inEnglish(feature));
      await expect(card).toContainText(inEnglish(plan.note));
      await expect(card.getByRole("button", { name: `Get ${plan.name} - ${formatPlanPrice(plan)}` })).toBeEnabled();
    }
    await expect(page.getByText("Most Popular", { exact: true })).toBeVisible();

    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.goBack();
    await main.getByRole("link", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  });
});

/** Plans page as a visitor sees it: the plan choice, titled, with the 'Login Required' card. */
async function expectPlansForVisitor(page: Page) {
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page).toHaveTitle("Plans · SignalDesk");
  await expect(page.getByRole("heading", { level: 1, name: "Choose your plan" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
}
