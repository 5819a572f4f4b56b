import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from "node:crypto";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";
import type { PasskeyAssertion, PasskeyRegistration, WebAuthnOptions } from "../../src/shared/auth.js";

/*
 * A passkey authenticator in software, as a browser and a phone together would answer WebAuthn (W3C WebAuthn
 * Level 2: "none" attestation, ES256 keys, the authenticator data of section 6.1). API tests use it to register and
 * sign in with real signatures; browser journeys use Chromium's own virtual authenticator instead.
 */

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export interface SoftAuthenticator {
  /** Answers registration options as navigator.credentials.create would, from `origin`. */
  register(options: WebAuthnOptions, origin: string): PasskeyRegistration;
  /** Answers sign-in options as navigator.credentials.get would, signing with the key it created. */
  signIn(
    options: WebAuthnOptions,
    origin: string,
    tamper?: { counter?: number; userVerified?: boolean },
  ): PasskeyAssertion;
  readonly credentialId: string;
}

const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  const x = Buffer.from(jwk.x ?? "", "base64url");
  const y = Buffer.from(jwk.y ?? "", "base64url");
  // kty EC2, alg ES256, crv P-256, x, y.
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(x)],
      [-3, new Uint8Array(y)],
    ]),
  );
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

const rpIdOf = (options: WebAuthnOptions): string => {
  const rp = options.rp as { id?: string } | undefined;
  return rp?.id ?? (options.rpId as string);
};

export function softAuthenticator(): SoftAuthenticator {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const id = randomBytes(16);
  const credentialId = isoBase64URL.fromBuffer(new Uint8Array(id));
  let counter = 0;
  const outline = { id: credentialId, rawId: credentialId, type: "public-key" as const, clientExtensionResults: {} };

  return {
    credentialId,
    register(options, origin) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(coseKey(publicKey))]);
      const flags = FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA;
      const authData = authenticatorData(rpIdOf(options), flags, counter, attested);
      const noStatement = new Map<string, number>();
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, number> | Uint8Array>([
          ["fmt", "none"],
          ["attStmt", noStatement],
          ["authData", new Uint8Array(authData)],
        ]),
      );
      return {
        ...outline,
        response: {
          clientDataJSON: clientData("webauthn.create", options.challenge, origin).toString("base64url"),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ["internal"],
        },
      };
    },
    signIn(options, origin, tamper = {}) {
      counter = tamper.counter ?? counter + 1;
      const flags = FLAG_USER_PRESENT | (tamper.userVerified === false ? 0 : FLAG_USER_VERIFIED);
      const authData = authenticatorData(rpIdOf(options), flags, counter);
      const data = clientData("webauthn.get", options.challenge, origin);
      const signature = createSign("SHA256")
        .update(Buffer.concat([authData, sha256(data)]))
        .sign(privateKey);
      return {
        ...outline,
        response: {
          clientDataJSON: data.toString("base64url"),
          authenticatorData: authData.toString("base64url"),
          signature: signature.toString("base64url"),
        },
      };
    },
  };
}
