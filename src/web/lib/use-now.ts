import { useEffect, useState } from "react";

/** The time now, in ms, read again every `intervalMs`: for "waiting 5 min" style figures that age on screen. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
