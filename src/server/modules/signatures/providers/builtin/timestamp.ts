import { createHash, randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { AppError } from "../../../../platform/errors/app-error";
import { outboundBinaryPost } from "../../../../platform/outbound/outbound-http";
import {
  algorithm,
  asn1,
  bool,
  bytesOf,
  CONTEXT,
  children,
  der,
  int,
  intBytes,
  isUniversal,
  OID,
  octets,
  oidOf,
  parse,
  seq,
  TYPE,
} from "./asn1";

/**
 * RFC 3161 time-stamps of the seal (PAdES-B-T): the SignerInfo's signature value is hashed (SHA-256),
 * sent to the configured TSA as a TimeStampReq, and the TimeStampToken of a granted answer goes back
 * into the SignerInfo as the unsigned attribute id-aa-signatureTimeStampToken (pades.ts).
 */
export interface TimestampToken {
  /** The token (a CMS ContentInfo), DER, exactly as the TSA sent it. */
  token: Buffer;
  /** The TSA's genTime. */
  genTime: Date;
}

/** Given a SignerInfo's signature value, a time-stamp token over it; throws TimestampError when none. */
export type Timestamper = (signatureValue: Buffer) => Promise<TimestampToken>;

export class TimestampError extends Error {}

/** What the fields of a token's TSTInfo say (to check an answer, and for tests). */
export interface TstInfo {
  hashAlgorithm: string;
  hashedMessage: Buffer;
  serialNumber: Buffer;
  genTime: Date;
  nonce: Buffer | null;
}

/** Room reserved in /Contents for a token (bytes): a TSA's signature and certificate chain with margin. */
export const TIMESTAMP_ROOM = 16_384;
const PKI_STATUS = [
  "granted",
  "grantedWithMods",
  "rejection",
  "waiting",
  "revocationWarning",
  "revocationNotification",
];

/** A positive, minimally encoded 64-bit nonce (first byte 0x40–0x7F). */
export function newNonce(): Buffer {
  const nonce = randomBytes(8);
  nonce[0] = ((nonce[0] ?? 0) & 0x3f) | 0x40;
  return nonce;
}

/** TimeStampReq (DER): v1, SHA-256 message imprint of `message`, the nonce, certReq true. */
export function timeStampRequest(message: Buffer, nonce: Buffer): Buffer {
  const imprint = createHash("sha256").update(message).digest();
  return der(seq([int(1), seq([algorithm(OID.sha256), octets(imprint)]), intBytes(nonce), bool(true)]));
}

/** The TSTInfo inside a TimeStampToken (ContentInfo → SignedData → encapContentInfo → eContent). */
export function readTstInfo(token: Buffer): TstInfo {
  const [type, content] = children(parse(token));
  if (oidOf(type) !== OID.signedData) throw new TimestampError("o carimbo não é um SignedData");
  const signedData = children(children(content)[0]);
  const encap = children(signedData[2]);
  if (oidOf(encap[0]) !== OID.tstInfo) throw new TimestampError("o carimbo não contém um TSTInfo");
  const eContent = children(encap[1])[0];
  // DER puts eContent in one primitive OCTET STRING; a constructed (BER) one is joined.
  const raw = Array.isArray(eContent?.value) ? Buffer.concat(children(eContent).map(bytesOf)) : bytesOf(eContent);
  const fields = children(parse(raw));
  const [, , imprint, serial, time] = fields;
  const [hashAlgorithm, hashedMessage] = children(imprint);
  if (!isUniversal(time, TYPE.GENERALIZEDTIME)) throw new TimestampError("TSTInfo sem genTime");
  const nonce = fields.slice(5).find((f) => isUniversal(f, TYPE.INTEGER));
  return {
    hashAlgorithm: oidOf(children(hashAlgorithm)[0]),
    hashedMessage: bytesOf(hashedMessage),
    serialNumber: bytesOf(serial),
    genTime: asn1.generalizedTimeToDate(String(time?.value ?? "")),
    nonce: nonce ? bytesOf(nonce) : null,
  };
}

/**
 * The token of a TimeStampResp (DER) answering `request`'s imprint and nonce; TimestampError when the
 * TSA refused, answered something else, or a token that would not fit in the signature.
 */
export function tokenFromResponse(response: Buffer, message: Buffer, nonce: Buffer): TimestampToken {
  let top: ReturnType<typeof parse>;
  try {
    top = parse(response);
  } catch {
    throw new TimestampError("resposta da TSA não é DER");
  }
  const [statusInfo, tokenNode] = children(top);
  const status = Number.parseInt(bytesOf(children(statusInfo)[0]).toString("hex") || "ff", 16);
  if (status !== 0 && status !== 1) {
    throw new TimestampError(`TSA recusou o pedido (status ${PKI_STATUS[status] ?? status})`);
  }
  if (!tokenNode || tokenNode.tagClass === CONTEXT) throw new TimestampError("resposta da TSA sem carimbo");
  const token = der(tokenNode);
  // The token is embedded as forge re-encodes it: it must be byte-identical to what the TSA signed.
  const start = response.indexOf(token);
  if (start < 0) throw new TimestampError("carimbo da TSA não está em DER canônico");
  if (token.length > TIMESTAMP_ROOM - 64) throw new TimestampError("carimbo da TSA maior que o espaço reservado");
  const info = readTstInfo(token);
  const imprint = createHash("sha256").update(message).digest();
  if (info.hashAlgorithm !== OID.sha256 || !info.hashedMessage.equals(imprint)) {
    throw new TimestampError("carimbo da TSA para outro conteúdo");
  }
  if (!info.nonce?.equals(nonce)) throw new TimestampError("carimbo da TSA com nonce diferente");
  return { token, genTime: info.genTime };
}

export interface TsaOptions {
  url: string;
  timeoutMs: number;
  allowPrivate: boolean;
  /** Tries in all (default 3); waits between them (default 1 s, then 3 s). */
  attempts?: number;
  retryDelaysMs?: number[];
}

/** A Timestamper that asks the TSA at `url` over the outbound policy, retrying failures a couple of times. */
export function tsaTimestamper(opts: TsaOptions): Timestamper {
  const attempts = opts.attempts ?? 3;
  const delays = opts.retryDelaysMs ?? [1000, 3000];
  return async (signatureValue) => {
    let last: unknown;
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await sleep(delays[Math.min(attempt - 1, delays.length - 1)] ?? 0);
      const nonce = newNonce();
      try {
        const res = await outboundBinaryPost(opts.url, timeStampRequest(signatureValue, nonce), {
          contentType: "application/timestamp-query",
          accept: "application/timestamp-reply",
          maxBytes: 64 * 1024,
          timeoutMs: opts.timeoutMs,
          allowPrivate: opts.allowPrivate,
        });
        if (res.status !== 200) throw new TimestampError(`TSA respondeu HTTP ${res.status}`);
        return tokenFromResponse(res.body, signatureValue, nonce);
      } catch (err) {
        last = err;
        if (err instanceof AppError) break; // the address policy refused the TSA: no point in retrying
      }
    }
    const reason = last instanceof Error ? last.message : String(last);
    throw new TimestampError(`Carimbo do tempo indisponível: ${reason}`);
  };
}
