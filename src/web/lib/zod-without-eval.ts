import type { $ZodConfig } from "zod/v4/core";

declare global {
  var __zod_globalConfig: Partial<$ZodConfig> | undefined;
}

// zod compiles fast parsers with `new Function` once it finds eval allowed, and probes for that as each object
// schema is created. The Content-Security-Policy forbids eval, so the probe fails and Chrome reports a CSP
// violation (Lighthouse counts it against Best Practices). Parsing without the JIT is the same, just slower,
// which no client-side form notices. This must run before any schema module loads: app/start-app.tsx imports it first, and
// public-start.tsx on the public pages.
// zod keeps its configuration on this global (so that copies of it agree) and adopts one set before it loads;
// setting it here rather than calling zod's `config()` keeps zod out of the public pages' first download
// (docs/decisions/0003-public-site-first-load.md).
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
