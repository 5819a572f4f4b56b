import {
  ADMIN_SETTING_KEYS,
  DEFAULT_ADMIN_SETTINGS,
  adminSettingsSchema,
  riskWarningSettingSchema,
  type AdminSettings,
  type AdminSettingsPatch,
} from "../../../shared/admin-settings.js";
import { DEFAULT_RISK_WARNING, type RiskWarningSetting, type RiskWarningTexts } from "../../../shared/risk-warnings.js";
import { loadCatalogue } from "../../../shared/i18n/catalogues.js";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../../shared/i18n/languages.js";
import { translate } from "../../../shared/i18n/translate.js";
import { RISK_WARNING_PRESET_KEYS, riskWarningTexts } from "../../../shared/risk-warning-texts.js";
import type { Db, Executor } from "../../db/database.js";
import type { Clock } from "../../lib/clock.js";
import { readJsonSetting } from "./json-setting.js";
import { listSettingRows, upsertSetting } from "./settings.repo.js";

/** The admin settings' key of the risk warning, read on its own where a warning is shown or sent. */
const RISK_WARNING_KEY = "riskWarning" satisfies keyof AdminSettings;

/** The stored settings over the defaults; a row that no longer parses falls back to its default. */
export async function getAdminSettings({ db }: { db: Db }): Promise<AdminSettings> {
  const stored: Record<string, unknown> = {};
  for (const row of await listSettingRows(db)) {
    try {
      stored[row.key] = JSON.parse(row.value);
    } catch {
      // A hand-edited row that is not JSON: ignore it, the default applies.
    }
  }
  const settings: Record<string, unknown> = { ...DEFAULT_ADMIN_SETTINGS };
  for (const key of ADMIN_SETTING_KEYS) {
    const parsed = adminSettingsSchema.shape[key].safeParse(stored[key]);
    if (parsed.success) settings[key] = parsed.data;
  }
  return adminSettingsSchema.parse(settings);
}

/**
 * Stores the fields the patch names; `alongside` is work that commits with them or not at all (the admin feature moves
 * pending releases with a new early-access delay: features/admin/admin-settings.service.ts).
 */
export async function updateAdminSettings(
  { db, clock }: { db: Db; clock: Clock },
  patch: AdminSettingsPatch,
  actorId: string | null,
  alongside?: (trx: Executor) => Promise<unknown>,
): Promise<AdminSettings> {
  const updatedAt = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const key of ADMIN_SETTING_KEYS) {
      const value = patch[key];
      if (value === undefined) continue;
      await upsertSetting(trx, { key, value: JSON.stringify(value), updatedAt, updatedBy: actorId });
    }
    await alongside?.(trx);
  });
  return getAdminSettings({ db });
}

/**
 * The risk warning's two forms as the admin last chose them (docs/product.md#risk-warnings), as a reader of `language`
 * sees them: a preset in that language's words (the `pages` catalogue), the admin's own text as they wrote it. Read
 * when a post, an email, a push or a page is made, so the next one carries a change. A stored choice that no longer
 * parses is the default preset: a warning always shows.
 */
export async function currentRiskWarning({ db }: { db: Executor }, language: Language): Promise<RiskWarningTexts> {
  return riskWarningIn(await storedRiskWarning(db), language);
}

/**
 * The risk warning in every language, read once: for what is written for many readers, each in their own language
 * (a push to every member, the emails of one signal).
 */
export async function currentRiskWarnings({ db }: { db: Executor }): Promise<(language: Language) => RiskWarningTexts> {
  const setting = await storedRiskWarning(db);
  const texts = new Map(
    await Promise.all(LANGUAGES.map(async (language) => [language, await riskWarningIn(setting, language)] as const)),
  );
  return (language) => texts.get(language) ?? riskWarningTexts(setting);
}

const storedRiskWarning = async (db: Executor) =>
  (await readJsonSetting(db, RISK_WARNING_KEY, riskWarningSettingSchema)) ?? DEFAULT_RISK_WARNING;

async function riskWarningIn(setting: RiskWarningSetting, language: Language): Promise<RiskWarningTexts> {
  if (setting.preset === "custom" || language === DEFAULT_LANGUAGE) return riskWarningTexts(setting);
  const catalogues = { pages: await loadCatalogue(language, "pages") };
  const keys = RISK_WARNING_PRESET_KEYS[setting.preset];
  return { long: translate(language, catalogues, keys.long), short: translate(language, catalogues, keys.short) };
}
