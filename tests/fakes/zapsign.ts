import { type FakeServer, sendJson, startFakeServer } from "./http";

/**
 * A fake ZapSign API (PROVIDERS.md): `Authorization: Bearer <token>`; `GET docs/?page=1` lists documents.
 * Each token maps to what ZapSign would answer: 200, 401 (unknown token), 402 (no API plan), 403 (token of
 * the other environment), 429 (rate limit), or "hang" (never answers in time).
 */
export type ZapsignBehaviour = 200 | 402 | 403 | 429 | "hang";

export async function startFakeZapsign(
  tokens: Record<string, ZapsignBehaviour>,
  opts: {
    signedPdf?: Buffer;
    documents?: Record<string, Record<string, unknown>>;
    /** Statuses POST docs/ answers first, one per call (e.g. [503, 503] then the normal 200); the test may refill it. */
    createFailures?: number[];
    /** POST docs/ waits for the promise this returns (if any) before answering: ZapSign taking its time. */
    holdCreate?: () => Promise<void> | undefined;
  } = {},
): Promise<FakeServer> {
  let docs = 0;
  return startFakeServer(async (req, res) => {
    // The signed file's (pre-signed, unauthenticated) download URL.
    if (req.method === "GET" && req.path.startsWith("/files/")) {
      res.writeHead(opts.signedPdf ? 200 : 404, { "Content-Type": "application/pdf" });
      res.end(opts.signedPdf ?? "");
      return;
    }
    const token = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ""))?.[1] ?? "";
    const behaviour = tokens[token];
    if (behaviour === undefined) return sendJson(res, 401, { detail: "Token inválido." });
    if (behaviour === "hang") {
      await new Promise((r) => setTimeout(r, 5_000));
      return sendJson(res, 200, { count: 0, next: null, previous: null, results: [] });
    }
    if (behaviour !== 200) return sendJson(res, behaviour, { detail: `erro ${behaviour}` });
    if (req.method === "POST" && req.path === "/refuse/") return sendJson(res, 200, { message: "Documento recusado" });
    if (req.method === "POST" && req.path === "/docs/") {
      await opts.holdCreate?.();
      const failure = opts.createFailures?.shift();
      if (failure) return sendJson(res, failure, { detail: `erro ${failure}` });
      // POST docs/: the document object with a token per signer (PROVIDERS.md "Create").
      const body = req.body as { name?: string; external_id?: string; signers?: Array<Record<string, unknown>> };
      const doc = `doc-${++docs}`;
      return sendJson(res, 200, {
        open_id: docs,
        token: doc,
        status: "pending",
        name: body.name,
        external_id: body.external_id,
        original_file: "https://zapsign.example/original.pdf",
        signed_file: null,
        created_at: new Date().toISOString(),
        signers: (body.signers ?? []).map((s, i) => ({
          token: `${doc}-signer-${i + 1}`,
          sign_url: `https://app.zapsign.example/verificar/${doc}-signer-${i + 1}`,
          status: "new",
          name: s.name,
          email: s.email,
          external_id: s.external_id ?? null,
          signed_at: null,
        })),
      });
    }
    const one = /^\/docs\/([^/?]+)\/$/.exec(req.path);
    if (req.method === "GET" && one && opts.documents?.[one[1] ?? ""]) {
      return sendJson(res, 200, opts.documents[one[1] ?? ""]);
    }
    if (req.method === "GET" && req.path.startsWith("/docs/")) {
      return sendJson(res, 200, { count: 0, next: null, previous: null, results: [] });
    }
    return sendJson(res, 404, { detail: "Não encontrado." });
  });
}

/** A webhook receiver that answers with `status` and records what it got. */
export async function startWebhookReceiver(status = 200): Promise<FakeServer> {
  return startFakeServer((_req, res) => sendJson(res, status, { received: status < 300 }));
}
