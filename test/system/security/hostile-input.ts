import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSET_MAX_LENGTH } from "../../../src/shared/positions.js";
import { isVisibleText } from "../../../src/shared/visible-text.js";
import { callApi, positionInput } from "../../support/positions.js";
import {
  manualClock,
  newMember,
  postJson,
  sessionCookieOf,
  TEST_ORIGIN,
  type TestApp,
} from "../../support/test-app.js";
import { TEST_DIALECTS } from "../../support/test-env.js";
import { databaseSnapshot } from "./db-snapshot.js";
import { HOSTILE_STRINGS, hostileBody, hostileUrlPart, type RawBody } from "./hostile-inputs.js";
import { startRouteApps, type Caller, type RouteApps } from "./route-fixtures.js";
import { ROUTE_MATRIX } from "./route-matrix.js";
import { allowedRole, entryOf, parseRoute } from "./route-requests.js";

const RUNS_PER_ROUTE = 25;
/** Two shared cores and a shared PostgreSQL: generous, though a route takes 1-3 s. */
const ROUTE_TIMEOUT_MS = 30_000;
/** The sign-in limits would otherwise answer 429 before the body is ever read. */
const NO_AUTH_LIMITS = { AUTH_ADDRESS_LIMIT: "1000000", AUTH_ACCOUNT_FAILURES: "1000000" };

/**
 * The snapshot once work started by an accepted request (mail to the admins after a purchase) has landed: unchanged
 * over a few milliseconds after the app's background tasks are idle. Half of these tests' time was this wait at 20 ms.
 */
async function settledSnapshot(t: TestApp) {
  await t.app.backgroundTasks.idle();
  let previous = await databaseSnapshot(t);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 4));
    await t.app.backgroundTasks.idle();
    const current = await databaseSnapshot(t);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
  return previous;
}

interface HostileRequest {
  url: string;
  body?: RawBody;
}

/** The valid URL with one path parameter or the query replaced by hostile text. */
function hostileUrl(pattern: string, valid: string): fc.Arbitrary<string> {
  const [path = "", query] = valid.split("?");
  const segments = path.split("/");
  const params = pattern.split("/").flatMap((segment, index) => (segment.startsWith(":") ? [index] : []));
  const queryKeys = query ? [...new URLSearchParams(query).keys()] : [];
  const withParam = (index: number, text: string) =>
    segments.map((segment, i) => (i === index ? text : segment)).join("/");
  const options: fc.Arbitrary<string>[] = [
    fc
      .tuple(
        fc.oneof(...queryKeys.map((key) => fc.constant(key)), fc.constantFrom("x", "__proto__", "constructor")),
        hostileUrlPart,
      )
      .map(([key, text]) => `${path}?${key}=${text}`),
  ];
  if (params.length > 0) {
    options.push(fc.tuple(fc.constantFrom(...params), hostileUrlPart).map(([index, text]) => withParam(index, text)));
  }
  return fc.oneof(...options);
}

/**
 * Random and hostile input to every route of the route table (bodies, path parameters, queries) is
 * answered 4xx JSON {message} or, when it happens to be valid, 2xx; never 5xx, and a refusal writes nothing.
 *
 * Part `part` of `of`: every `of`-th route, so the parts (hostile-input.<part>.test.ts) run side by side on Vitest's
 * workers instead of one file holding one worker for minutes. The first part also checks free text.
 */
export function describeHostileInput({ part, of }: { part: number; of: number }) {
  describe.each(TEST_DIALECTS)(`hostile input on %s, part ${part} of ${of}`, (dialect) => {
    const clock = manualClock();
    let apps: RouteApps;
    beforeAll(async () => {
      apps = await startRouteApps(dialect, clock, NO_AUTH_LIMITS);
    });
    afterAll(async () => {
      await apps.close();
    });

    // The matrix names every route of both apps (authorization.test.ts checks it); the WebSocket's upgrade is not
    // an inject() request.
    const routes = Object.keys(ROUTE_MATRIX)
      .filter((route) => !entryOf(route).websocket)
      .filter((_, index) => index % of === part - 1);

    it.each(routes)(
      "answers hostile input to %s with 4xx JSON, an ordinary 2xx or a local redirect; a refusal writes nothing",
      async (route) => {
        const f = apps.fixturesFor(route);
        const entry = entryOf(route);
        const { method, path: pattern } = parseRoute(route);
        const role = allowedRole(entry);
        const newCaller = () => f.caller(role, { ownAccount: entry.ownAccount === true });
        let caller: Caller = await newCaller();
        const valid = await entry.request(f, caller);
        const validBody: RawBody | undefined =
          valid.body === undefined
            ? undefined
            : { payload: JSON.stringify(valid.body), contentType: "application/json" };
        const requests: fc.Arbitrary<HostileRequest>[] = [
          hostileUrl(pattern, valid.url).map((url) => ({ url, ...(validBody ? { body: validBody } : {}) })),
        ];
        if (method !== "GET") requests.push(hostileBody(valid.body).map((body) => ({ url: valid.url, body })));
        let before = await databaseSnapshot(f.t);

        await fc.assert(
          fc.asyncProperty(fc.oneof(...requests), async (request) => {
            const response = await f.t.app.inject({
              method,
              url: request.url,
              headers: {
                origin: TEST_ORIGIN,
                ...(caller.cookie ? { cookie: caller.cookie } : {}),
                ...(request.body ? { "content-type": request.body.contentType } : {}),
              },
              ...(request.body ? { payload: request.body.payload } : {}),
            });
            const what = `${route} as ${role}: ${request.url} ${String(request.body?.payload).slice(0, 200)}`;
            expect(response.statusCode, `${what} -> ${response.body}`).toBeLessThan(500);
            if (response.statusCode < 300) {
              // Valid after all: the next request starts from what it wrote, with a session that is surely alive.
              caller = await newCaller();
              before = await settledSnapshot(f.t);
              return;
            }
            if (response.statusCode < 400) {
              // A redirect (an email link sending its opener to a page) stays on this site and writes nothing.
              expect(String(response.headers.location), what).toMatch(/^\/(?![/\\])/);
              expect(await databaseSnapshot(f.t), `${what} wrote to the database`).toEqual(before);
              return;
            }
            expect(response.json(), what).toEqual(expect.objectContaining({ message: expect.any(String) }));
            expect(await databaseSnapshot(f.t), `${what} wrote to the database`).toEqual(before);
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
      },
      ROUTE_TIMEOUT_MS,
    );

    it.runIf(part === 1)(
      "stores SQL and markup in free text exactly as sent, and answers it back as text",
      async () => {
        const texts = HOSTILE_STRINGS.filter(
          // Invisible and direction characters are refused (hostile-text.test.ts).
          (text) => text.length <= ASSET_MAX_LENGTH && isVisibleText(text) && !text.includes("\uD800"),
        );
        for (const text of texts) {
          const fields = { asset: text, commentary: `${text} (commentary)` };
          const cookie = apps.local.adminCookie;
          const created = await callApi(apps.local.t, "POST", "/api/positions", {
            cookie,
            body: positionInput(fields),
          });
          expect(created.statusCode, text).toBe(201);
          const list = await callApi(apps.local.t, "GET", "/api/positions", { cookie });
          const stored = list
            .json<{ id: string }[]>()
            .find((position) => position.id === created.json<{ id: string }>().id);
          expect(stored, text).toMatchObject(fields);
          const id = created.json<{ id: string }>().id;
          const note = { type: "note", text: `${text} (note)` };
          expect(
            (await callApi(apps.local.t, "POST", `/api/positions/${id}/events`, { cookie, body: note })).statusCode,
          ).toBe(201);
          const history = await callApi(apps.local.t, "GET", `/api/positions/${id}/history`, { cookie });
          expect(history.json<{ type: string; text?: string }[]>().at(-1), text).toMatchObject(note);
          const member = newMember({ firstName: text, lastName: `${text} ` });
          const registered = await postJson(apps.local.t.app, "/api/auth/register", member);
          expect(registered.statusCode, text).toBe(201);
          const me = await callApi(apps.local.t, "GET", "/api/auth/me", { cookie: sessionCookieOf(registered) });
          // Names are trimmed, nothing else.
          expect(me.json(), text).toMatchObject({ firstName: text, lastName: text.trim() });
        }
        // The SQL did nothing: every table is still there.
        expect(Object.keys(await databaseSnapshot(apps.local.t))).toContain("users");
      },
    );

    it("leaves Object.prototype unpolluted after all of it", () => {
      expect(Object.keys(Object.prototype)).toEqual([]);
      const probe: Record<string, unknown> = {};
      for (const key of ["isAdmin", "role", "polluted", "prototype"]) expect(probe[key], key).toBeUndefined();
    });
  });
}
