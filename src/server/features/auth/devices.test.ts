import { englishMessage } from "../../lib/app-error.js";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../shared/auth.js";
import { TEST_NOW, newMember, postJson, sessionCookieOf, useTestApp } from "../../../../test/support/test-app.js";
import { TEST_DIALECTS } from "../../../../test/support/test-env.js";
import { LOCAL_NETWORK_PLACE, placeOf } from "./device-place.js";
import { deviceName } from "./sessions.service.js";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const LAPTOP =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15";

interface Device {
  id: string;
  current: boolean;
  device: string | null;
  ip: string | null;
  place: string | null;
}

describe("device names", () => {
  it("say the browser and the system, or nothing for an unknown agent", () => {
    expect(deviceName(PHONE)).toBe("Chrome on Android");
    expect(deviceName(LAPTOP)).toBe("Safari on macOS");
    expect(deviceName("curl/8.0")).toBeNull();
    expect(deviceName(null)).toBeNull();
    expect(deviceName("")).toBeNull();
  });
});

describe.each(TEST_DIALECTS)("signed-in devices on %s", (dialect) => {
  const t = useTestApp(dialect, { clockAt: TEST_NOW });
  const member = newMember();
  const signIn = async (userAgent: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json", "user-agent": userAgent, origin: "http://localhost:3000" },
      payload: JSON.stringify({ email: member.email, password: member.password }),
    });
    return sessionCookieOf(response);
  };
  const devices = async (cookie: string) =>
    (await t.app.inject({ method: "GET", url: "/api/auth/sessions", headers: { cookie } })).json<Device[]>();
  const me = async (cookie: string) =>
    (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } })).statusCode;

  it("lists each device with its browser and address, marks this one, and signs another out", async () => {
    await postJson(t.app, "/api/auth/register", member);
    const phone = await signIn(PHONE);
    t.clock.advance(60_000);
    const laptop = await signIn(LAPTOP);

    const listed = await devices(laptop);
    expect(
      listed
        .filter((device) => device.device !== null)
        .map(({ current, device, ip, place }) => ({ current, device, ip, place })),
    ).toEqual([
      { current: true, device: "Safari on macOS", ip: "127.0.0.1", place: LOCAL_NETWORK_PLACE },
      { current: false, device: "Chrome on Android", ip: "127.0.0.1", place: LOCAL_NETWORK_PLACE },
    ]);
    // The registration's own session (sent without a browser) is listed too, nameless.
    expect(listed).toHaveLength(3);

    const phoneSession = listed.find((device) => device.device === "Chrome on Android");
    const ended = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${phoneSession?.id}`,
      headers: { cookie: laptop, origin: "http://localhost:3000" },
    });
    expect(ended.statusCode).toBe(204);
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(200);

    const own = listed.find((device) => device.current);
    const refused = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${own?.id}`,
      headers: { cookie: laptop, origin: "http://localhost:3000" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: englishMessage(AUTH_MESSAGES.useLogoutForThisDevice) });
  });

  it("signs every other device out, and never another member's", async () => {
    await postJson(t.app, "/api/auth/register", member);
    const phone = await signIn(PHONE);
    const laptop = await signIn(LAPTOP);
    const other = newMember();
    const stranger = sessionCookieOf(await postJson(t.app, "/api/auth/register", other));
    const strangersSession = (await devices(stranger))[0]?.id ?? "";

    const notTheirs = await t.app.inject({
      method: "DELETE",
      url: `/api/auth/sessions/${strangersSession}`,
      headers: { cookie: laptop, origin: "http://localhost:3000" },
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(await me(stranger)).toBe(200);

    const all = await postJson(t.app, "/api/auth/sessions/sign-out-others", {}, laptop);
    expect(all.statusCode).toBe(204);
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(200);
    expect(await me(stranger)).toBe(200);
    expect((await devices(laptop)).map((device) => device.current)).toEqual([true]);
  });
});

describe("a device's approximate place", () => {
  const CDN = { country: "cf-ipcountry", city: "x-city" };

  it("names the city and country the proxy looked up, for a public address", () => {
    expect(placeOf("81.2.69.160", { "cf-ipcountry": "GB", "x-city": "London" }, CDN)).toBe("London, United Kingdom");
    expect(placeOf("2a00:1450::1", { "cf-ipcountry": "de" }, CDN)).toBe("Germany");
    expect(placeOf("81.2.69.160", { "cf-ipcountry": "BR", "x-city": "S%C3%A3o%20Paulo" }, CDN)).toBe(
      "São Paulo, Brazil",
    );
  });

  it("says a private or loopback address is the local network, whatever the headers say", () => {
    for (const ip of ["127.0.0.1", "10.1.2.3", "192.168.0.9", "::1", "::ffff:172.16.0.1", "fd00::1"]) {
      expect(placeOf(ip, { "cf-ipcountry": "US" }, CDN)).toBe(LOCAL_NETWORK_PLACE);
    }
  });

  it("is unknown without a configured header, or when the header names no country", () => {
    expect(placeOf("81.2.69.160", { "cf-ipcountry": "GB" }, {})).toBeNull();
    for (const code of ["XX", "T1", "ZZ", "GBR", "", "<b>", "QQ"]) {
      expect(placeOf("81.2.69.160", { "cf-ipcountry": code }, CDN)).toBeNull();
    }
    expect(placeOf(undefined, {}, CDN)).toBeNull();
  });

  it("drops a city that is malformed, too long or full of control characters, keeping the country", () => {
    expect(placeOf("81.2.69.160", { "cf-ipcountry": "FR", "x-city": "%E0%A4%A" }, CDN)).toBe("France");
    expect(placeOf("81.2.69.160", { "cf-ipcountry": "FR", "x-city": "x".repeat(61) }, CDN)).toBe("France");
    expect(placeOf("81.2.69.160", { "cf-ipcountry": "FR", "x-city": "Pa\u202eris" }, CDN)).toBe("Paris, France");
    expect(placeOf("81.2.69.160", { "cf-ipcountry": "FR", "x-city": ["Lyon", "Nice"] }, CDN)).toBe("Lyon, France");
  });
});

describe.each(TEST_DIALECTS)("places of signed-in devices behind a proxy on %s", (dialect) => {
  const t = useTestApp(dialect, {
    clockAt: TEST_NOW,
    env: { TRUST_PROXY: "1", GEO_COUNTRY_HEADER: "CF-IPCountry", GEO_CITY_HEADER: "cf-ipcity" },
  });
  const member = newMember();

  it("lists the place the proxy named at sign-in", async () => {
    await postJson(t.app, "/api/auth/register", member);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: {
        "content-type": "application/json",
        "user-agent": PHONE,
        origin: "http://localhost:3000",
        "x-forwarded-for": "81.2.69.160",
        "cf-ipcountry": "NL",
        "cf-ipcity": "Amsterdam",
      },
      payload: JSON.stringify({ email: member.email, password: member.password }),
    });
    const cookie = sessionCookieOf(signIn);
    const listed = (await t.app.inject({ method: "GET", url: "/api/auth/sessions", headers: { cookie } })).json<
      Device[]
    >();
    expect(listed.find((device) => device.current)).toMatchObject({
      ip: "81.2.69.160",
      place: "Amsterdam, Netherlands",
    });
  });
});
