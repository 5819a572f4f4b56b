import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages.js";
import { loadCatalogue } from "./catalogues.js";
import { translate } from "./translate.js";

// The plan card leaves out Pro's badge when it says what the ribbon above it says (a phone's narrow card shows it once).
describe("the plans catalogues", () => {
  it.each(LANGUAGES)("word Pro's badge as the ribbon in %s, so that the card shows it once", async (language) => {
    const plans = await loadCatalogue(language, "plans");
    const say = (key: string) => translate(language, { plans }, key).toLocaleLowerCase(language);
    expect(say("plans:pro.badge")).toBe(say("plans:card.ribbon"));
  });
});
