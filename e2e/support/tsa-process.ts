/**
 * The journeys' time-stamp authority: OpenSSL's `openssl ts` behind HTTP (test/support/local-tsa.ts), which the app
 * asks to witness the record's heads (RECORD_TSA_URLS). Started by playwright.config.ts.
 */
import { startLocalTsa } from "../../test/support/local-tsa";

const tsa = await startLocalTsa({ port: Number(process.env.E2E_TSA_PORT) });
process.on("SIGTERM", () => void tsa.close().then(() => process.exit(0)));
