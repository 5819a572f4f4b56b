import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ROOT } from "../support/spawn.js";
import { loadConfig } from "../../src/server/config.js";

interface ComposeService {
  image?: string;
  build?: unknown;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  environment?: Record<string, string>;
  ports?: string[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
}

const compose = parse(readFileSync(join(ROOT, "compose.yaml"), "utf8"), { merge: true }) as ComposeFile;

/** A validator for the Compose Specification's JSON Schema, kept in deploy/schema/. */
function composeSchemaValidator() {
  const schema = JSON.parse(readFileSync(join(ROOT, "deploy/schema/compose-spec.json"), "utf8")) as Record<
    string,
    unknown
  >;
  // The schema names draft-07's meta-schema by URL; Ajv validates draft-07 natively, so that reference is dropped.
  delete schema.$schema;
  const ajv = new Ajv({ strict: false, allErrors: true });
  return ajv.compile(schema);
}

describe("compose.yaml", () => {
  const { services } = compose;

  it("is a valid Compose file by the Compose Specification's schema", () => {
    const validate = composeSchemaValidator();
    const valid = validate(compose);
    expect(validate.errors ?? [], "schema errors").toEqual([]);
    expect(valid).toBe(true);
  });

  it("would refuse a misspelt key or a wrongly typed value (the check has teeth)", () => {
    const validate = composeSchemaValidator();
    const broken = { ...compose, services: { ...services, app1: { ...services.app1, restart: 7, healthchek: {} } } };
    expect(validate(broken)).toBe(false);
    expect(validate.errors?.map((error) => error.instancePath)).toEqual(
      expect.arrayContaining(["/services/app1", "/services/app1/restart"]),
    );
  });

  it("gives every service an image or a build and a healthcheck", () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.image ?? service.build, name).toBeDefined();
      expect(service.healthcheck?.test.length, name).toBeGreaterThan(0);
    }
  });

  it("runs two app instances from this repository's image, each waiting for a healthy PostgreSQL and Redis", () => {
    for (const name of ["app1", "app2"]) {
      const app = services[name];
      expect(app?.build, name).toBe(".");
      expect(app?.depends_on).toEqual({
        postgres: { condition: "service_healthy" },
        redis: { condition: "service_healthy" },
      });
      expect(app?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(app?.environment?.REDIS_URL).toBe("redis://redis:6379");
      expect(app?.environment?.TRUST_PROXY).toBe("1");
      expect(app?.ports, `${name} is reached through the proxy only`).toBeUndefined();
    }
  });

  /** Values in the right shape for what compose requires from .env. */
  const FILLED: Record<string, string> = {
    POSTGRES_PASSWORD: "postgres-password",
    PUBLIC_URL: "https://signals.example.com",
    REDIS_EVENTS_SECRET: "r".repeat(64),
    STRIPE_SECRET_KEY: "sk_live_abc",
    STRIPE_WEBHOOK_SECRET: "whsec_abc",
    SMTP_URL: "smtps://mailer:pw@smtp.example.com",
    SUPPORT_EMAIL: "help@signals.example.com",
  };
  /** The app's environment as compose would interpolate it from `dotEnv`; undefined when compose would refuse. */
  const appEnvironment = (dotEnv: Record<string, string>) => {
    const env: Record<string, string> = {};
    for (const [name, value] of Object.entries(services.app1?.environment ?? {})) {
      let refused = false;
      env[name] = value.replace(
        /\$\{(\w+)(:\?[^}]*|:-([^}]*))?\}/g,
        (_, variable: string, rule = "", fallback = "") => {
          if (dotEnv[variable] !== undefined) return dotEnv[variable];
          if (rule.startsWith(":?")) refused = true;
          return fallback;
        },
      );
      if (refused) return undefined;
    }
    return env;
  };

  it("requires in .env every variable a production start needs, so the server starts with what compose passes", () => {
    const env = appEnvironment(FILLED);
    expect(env?.PUBLIC_URL).toBe("https://signals.example.com");
    expect(() => loadConfig({ NODE_ENV: "production", HOST: "0.0.0.0", ...env })).not.toThrow();
    for (const name of Object.keys(FILLED)) {
      const { [name]: _, ...missing } = FILLED;
      expect(appEnvironment(missing), `compose without ${name}`).toBeUndefined();
    }
  });

  it("terminates TLS at the proxy in front of both instances, and declares every named volume it mounts", () => {
    expect(services.caddy?.ports).toEqual(expect.arrayContaining(["80:80", "443:443"]));
    const caddyfile = readFileSync(join(ROOT, "deploy/Caddyfile"), "utf8");
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000/);
    const named = Object.values(services)
      .flatMap((service) => service.volumes ?? [])
      .map((volume) => volume.split(":")[0] ?? "")
      .filter((source) => !source.startsWith(".") && !source.startsWith("/"));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((volume) => !(volume in compose.volumes))).toEqual([]);
  });
});

describe("Dockerfile", () => {
  const dockerfile = readFileSync(join(ROOT, "Dockerfile"), "utf8");
  const runStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));

  it("ships the artifact scripts/build-artifact.sh assembles (the one artifact.test.ts runs), and nothing else", () => {
    expect(dockerfile).toMatch(/^RUN npm run build && scripts\/build-artifact\.sh \/artifact$/m);
    expect(runStage.match(/^COPY .*$/gm)).toEqual(["COPY --from=build /artifact /app"]);
  });

  it("runs node as a non-root user in production, with the data volume and a /readyz health check", () => {
    expect(runStage).toMatch(/^USER signaldesk$/m);
    expect(runStage).toMatch(/NODE_ENV=production/);
    expect(runStage).toMatch(/^VOLUME \["\/app\/data"\]$/m);
    expect(runStage).toMatch(/DATABASE_URL=sqlite:\/app\/data\//);
    expect(runStage).toMatch(/^HEALTHCHECK [^]*\/readyz/m);
    expect(runStage).toMatch(/^CMD \["node", "dist\/server\/main\.js"\]$/m);
  });

  it("builds and runs on Node 22, a supported LTS line, in both stages", () => {
    const bases = dockerfile.match(/^FROM \S+/gm) ?? [];
    expect(bases).toHaveLength(2);
    for (const base of bases) expect(base).toMatch(/^FROM node:22-bookworm(-slim)?(@sha256:[0-9a-f]{64})?$/);
  });

  it("has a pin check that refuses a base image not pinned by digest and accepts one that is", () => {
    const dir = mkdtempSync(join(tmpdir(), "signaldesk-pin-"));
    try {
      const check = (text: string) => {
        writeFileSync(join(dir, "Dockerfile"), text);
        return spawnSync(join(ROOT, "deploy/pin-base-images.sh"), ["--check", join(dir, "Dockerfile")], {
          encoding: "utf8",
        });
      };
      const pinned = `FROM node:22-bookworm@sha256:${"a".repeat(64)} AS build\nFROM node:22-bookworm-slim@sha256:${"b".repeat(64)}\n`;
      expect(check(pinned).status).toBe(0);
      const loose = check(`FROM node:22-bookworm@sha256:${"a".repeat(64)} AS build\nFROM node:22-bookworm-slim\n`);
      expect(loose.status).toBe(1);
      expect(loose.stdout).toContain("node:22-bookworm-slim is not pinned by digest");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("starts only once given PUBLIC_URL: the image listens on every interface", () => {
    const envBlock = runStage.match(/^ENV ((?:.*\\\n)*.*)$/m)?.[1] ?? "";
    const env = Object.fromEntries(
      envBlock
        .split(/\s*\\\n\s*|\s+/)
        .filter(Boolean)
        .map((pair) => pair.split("=") as [string, string]),
    );
    expect(env.HOST).toBe("0.0.0.0");
    expect(() => loadConfig(env)).toThrow(/PUBLIC_URL is not set but HOST=0\.0\.0\.0/);
    expect(() => loadConfig({ ...env, PUBLIC_URL: "http://localhost:3000" })).not.toThrow();
  });
});

/** `key=value` lines of a unit's sections, as systemd reads them. */
function unitKeys(text: string): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match?.[1]) keys.set(match[1], [...(keys.get(match[1]) ?? []), match[2] ?? ""]);
  }
  return keys;
}

describe("deploy/signaldesk.service", () => {
  const unit = unitKeys(readFileSync(join(ROOT, "deploy/signaldesk.service"), "utf8"));

  it("passes systemd-analyze verify with no warning, with its backup service and timer", () => {
    const installed = spawnSync("which", ["systemd-analyze"]).status === 0;
    expect(installed, "systemd-analyze is missing: apt-get install -y systemd").toBe(true);
    const units = ["signaldesk.service", "signaldesk-backup.service", "signaldesk-backup.timer"];
    const result = spawnSync("systemd-analyze", ["verify", ...units.map((name) => `./${name}`)], {
      cwd: join(ROOT, "deploy"),
      encoding: "utf8",
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("runs as its own user with the environment file, restarts, and may write only its data folder", () => {
    expect(unit.get("User")).toEqual(["signaldesk"]);
    expect(unit.get("EnvironmentFile")).toEqual(["/etc/signaldesk/signaldesk.env"]);
    expect(unit.get("Restart")).toEqual(["on-failure"]);
    expect(unit.get("NoNewPrivileges")).toEqual(["yes"]);
    expect(unit.get("ProtectSystem")).toEqual(["strict"]);
    expect(unit.get("ReadWritePaths")).toEqual(["/var/lib/signaldesk"]);
    expect(unit.get("Environment")?.join(" ")).toContain("DATABASE_URL=sqlite:/var/lib/signaldesk/");
  });

  it("stops with SIGTERM and waits longer than the server's 10 s drain", () => {
    expect(unit.get("KillSignal")).toEqual(["SIGTERM"]);
    expect(Number.parseInt(unit.get("TimeoutStopSec")?.[0] ?? "0", 10)).toBeGreaterThan(10);
  });
});
