import { createHash, randomBytes } from "node:crypto";
import * as asn1js from "asn1js";
import * as pkijs from "pkijs";

/*
 * RFC 3161 time-stamps on the record's published heads (docs/decisions/0029-witnessed-record-heads.md): a
 * Time-Stamp Authority outside the provider signs "this text existed at this time", so a head published once cannot
 * later be swapped for another without the swap showing. What the authority witnesses is the head's statement
 * (`headStatement` in src/shared/record-chain.ts); the token kept is the authority's signed TimeStampToken, which
 * anyone can check with `openssl ts -verify` as well as with `npm run verify-record`. This file imports nothing of the
 * app: the verifier runs it with Node alone.
 */

const SHA256_OID = "2.16.840.1.101.3.4.2.1";
const COMMON_NAME_OID = "2.5.4.3";
const GRANTED = 0;
const GRANTED_WITH_MODS = 1;

/** A token an authority signed, as stored with its head: base64 of the DER TimeStampToken. */
export interface Witness {
  /** The authority's address the token came from. */
  tsa: string;
  /** Who signed it: the authority's certificate's common name (or its whole subject). */
  signer: string;
  /** When the authority says it saw the statement (ISO). */
  at: string;
  token: string;
}

const sha256 = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest();
const arrayBufferOf = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

function signerNameOf(signed: pkijs.SignedData): string {
  const certificate = signed.certificates?.find((item): item is pkijs.Certificate => item instanceof pkijs.Certificate);
  if (!certificate) return "unnamed authority";
  const names = certificate.subject.typesAndValues;
  const common = names.find((name) => name.type === COMMON_NAME_OID);
  return String((common ?? names[0])?.value.valueBlock.value ?? "unnamed authority");
}

function parseToken(token: string): { signed: pkijs.SignedData; info: pkijs.TSTInfo } {
  const content = pkijs.ContentInfo.fromBER(arrayBufferOf(Buffer.from(token, "base64")));
  if (content.contentType !== pkijs.ContentInfo.SIGNED_DATA) throw new Error("the token is not signed data");
  const signed = new pkijs.SignedData({ schema: content.content });
  const eContent = signed.encapContentInfo.eContent;
  if (!eContent) throw new Error("the token holds no time-stamp");
  return { signed, info: pkijs.TSTInfo.fromBER(eContent.getValue()) };
}

function imprintOf(info: pkijs.TSTInfo): { algorithm: string; hex: string } {
  return {
    algorithm: info.messageImprint.hashAlgorithm.algorithmId,
    hex: Buffer.from(info.messageImprint.hashedMessage.getValue()).toString("hex"),
  };
}

/** What a token says, unchecked: who signed, when, and the SHA-256 it witnessed (hex). */
export function readWitness(token: string): { signer: string; at: string; imprint: string } {
  const { signed, info } = parseToken(token);
  return { signer: signerNameOf(signed), at: info.genTime.toISOString(), imprint: imprintOf(info).hex };
}

/**
 * Asks one authority to witness `statement`: an RFC 3161 request over HTTP (SHA-256 imprint, a fresh nonce, the
 * authority's certificate asked for), and the answer checked before it is kept: granted, the imprint and nonce ours.
 * Throws with the reason when the authority is down or answers anything else.
 */
export async function requestWitness(
  tsa: string,
  statement: string,
  options: { timeoutMs?: number } = {},
): Promise<Witness> {
  const nonce = randomBytes(8);
  // A positive INTEGER whose first byte is never zero: an authority encodes the nonce in its fewest bytes, so one
  // starting with a zero byte came back a byte shorter and was refused as another request's (about 1 in 128).
  nonce[0] = 0x40 | ((nonce[0] ?? 0) & 0x3f);
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256_OID }),
      hashedMessage: new asn1js.OctetString({ valueHex: arrayBufferOf(sha256(statement)) }),
    }),
    nonce: new asn1js.Integer({ valueHex: arrayBufferOf(nonce) }),
    certReq: true,
  });
  const response = await fetch(tsa, {
    method: "POST",
    headers: { "content-type": "application/timestamp-query" },
    body: Buffer.from(request.toSchema().toBER()),
    redirect: "error",
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  if (!response.ok) throw new Error(`${tsa} answered ${response.status}`);
  const answer = pkijs.TimeStampResp.fromBER(await response.arrayBuffer());
  const status = answer.status.status;
  if ((status !== GRANTED && status !== GRANTED_WITH_MODS) || !answer.timeStampToken) {
    throw new Error(`${tsa} refused the time-stamp (status ${status})`);
  }
  const token = Buffer.from(answer.timeStampToken.toSchema().toBER()).toString("base64");
  const { signed, info } = parseToken(token);
  if (imprintOf(info).hex !== sha256(statement).toString("hex")) throw new Error(`${tsa} witnessed another text`);
  if (!info.nonce || Buffer.from(info.nonce.valueBlock.valueHexView).compare(nonce) !== 0) {
    throw new Error(`${tsa} answered another request (its nonce differs)`);
  }
  return { tsa, signer: signerNameOf(signed), at: info.genTime.toISOString(), token };
}

export type WitnessVerdict =
  { ok: true; signer: string; at: string; chained: boolean } | { ok: false; problem: string };

/** Parses PEM text holding one or more certificates (a trust list the operator gives the verifier). */
export function certificatesOf(pem: string): pkijs.Certificate[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((block) =>
    pkijs.Certificate.fromBER(arrayBufferOf(Buffer.from(block.replace(/-----[A-Z ]+-----|\s/g, ""), "base64"))),
  );
}

/**
 * Checks a stored token against the statement it should witness: the authority's signature over it, the imprint
 * equal to SHA-256 of `statement`, and, when a trust list is given, the signer's certificate chain to one of those
 * certificates (`chained`). Without a trust list only the signature and imprint are proven.
 */
export async function verifyWitness(
  token: string,
  statement: string,
  trusted: readonly pkijs.Certificate[],
): Promise<WitnessVerdict> {
  let parsed: ReturnType<typeof parseToken>;
  try {
    parsed = parseToken(token);
  } catch (error) {
    return { ok: false, problem: `its time-stamp token cannot be read (${(error as Error).message})` };
  }
  const { signed, info } = parsed;
  const imprint = imprintOf(info);
  if (imprint.algorithm !== SHA256_OID || imprint.hex !== sha256(statement).toString("hex")) {
    return { ok: false, problem: "its time-stamp witnessed another head" };
  }
  try {
    const result = await signed.verify({
      signer: 0,
      data: arrayBufferOf(Buffer.from(statement, "utf8")),
      trustedCerts: [...trusted],
      checkChain: trusted.length > 0,
      extendedMode: true,
    });
    if (!result.signatureVerified) return { ok: false, problem: "its time-stamp's signature does not verify" };
  } catch (error) {
    const message = error instanceof pkijs.SignedDataVerifyError ? error.message : String(error);
    const chain = trusted.length > 0 && /chain|certificate|issuer/i.test(message);
    return {
      ok: false,
      problem: chain
        ? `its time-stamp's signer does not chain to the trust list (${message})`
        : `its time-stamp does not verify (${message})`,
    };
  }
  return { ok: true, signer: signerNameOf(signed), at: info.genTime.toISOString(), chained: trusted.length > 0 };
}
