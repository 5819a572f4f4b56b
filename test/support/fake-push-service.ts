import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach } from "vitest";

/** A browser's side of one push subscription: what it gives the app, and the private key only it holds. */
export interface FakeDevice {
  name: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

export interface FakeDelivery {
  device: string;
  /** The decrypted payload, parsed. */
  payload: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID `sub` claim. */
  subject: string;
  /** The VAPID public key the JWT was signed with. */
  vapidKey: string;
}

interface Scripted {
  status: number;
  retryAfter?: string;
}

/**
 * A local push service speaking RFC 8030/8291/8292: it checks each request's VAPID JWT (ES256, audience, expiry)
 * and decrypts the aes128gcm body with the device's private key and auth secret, as a browser would. Accepted
 * messages are recorded; answers can be scripted per device (429, 5xx, 410) or held forever (a hung request).
 * With `tls` it speaks https, as real push services do (the subscribe API accepts https endpoints only).
 */
export async function startFakePushService(options: { tls?: { key: string; cert: string } } = {}) {
  const devices = new Map<string, FakeDevice>();
  const scripts = new Map<string, Scripted[]>();
  const hanging = new Set<string>();
  const deliveries: FakeDelivery[] = [];
  const rejected: { device: string; reason: string }[] = [];
  const held: http.ServerResponse[] = [];
  let requests = 0;

  const handle: http.RequestListener = (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      requests += 1;
      const name = decodeURIComponent(request.url?.replace(/^\/push\//, "") ?? "");
      const device = devices.get(name);
      const answer = (status: number, headers: Record<string, string> = {}) =>
        response.writeHead(status, headers).end();
      if (!device) return answer(404);
      if (hanging.delete(name)) return void held.push(response);
      const scripted = scripts.get(name)?.shift();
      if (scripted) return answer(scripted.status, scripted.retryAfter ? { "retry-after": scripted.retryAfter } : {});
      try {
        const vapid = checkVapid(request.headers.authorization, origin);
        if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        const payload: unknown = JSON.parse(decrypt(Buffer.concat(chunks), device).toString("utf8"));
        deliveries.push({
          device: name,
          payload,
          ttl: header(request.headers.ttl),
          urgency: header(request.headers.urgency),
          topic: header(request.headers.topic),
          ...vapid,
        });
        answer(201);
      } catch (error) {
        rejected.push({ device: name, reason: error instanceof Error ? error.message : String(error) });
        answer(400);
      }
    });
  };
  const server = options.tls ? https.createServer(options.tls, handle) : http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `${options.tls ? "https" : "http"}://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    deliveries,
    rejected,
    get requests() {
      return requests;
    },
    /** A new browser subscription with a fresh P-256 key pair and auth secret. */
    device(name: string = randomBytes(6).toString("hex")): FakeDevice {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const device: FakeDevice = {
        name,
        subscription: {
          endpoint: `${origin}/push/${encodeURIComponent(name)}`,
          keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
        },
        privateKey: ecdh.getPrivateKey(),
        publicKey: ecdh.getPublicKey(),
        authSecret,
      };
      devices.set(name, device);
      return device;
    },
    /** The next answers to this device's requests, before it accepts again. */
    script(name: string, ...answers: Scripted[]) {
      scripts.set(name, [...(scripts.get(name) ?? []), ...answers]);
    },
    /** The next request to this device is received and never answered. */
    hangNext(name: string) {
      hanging.add(name);
    },
    /** The browser dropped the subscription: the service answers 404 from now on. */
    forget(name: string) {
      devices.delete(name);
    },
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Tokens whose signature was verified: senders reuse one JWT for many messages, as push services expect. */
const verifiedTokens = new Map<string, { subject: string; vapidKey: string; exp: number }>();

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed ES256 by that key, for this origin, not expired. */
function checkVapid(authorization: string | undefined, audience: string): { subject: string; vapidKey: string } {
  const cached = verifiedTokens.get(`${audience} ${authorization ?? ""}`);
  if (cached && cached.exp > Date.now() / 1000) return { subject: cached.subject, vapidKey: cached.vapidKey };
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match?.[1] || !match[2]) throw new Error("no VAPID authorization");
  const [token, key] = [match[1], match[2]];
  const [head, body, signature] = token.split(".");
  if (!head || !body || !signature) throw new Error("malformed JWT");
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const valid = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("bad VAPID signature");
  const header = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  const claims = JSON.parse(Buffer.from(body, "base64url").toString()) as { aud?: string; exp?: number; sub?: string };
  const now = Date.now() / 1000;
  if (header.alg !== "ES256") throw new Error("VAPID JWT not ES256");
  if (claims.aud !== audience) throw new Error(`VAPID audience ${claims.aud} is not ${audience}`);
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 60 * 60) throw new Error("VAPID JWT expiry invalid");
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) throw new Error("VAPID subject invalid");
  verifiedTokens.set(`${audience} ${authorization ?? ""}`, { subject: claims.sub, vapidKey: key, exp: claims.exp });
  return { subject: claims.sub, vapidKey: key };
}

/** RFC 8291 (with RFC 8188's aes128gcm, one record): what the browser does with a push message. */
function decrypt(body: Buffer, device: FakeDevice): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(device.privateKey);
  const sharedSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.publicKey, senderPublicKey]);
  const ikm = Buffer.from(hkdfSync("sha256", sharedSecret, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("missing last-record padding delimiter");
  return padded.subarray(0, end);
}

/**
 * A fresh fake push service for each test of the calling suite, closed after the test. Call it before `useTestApp`:
 * hooks after a test run last-registered first, so the app closes before the push service does.
 */
export function useFakePushService(): FakePushService {
  let current: FakePushService | undefined;
  beforeEach(async () => {
    current = await startFakePushService();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as FakePushService, {
    get(_, key) {
      if (!current) throw new Error("The fake push service runs only during a test");
      return Reflect.get(current, key) as unknown;
    },
  });
}
