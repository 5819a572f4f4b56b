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
  /** A same-origin call, JSON when there is a body; `raw` sends a body and headers as they are (no Origin). */
  call(method: string, path: string, options?: { cookie?: string; body?: unknown }): Promise<ApiAnswer>;
  raw(method: string, path: string, body: string, headers: Record<string, string>): Promise<ApiAnswer>;
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
    call: (method, path, { cookie, body } = {}) =>
      send(`${base}${path}`, method, body === undefined ? undefined : JSON.stringify(body), {
        origin: base,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      }),
    raw: (method, path, body, headers) => send(`${base}${path}`, method, body, headers),
  };
}

async function send(
  url: string,
  method: string,
  body: string | undefined,
  headers: Record<string, string>,
): Promise<ApiAnswer> {
  const started = Date.now();
  const response = await fetch(url, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
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
}

/** The session cookie a sign-in or registration answer set, as a Cookie header. */
export const cookieOf = (answer: ApiAnswer) => (answer.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
