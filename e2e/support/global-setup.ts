import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "./chromium";
import { setEarlyAccessMinutes } from "./database";

export default function globalSetup() {
  // The shared server has started (Playwright starts the web servers first): every journey there sees a position
  // when it is published; e2e/early-access.spec.ts runs its own server with early access on.
  setEarlyAccessMinutes(0);
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's package as root: apt-get update && apt-get install -y chromium`,
    );
  }
}
