import { Star } from "lucide-react";
import { useT } from "@/lib/i18n";

const MAX_STARS = 5;

/** Stars as one image to assistive technology: "Rated 5 out of 5". */
export function StarRating({ stars }: { stars: number }) {
  const { t } = useT();
  return (
    <div
      role="img"
      aria-label={t("pages:landing.testimonials.rated", { stars, max: MAX_STARS })}
      className="flex gap-0.5"
    >
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          key={index}
          aria-hidden
          className={index < stars ? "size-4 fill-warning text-warning" : "size-4 text-muted-foreground"}
        />
      ))}
    </div>
  );
}
