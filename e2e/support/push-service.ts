import { readFileSync } from "node:fs";
import { join } from "node:path";
import { startFakePushService } from "../../test/support/fake-push-service";

/**
 * A local push service speaking the Web Push protocols over https, with the certificate the server under test
 * trusts (playwright.config.ts): it decrypts what the server pushes, as a browser's push service would.
 */
export function startPushService() {
  const dir = process.env.E2E_DIR;
  if (!dir) throw new Error("E2E_DIR is not set: run through playwright.config.ts");
  return startFakePushService({
    tls: { key: readFileSync(join(dir, "key.pem"), "utf8"), cert: readFileSync(join(dir, "cert.pem"), "utf8") },
  });
}
