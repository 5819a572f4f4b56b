import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from "@shared/i18n/languages";
import { useT } from "@/lib/i18n";
import { cn } from "@/lib/cn";

/**
 * The language switcher, in the header and the phone menu: each language in its own words, so a visitor finds theirs
 * whatever the page is in. The choice shows at once and is remembered (lib/i18n.tsx).
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { language, t, setLanguage } = useT();
  return (
    <select
      aria-label={t("site:language.label")}
      value={language}
      onChange={(event) => {
        const chosen = event.target.value;
        if (isLanguage(chosen)) setLanguage(chosen);
      }}
      className={cn(
        "h-10 min-w-0 cursor-pointer rounded-md border border-input bg-background px-2 text-sm font-medium text-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
    >
      {LANGUAGES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LANGUAGE_NAMES[option]}
        </option>
      ))}
    </select>
  );
}
