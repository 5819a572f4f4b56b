import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { PATH } from "./test-env.js";

/** The repository checkout the tests run in. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface Spawned {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Resolves when the output matches, rejects after the timeout (40 s: loading the sources through tsx on two busy cores has taken over 20). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
}

/** Runs a TypeScript entry point of the project the way `npm run` would, with only the given env. */
export function spawnTs(entry: string, env: Record<string, string>, args: string[] = []): Spawned {
  return spawnCommand(process.execPath, ["--import", "tsx", entry, ...args], { cwd: ROOT, env });
}

/** Runs a command in `cwd` (the project by default) with PATH and only the given env. */
export function spawnCommand(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Spawned {
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: { PATH, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    child,
    output: () => text,
    exited,
    waitFor: (pattern, timeoutMs = 40_000) =>
      new Promise((resolve, reject) => {
        const started = Date.now();
        const poll = setInterval(() => {
          const match = text.match(pattern);
          if (match) {
            clearInterval(poll);
            resolve(match);
          } else if (Date.now() - started > timeoutMs || child.exitCode !== null) {
            clearInterval(poll);
            reject(new Error(`timed out waiting for ${pattern}; output:\n${text}`));
          }
        }, 50);
      }),
  };
}
