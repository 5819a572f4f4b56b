import { mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterEach, describe, expect, it } from "vitest";
import { memberFor } from "../support/members.js";
import { createPositionAs } from "../support/positions.js";
import { newMember, TEST_ORIGIN, useTestApps } from "../support/test-app.js";
import { TEST_DIALECTS } from "../support/test-env.js";

/**
 * A Node program written against the generated `paths` with openapi-fetch, the way an API client would write one:
 * it keeps the session cookie between calls and sends the server's own Origin (the CSRF rule for changes).
 */
const CLIENT_PROGRAM = `
import createClient, { type Middleware } from "openapi-fetch";
import type { paths } from "./api.js";

export interface Member {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

function signalDesk(baseUrl: string, origin: string) {
  let session = "";
  const cookieJar: Middleware = {
    onRequest({ request }) {
      if (session) request.headers.set("cookie", session);
      return request;
    },
    onResponse({ response }) {
      const set = response.headers.getSetCookie().find((cookie) => /^(__Host-)?session=/.test(cookie));
      if (set) session = set.split(";")[0] ?? "";
      return response;
    },
  };
  const client = createClient<paths>({ baseUrl, headers: { origin } });
  client.use(cookieJar);
  return client;
}

/** Registers, buys the trial at the local checkout, signs in afresh and reads the positions. */
export async function joinAndReadPositions(baseUrl: string, origin: string, member: Member) {
  const joining = signalDesk(baseUrl, origin);
  const registered = await joining.POST("/api/auth/register", { body: member });
  if (registered.error) throw new Error("register: " + registered.error.message);
  const checkout = await joining.POST("/api/stripe/create-checkout-session", { body: { planType: "trial" } });
  if (checkout.error) throw new Error("checkout: " + checkout.error.message);
  const id = checkout.data.url.split("/").pop() ?? "";
  const paid = await joining.POST("/api/payments/local/sessions/{id}/complete", { params: { path: { id } }, body: {} });
  if (paid.error) throw new Error("pay: " + paid.error.message);

  const client = signalDesk(baseUrl, origin);
  const signedIn = await client.POST("/api/auth/login", { body: { email: member.email, password: member.password } });
  if (signedIn.error) throw new Error("sign in: " + signedIn.error.message);
  const positions = await client.GET("/api/positions");
  if (positions.error) throw new Error("positions: " + positions.error.message);
  const signedOut = await signalDesk(baseUrl, origin).GET("/api/positions");
  return {
    email: signedIn.data.email,
    assets: positions.data.map((position) => ({ asset: position.asset, direction: position.direction })),
    signedOut: { status: signedOut.response.status, message: signedOut.error?.message },
  };
}
`;

/** Typechecks the program and the generated types strictly, as a client project would compile them. */
function typeErrorsOf(dir: string): string[] {
  const program = ts.createProgram([join(dir, "client.ts")], {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    types: [],
    skipLibCheck: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}

describe.each(TEST_DIALECTS)("a client generated from the OpenAPI document on %s", (dialect) => {
  const startApp = useTestApps();
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("compiles, signs a new member in and reads the published positions", { timeout: 60_000 }, async () => {
    const t = await startApp(dialect);
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening on a port");
    const baseUrl = `http://127.0.0.1:${address.port}`;
    const admin = await memberFor(t, "admin", new Date());
    await createPositionAs(t, admin.cookie, { asset: "GBP/USD", direction: "short" });

    const document = await fetch(`${baseUrl}/api/openapi.json`);
    expect(document.status).toBe(200);
    dir = await mkdtemp(join(tmpdir(), "openapi-client-"));
    await writeFile(join(dir, "api.ts"), astToString(await openapiTS(await document.text())));
    await writeFile(join(dir, "client.ts"), CLIENT_PROGRAM);
    await writeFile(join(dir, "package.json"), JSON.stringify({ type: "module" }));
    await symlink(resolve("node_modules"), join(dir, "node_modules"), "dir");
    expect(typeErrorsOf(dir)).toEqual([]);

    const client = (await import(pathToFileURL(join(dir, "client.ts")).href)) as {
      joinAndReadPositions(baseUrl: string, origin: string, member: ReturnType<typeof newMember>): Promise<unknown>;
    };
    const member = newMember();
    expect(await client.joinAndReadPositions(baseUrl, TEST_ORIGIN, member)).toEqual({
      email: member.email.toLowerCase(),
      assets: [{ asset: "GBP/USD", direction: "short" }],
      signedOut: { status: 401, message: expect.any(String) },
    });
  });
});
