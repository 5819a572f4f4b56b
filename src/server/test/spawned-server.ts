import { spawnTs, type Spawned } from "./spawn.js";
import { freePort } from "./ports.js";

export interface ApiAnswer {
  status: number;
  body: unknown;
  headers: Headers;
  /** How long the answer took, in ms. */
  ms: number;
}

export interface SpawnedServer {
  process: Spawned;
  /** Where it listens; also its PUBLIC_URL, so requests from here pass the Origin check. */
  base: string;
  port: number;
  call(method: string, path: string, options?: { cookie?: string; body?: unknown }): Promise<ApiAnswer>;
}

/** `npm start`'s entry point as its own process, on `port` (a free one by default), answering on 127.0.0.1. */
export async function startSpawnedServer(env: Record<string, string>, port?: number): Promise<SpawnedServer> {
  const listenOn = port ?? (await freePort());
  const base = `http://127.0.0.1:${listenOn}`;
  const spawned = spawnTs("src/server/main.ts", {
    HOST: "127.0.0.1",
    PORT: String(listenOn),
    PUBLIC_URL: base,
    ...env,
  });
  await spawned.waitFor(/Server listening at/, 60_000);
  return {
    process: spawned,
    base,
    port: listenOn,
    async call(method, path, { cookie, body } = {}) {
      const started = Date.now();
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          origin: base,
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(20_000),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: the test sees the text.
      }
      return { status: response.status, body: parsed, headers: response.headers, ms: Date.now() - started };
    },
  };
}

/** The session cookie a sign-in or registration answer set, as a Cookie header. */
export const cookieOf = (answer: ApiAnswer) => (answer.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
