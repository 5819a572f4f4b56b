import { describe, expect, it } from "vitest";
import { MONEY_BACK_GUARANTEE } from "../money-back.js";
import { MONEY_BACK_DAYS } from "../plans.js";
import { AFFILIATE_RESPONSIBILITY, REFERRAL_ATTRIBUTION_RULE, REFERRAL_WINDOW_DAYS } from "../referral-terms.js";
import english from "./catalogues/en/legal.js";
import { translate } from "./translate.js";

// The terms state, in English, rules that have one source elsewhere (the guarantee the account page's button applies,
// the referral rules): the catalogue must not drift from them.
describe("the English legal catalogue", () => {
  const t = (key: string, values?: Record<string, string | number>) => translate("en", { legal: english }, key, values);

  it("states the money-back guarantee word for word as the plans' own rule does", () => {
    expect(t("legal:terms.guarantee.rule", { count: MONEY_BACK_DAYS })).toBe(MONEY_BACK_GUARANTEE);
  });

  it("states the referral rules word for word as the referral landing does", () => {
    expect(t("legal:terms.referrals.attribution", { count: REFERRAL_WINDOW_DAYS })).toBe(REFERRAL_ATTRIBUTION_RULE);
    expect(t("legal:terms.referrals.responsibility")).toBe(AFFILIATE_RESPONSIBILITY);
  });
});
