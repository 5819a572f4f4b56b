import { beforeEach, describe, expect, it } from "vitest";
import { cookieFor } from "../../../../test/support/members.js";
import { useFakePushService } from "../../../../test/support/fake-push-service.js";
import { callApi, createPositionAs } from "../../../../test/support/positions.js";
import { DEFAULT_SHORT_WARNING, personWithDevices, pushMessage, PUSH_TEST_ENV } from "../../../../test/support/push.js";
import { TEST_NOW, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import spanishPages from "../../../shared/i18n/catalogues/es/pages.js";
import { PAGE_PATHS } from "../../../shared/pages.js";
import type { Portfolio, PortfolioActivity } from "../../../shared/portfolio-api.js";
import { sayPortfolioUpdate } from "../../../shared/portfolio-update-words.js";
import { serverTranslator } from "../../lib/i18n.js";
import { updateAdminSettings } from "../settings/settings.service.js";

/** EUR/USD long at 1.08, stop 1.07, TP1 1.09 closing half, TP2 1.10 the rest. */
const SIGNAL = {
  asset: "EUR/USD",
  assetClass: "forex" as const,
  direction: "long" as const,
  entryPrice: 1.08,
  stopLoss: 1.07,
  targets: [
    { price: 1.09, share: 50 },
    { price: 1.1, share: 50 },
  ],
};

/** Half of 0.5 lots closed 100 pips up, in each member's language. */
const SPANISH_UPDATE = "EUR/USD: TP1 alcanzado. +250,00\u00a0US$ en la parte cerrada de tu operación (0,25 lotes)";
const ENGLISH_UPDATE = "EUR/USD TP1 hit: +$250.00 on your 0.25 lots";
/** The default preset's one line as a Spanish page shows it (docs/product.md#risk-warnings). */
const SPANISH_SHORT_WARNING = spanishPages.riskWarning.uk.short;

describe.each(TEST_DIALECTS)("a member's portfolio updates in their language on %s", (dialect) => {
  const push = useFakePushService();
  const t = useTestApp(dialect, { clockAt: TEST_NOW, env: PUSH_TEST_ENV });
  let admin: string;
  let positionId: string;
  beforeEach(async () => {
    admin = (await cookieFor(t, "admin", t.clock.now())) ?? "";
    // Only the members' own updates are pushed here.
    await updateAdminSettings({ db: t.database.handle.db, clock: t.clock }, { pushNewTrades: false }, null);
    positionId = await createPositionAs(t, admin, SIGNAL);
  });

  /** A Pro member with a phone, who took half a lot of the signal following its closes, in `language`. */
  async function memberWho(device: string, language: "es" | "en") {
    const member = await personWithDevices(t, "premium", t.clock.now(), push.device(device));
    const chose = await callApi(t, "PATCH", "/api/account", { cookie: member.cookie, body: { language } });
    expect(chose.statusCode, chose.body).toBe(200);
    const took = await callApi(t, "POST", "/api/portfolio/trades", {
      cookie: member.cookie,
      body: { positionId, size: 0.5, followSignal: true },
    });
    expect(took.statusCode, took.body).toBe(201);
    return member;
  }
  const activityOf = async (cookie: string) => {
    const response = await callApi(t, "GET", "/api/portfolio", { cookie });
    expect(response.statusCode).toBe(200);
    return response.json<Portfolio>().activity;
  };
  const hitTp1 = async () => {
    const hit = await callApi(t, "POST", `/api/positions/${positionId}/events`, {
      cookie: admin,
      body: { type: "target_hit", target: 1 },
    });
    expect(hit.statusCode, hit.body).toBe(201);
    await t.app.jobs.drain();
  };
  /** Each device's push about the member's own update, without the risk warning the member's language ends it with. */
  const updatePushes = (warnings: Record<string, string>) =>
    new Map(
      push.deliveries
        .filter((delivery) => (delivery.payload as { url?: string }).url === PAGE_PATHS.portfolio)
        .map((delivery) => [delivery.device, pushMessage(delivery.payload, warnings[delivery.device])]),
    );

  it("stores a Spanish member's update as words the API gives them, worded in Spanish; the line stays English", async () => {
    const spanish = await memberWho("es-phone", "es");
    const live: PortfolioActivity[] = [];
    t.events.subscribe((event) => {
      if (event.type === "portfolio_activity") live.push(event.data);
    });
    await hitTp1();

    const [update] = await activityOf(spanish.cookie);
    expect(update?.message).toBe(ENGLISH_UPDATE);
    expect(update?.words).toEqual({
      key: "portfolio:update.followed",
      asset: "EUR/USD",
      headline: { key: "portfolio:update.headline.targetHit", values: { target: 1 } },
      money: 250,
      size: 0.25,
      sizeUnit: "lots",
    });
    const words = update?.words;
    if (!words) throw new Error("the update has no words");
    expect(sayPortfolioUpdate(await serverTranslator("es"), "es", words)).toBe(SPANISH_UPDATE);
    // The live update carries the same words, for the toast to word in the page's language.
    expect(live.map((one) => one.words)).toEqual([words]);
  });

  it("pushes a Spanish member's update in Spanish with the warning in Spanish, and an English member's in English", async () => {
    await memberWho("es-phone", "es");
    await memberWho("en-phone", "en");
    await hitTp1();

    expect(push.rejected).toEqual([]);
    expect(updatePushes({ "es-phone": SPANISH_SHORT_WARNING, "en-phone": DEFAULT_SHORT_WARNING })).toEqual(
      new Map([
        ["es-phone", SPANISH_UPDATE],
        ["en-phone", ENGLISH_UPDATE],
      ]),
    );
  });

  it("reads an update stored before its words were as its English line", async () => {
    const spanish = await memberWho("es-phone", "es");
    await hitTp1();
    await t.database.handle.db.updateTable("portfolio_activity").set({ words: null }).execute();

    const [update] = await activityOf(spanish.cookie);
    expect(update?.message).toBe(ENGLISH_UPDATE);
    expect(update).not.toHaveProperty("words");
  });
});
