import { config } from "zod/v4/core";

// zod compiles fast parsers with `new Function` once it finds eval allowed, and probes for that as each object
// schema is created. The Content-Security-Policy forbids eval, so the probe fails and Chrome reports a CSP
// violation (Lighthouse counts it against Best Practices). Parsing without the JIT is the same, just slower,
// which no client-side form notices. This must run before any schema module loads: main.tsx imports it first.
config({ jitless: true });
