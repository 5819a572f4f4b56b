import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage, languageOfTag, visitorLanguage } from "./language-choice.js";
import { isLanguage, textDirection } from "./languages.js";

describe("a visitor's language", () => {
  it("is the browser's most preferred language SignalDesk speaks", () => {
    expect(languageFromAcceptLanguage("es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(languageFromAcceptLanguage("de-DE,de;q=0.9,tr;q=0.8,en;q=0.7")).toBe("tr");
    expect(languageFromAcceptLanguage("en;q=0.5, ru;q=0.8")).toBe("ru");
    expect(languageFromAcceptLanguage("ar-EG")).toBe("ar");
    // Equal weights keep the browser's order.
    expect(languageFromAcceptLanguage("id, es")).toBe("id");
  });

  it("reads any Portuguese as Brazilian and Indonesian's older code as Indonesian", () => {
    expect(languageFromAcceptLanguage("pt-PT")).toBe("pt-BR");
    expect(languageFromAcceptLanguage("pt")).toBe("pt-BR");
    expect(languageFromAcceptLanguage("PT-br")).toBe("pt-BR");
    expect(languageFromAcceptLanguage("in-ID")).toBe("id");
  });

  it("is English when the browser names none SignalDesk speaks, refuses one (q=0) or sends nothing", () => {
    expect(languageFromAcceptLanguage("de-DE, fr;q=0.5")).toBe("en");
    expect(languageFromAcceptLanguage("es;q=0, *;q=0.1")).toBe("en");
    expect(languageFromAcceptLanguage("")).toBe("en");
    expect(languageFromAcceptLanguage(undefined)).toBe("en");
    expect(languageFromAcceptLanguage("es;q=abc, ru;q=0.2")).toBe("ru");
  });

  it("is the one chosen in the switcher before the browser's, when it is one SignalDesk speaks", () => {
    expect(visitorLanguage("tr", "es")).toBe("tr");
    expect(visitorLanguage("xx", "es")).toBe("es");
    expect(visitorLanguage(undefined, undefined)).toBe("en");
  });

  it("names only the languages SignalDesk speaks, and writes Arabic alone right to left", () => {
    expect(["en", "es", "pt-BR", "ru", "tr", "ar", "id"].every(isLanguage)).toBe(true);
    expect(["pt", "EN", "", null, 1].some(isLanguage)).toBe(false);
    expect(languageOfTag(" ")).toBeUndefined();
    expect(languageOfTag("zh-CN")).toBeUndefined();
    expect(textDirection("ar")).toBe("rtl");
    expect(textDirection("ru")).toBe("ltr");
  });
});
