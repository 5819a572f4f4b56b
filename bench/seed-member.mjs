// Seeds a running server through its public API, as the app's own clients would: the admin publishes `count`
// positions (a mix of classes, directions and outcomes), and a new member buys the trial through the local
// checkout. Answers the member's Cookie header for tools that audit signed-in pages.
import { TOTP } from "otpauth";

const ASSETS = [
  ["EUR/USD", "forex", 1.0724],
  ["XAU/USD", "commodities", 2390.5],
  ["BTC/USD", "crypto", 67250],
  ["SPX", "indices", 5480.25],
  ["AAPL", "stocks", 214.3],
];

async function call(origin, path, { cookie, body, method = body ? "POST" : "GET" } = {}) {
  const headers = { ...(cookie ? { cookie } : {}), ...(body ? { "content-type": "application/json" } : {}) };
  const response = await fetch(`${origin}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  const setCookie = response.headers.get("set-cookie");
  const text = await response.text();
  return { json: text ? JSON.parse(text) : undefined, cookie: setCookie ? setCookie.split(";")[0] : undefined };
}

function positionFor(i) {
  const [asset, assetClass, entry] = ASSETS[i % ASSETS.length];
  const direction = i % 3 === 0 ? "short" : "long";
  const sign = direction === "long" ? 1 : -1;
  const closed = i % 4 !== 0;
  return {
    asset,
    assetClass,
    direction,
    entryPrice: entry,
    targetPrice: +(entry * (1 + sign * 0.02)).toFixed(5),
    stopLoss: +(entry * (1 - sign * 0.01)).toFixed(5),
    riskLevel: ["low", "moderate", "high"][i % 3],
    commentary: `Position ${i + 1}: breakout retest with a stop below structure.`,
    status: closed ? "closed" : "active",
    ...(closed ? { exitPrice: +(entry * (1 + sign * (i % 5 === 0 ? -0.01 : 0.015))).toFixed(5) } : {}),
  };
}

export async function seedMemberWithPositions(origin, { admin, totpSecret, count }) {
  const code = new TOTP({ secret: totpSecret }).generate();
  const { cookie: adminCookie } = await call(origin, "/api/auth/login", { body: { ...admin, code } });
  for (let i = 0; i < count; i += 1) {
    await call(origin, "/api/positions", { cookie: adminCookie, body: positionFor(i) });
  }
  const member = {
    email: `member-${Date.now()}@example.com`,
    password: "bench member password",
    firstName: "Maria",
    lastName: "Lopez",
  };
  const { cookie } = await call(origin, "/api/auth/register", { body: member });
  const { json: checkout } = await call(origin, "/api/stripe/create-checkout-session", {
    cookie,
    body: { planType: "trial" },
  });
  const sessionId = checkout.url.split("/").pop();
  await call(origin, `/api/payments/local/sessions/${sessionId}/complete`, { cookie, body: {} });
  return cookie;
}
