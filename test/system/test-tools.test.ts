import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../support/spawn.js";
import { PATH } from "../support/test-env.js";

const SCRIPT = join(ROOT, "scripts/install-test-tools.sh");
const dir = mkdtempSync(join(tmpdir(), "signaldesk-tools-"));
// The unprivileged user the script runs as must be able to look inside.
chmodSync(dir, 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the script as an unprivileged user (nobody) looking for the tools under `root`. */
const runAsNobody = (root: string) =>
  spawnSync("setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", SCRIPT], {
    env: { PATH, TOOLS_ROOT: root },
    encoding: "utf8",
  });
const canDropPrivileges = process.getuid?.() === 0 && spawnSync("setpriv", ["--version"]).status === 0;

describe("the tools npm test needs beyond npm", () => {
  it("are checked before npm test and the journeys, and by CI through the same script", () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(scripts.pretest).toBe("scripts/install-test-tools.sh");
    expect(scripts["pretest:e2e"]).toBe("scripts/install-test-tools.sh");
    expect(readFileSync(join(ROOT, ".ci/run"), "utf8")).toMatch(/^scripts\/install-test-tools\.sh\b/m);
  });

  it.runIf(canDropPrivileges)("stop a user who cannot install them with the apt-get command naming each", () => {
    const result = runAsNobody(join(dir, "bare"));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("apt-get update && apt-get install -y chromium chromium-headless-shell nginx");
  });

  it.runIf(canDropPrivileges)("let npm test go on without the optional ones, saying how to add them", () => {
    const root = join(dir, "browser-only");
    mkdirSync(join(root, "usr/bin"), { recursive: true });
    writeFileSync(join(root, "usr/bin/chromium"), "#!/bin/sh\n", { mode: 0o755 });
    const result = runAsNobody(root);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain("apt-get install -y chromium-headless-shell nginx");
  });

  it.runIf(canDropPrivileges)("let npm test go on once they are all there, installing nothing", () => {
    const root = join(dir, "equipped");
    for (const tool of ["usr/bin/chromium", "usr/lib/chromium/chromium-headless-shell", "usr/sbin/nginx"]) {
      mkdirSync(join(root, tool, ".."), { recursive: true });
      writeFileSync(join(root, tool), "#!/bin/sh\n", { mode: 0o755 });
    }
    const result = runAsNobody(root);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout + result.stderr).toBe("");
  });

  it.runIf(existsSync("/usr/bin/chromium") && existsSync("/usr/lib/chromium/chromium-headless-shell"))(
    "find this machine's own browsers and nginx without asking for anything",
    () => {
      const result = spawnSync(SCRIPT, { encoding: "utf8" });
      expect(result.status, result.stderr).toBe(0);
    },
  );
});
