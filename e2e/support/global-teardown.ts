import { rmSync } from "node:fs";

export default function globalTeardown() {
  if (process.env.E2E_DIR) rmSync(process.env.E2E_DIR, { recursive: true, force: true });
}
