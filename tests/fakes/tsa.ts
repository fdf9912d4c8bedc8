import { createHash, sign } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import forge from "node-forge";
import {
  type Asn1,
  algorithm,
  asn1,
  bytesOf,
  CONTEXT,
  children,
  der,
  int,
  intBytes,
  OID,
  octets,
  oid,
  parse,
  seq,
  set,
  UNIVERSAL,
} from "../../src/server/modules/signatures/providers/builtin/asn1";
import { generateSealCertificate } from "../../src/server/modules/signatures/providers/builtin/certificate";
import {
  derSetOf,
  issuerAndSerial,
  signingCertificateV2,
} from "../../src/server/modules/signatures/providers/builtin/pades";

/**
 * A fake RFC 3161 time-stamp authority: POST a DER TimeStampReq (application/timestamp-query), get a
 * TimeStampResp whose token is a real CMS SignedData over a TSTInfo, signed (RSA/SHA-256) by a test
 * TSA certificate (extKeyUsage timeStamping). `mode` makes it fail: HTTP 503, or a PKIStatus rejection.
 */
export interface FakeTsa {
  url: string;
  /** Every query received: its Content-Type and DER body. */
  requests: Array<{ contentType: string | undefined; body: Buffer; headers: IncomingHttpHeaders }>;
  /** The TSA certificate (PEM) that signs the tokens. */
  certPem: string;
  mode: "grant" | "http-503" | "reject";
  close(): Promise<void>;
}

const POLICY = "1.3.6.1.4.1.99999.1.1";

function tsaCertificate(): { keyPem: string; certPem: string; certDer: Buffer } {
  const { keyPem, certPem } = generateSealCertificate("TSA de Teste", new Date(), [
    { name: "extKeyUsage", critical: true, timeStamping: true },
  ]);
  const certDer = Buffer.from(
    asn1.toDer(forge.pki.certificateToAsn1(forge.pki.certificateFromPem(certPem))).getBytes(),
    "binary",
  );
  return { keyPem, certPem, certDer };
}

/** The TimeStampToken (ContentInfo) for `imprint` (SHA-256) and `nonce` (raw INTEGER bytes, echoed). */
function token(tsa: ReturnType<typeof tsaCertificate>, imprint: Buffer, nonce: Buffer | null, serial: number): Asn1 {
  const genTime = asn1.create(UNIVERSAL, asn1.Type.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(new Date()));
  const tstInfo = der(
    seq([
      int(1),
      oid(POLICY),
      seq([algorithm(OID.sha256), octets(imprint)]),
      int(serial),
      genTime,
      ...(nonce ? [intBytes(nonce)] : []),
    ]),
  );
  const { issuer, serial: serialNode } = issuerAndSerial(tsa.certDer);
  // RFC 5816: a token names its signing certificate (OpenSSL refuses one without).
  const signedAttrs = derSetOf([
    seq([oid(OID.contentType), set([oid(OID.tstInfo)])]),
    seq([oid(OID.messageDigest), set([octets(createHash("sha256").update(tstInfo).digest())])]),
    signingCertificateV2(tsa.certDer),
  ]);
  const signature = sign("sha256", der(signedAttrs), tsa.keyPem);
  const signerInfo = seq([
    int(1),
    seq([issuer, serialNode]),
    algorithm(OID.sha256),
    asn1.create(CONTEXT, 0, true, children(signedAttrs)),
    algorithm(OID.rsaEncryption),
    octets(signature),
  ]);
  const signedData = seq([
    int(3),
    set([algorithm(OID.sha256)]),
    seq([oid(OID.tstInfo), asn1.create(CONTEXT, 0, true, [octets(tstInfo)])]),
    asn1.create(CONTEXT, 0, true, [parse(tsa.certDer)]),
    set([signerInfo]),
  ]);
  return seq([oid(OID.signedData), asn1.create(CONTEXT, 0, true, [signedData])]);
}

export async function startFakeTsa(): Promise<FakeTsa> {
  const tsa = tsaCertificate();
  let serial = 0;
  const fake: FakeTsa = {
    url: "",
    requests: [],
    certPem: tsa.certPem,
    mode: "grant",
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      fake.requests.push({ contentType: req.headers["content-type"], body, headers: req.headers });
      if (fake.mode === "http-503") {
        res.writeHead(503, { "Content-Type": "text/plain" });
        res.end("indisponível");
        return;
      }
      const [, imprintNode, ...rest] = children(parse(body));
      const imprint = bytesOf(children(imprintNode)[1]);
      const nonceNode = rest.find((n) => n.tagClass === UNIVERSAL && n.type === asn1.Type.INTEGER);
      const answer =
        fake.mode === "reject"
          ? seq([seq([int(2)])])
          : seq([seq([int(0)]), token(tsa, imprint, nonceNode ? bytesOf(nonceNode) : null, ++serial)]);
      res.writeHead(200, { "Content-Type": "application/timestamp-reply" });
      res.end(der(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
