import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "./chromium";

export default function globalSetup() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's package as root: apt-get update && apt-get install -y chromium`,
    );
  }
}
