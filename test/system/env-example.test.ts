import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLES, loadConfig } from "../../src/server/config.js";
import { ROOT } from "../support/spawn.js";

const lines = readFileSync(`${ROOT}/.env.example`, "utf8").split("\n");
/** `NAME=value` and `# NAME=value`: set and documented-but-unset variables. */
const listed = lines.flatMap((line) => /^(?:#\s*)?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []);
const assigned = Object.fromEntries(
  lines.flatMap((line) => {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    return match ? [[match[1], match[2]]] : [];
  }),
);

describe(".env.example", () => {
  it("lists every variable the server reads", () => {
    expect(ENV_VARIABLES.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it("lists only variables the server reads", () => {
    expect(listed.filter((name) => !ENV_VARIABLES.includes(name))).toEqual([]);
  });

  it("is, as written, a valid production configuration with Stripe behind a proxy", () => {
    const config = loadConfig(assigned);
    expect(config).toMatchObject({ secure: true, testDeployment: false, trustedProxyHops: 1 });
    expect(config.payments.provider).toBe("stripe");
  });
});
