import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element has come within `margin` of the viewport (once true, it stays true). Work a part needs only
 * when it is read (a request, its code) waits for this instead of running while the page loads
 * (docs/decisions/0018-lean-public-entry.md).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "300px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
