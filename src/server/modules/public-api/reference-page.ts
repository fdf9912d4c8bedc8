import { API_KEYS_PATH_TEXT } from "../../../domain/settings/areas";
import { ERRORS, type ErrorCode } from "../../../domain/shared/error-codes";
import type { JsonSchema, OpenApiDocument, OpenApiOperation } from "./openapi-v1";

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * A small example of a JSON schema's value: every property of the top object (the body's fields),
 * required ones below it, the first of each choice; a free-form map shows one `<chave>`.
 */
export function exampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if ("const" in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ("default" in schema && schema.default !== undefined) return schema.default;
  const choice = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choice) return exampleOf(choice.find((s) => s.type !== "null") ?? choice[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  if (type === "object") {
    const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const out: Record<string, unknown> = {};
    for (const [key, prop] of Object.entries(props)) {
      if (depth > 0 && !required.has(key)) continue;
      const value = exampleOf(prop, depth + 1);
      if (value !== null) out[key] = value;
    }
    const free = schema.additionalProperties;
    if (Object.keys(props).length === 0 && free && typeof free === "object") {
      out["<chave>"] = exampleOf(free as JsonSchema, depth + 1);
    }
    return out;
  }
  if (type === "array") return [exampleOf(schema.items as JsonSchema, depth + 1)];
  if (type === "boolean") return false;
  if (type === "integer" || type === "number") return 1;
  if (schema.format === "uuid" || String(schema.pattern ?? "").includes("0-9a-f]{8}")) {
    return "3f0c2d9e-7d1c-4c4e-9a57-6b8e2f0a1b11";
  }
  if (schema.format === "email") return "pessoa@exemplo.com.br";
  if (schema.format === "date-time") return "2026-01-31T12:00:00Z";
  return "texto";
}

/** The curl command of one operation, with placeholders for the ids and a minimal body. */
export function curlExample(baseUrl: string, method: string, path: string, op: OpenApiOperation): string {
  const url = `${baseUrl}${path.replace(/\{(\w+)\}/g, (_m, name: string) => `<${name}>`)}`;
  const lines = [`curl -X ${method.toUpperCase()} "${url}"`, `  -H "Authorization: Bearer $MINUTA_API_KEY"`];
  const json = op.requestBody?.content?.["application/json"];
  if (method === "post") lines.push(`  -H "Idempotency-Key: $(uuidgen)"`);
  if (json?.schema) {
    const body = json.example !== undefined ? json.example : exampleOf(json.schema);
    lines.push(`  -H "Content-Type: application/json"`);
    lines.push(`  -d '${JSON.stringify(body).replaceAll("'", "'\\''")}'`);
  }
  const binary = Object.values(op.responses ?? {}).some((r) => r.content?.["application/pdf"]);
  if (binary) lines.push("  -o documento.pdf");
  return lines.join(" \\\n");
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f2937;background:#f8fafc}
main{max-width:960px;margin:0 auto;padding:24px}h1{font-size:26px}h2{font-size:20px;margin-top:40px}
section.op{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:16px;margin:16px 0}
.m{display:inline-block;min-width:64px;font:600 13px monospace;padding:2px 8px;border-radius:4px;color:#fff;text-align:center}
.GET{background:#2563eb}.POST{background:#16a34a}.PUT{background:#ca8a04}.DELETE{background:#dc2626}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#0f172a;color:#e2e8f0;padding:12px;border-radius:6px;overflow-x:auto}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:6px;text-align:left;vertical-align:top}
.scope{background:#eef2ff;color:#3730a3;padding:1px 6px;border-radius:4px;font:12px monospace}nav a{margin-right:12px}`;

function operationHtml(baseUrl: string, path: string, method: string, op: OpenApiOperation): string {
  const codes = op["x-error-codes"] ?? [];
  const params = (op.parameters ?? []).map(
    (p) =>
      `<tr><td><code>${esc(String(p.name))}</code></td><td>${esc(String(p.in))}</td><td>${p.required ? "sim" : "não"}</td><td>${esc(String(p.description ?? ""))}</td></tr>`,
  );
  return `<section class="op" id="${esc(`${method}-${path}`)}">
<h3><span class="m ${method.toUpperCase()}">${method.toUpperCase()}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary ?? "")}${op["x-scope"] ? ` — permissão <span class="scope">${esc(op["x-scope"])}</span>` : ""}</p>
${params.length ? `<table><tr><th>Parâmetro</th><th>Em</th><th>Obrigatório</th><th>Descrição</th></tr>${params.join("")}</table>` : ""}
<pre>${esc(curlExample(baseUrl, method, path, op))}</pre>
<p>Respostas: ${Object.keys(op.responses ?? {})
    .sort()
    .map((s) => `<code>${s}</code>`)
    .join(", ")}${codes.length ? ` · códigos de erro: ${codes.map((c) => `<code>${c}</code>`).join(", ")}` : ""}</p>
</section>`;
}

/** The reference page of /api/v1/docs: server-rendered from the OpenAPI document, no script, not in the app's bundle. */
export function referencePage(doc: OpenApiDocument, baseUrl: string): string {
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op["x-scope"])
      .map(([method, op]) => ({ path, method, op })),
  );
  const codes = [...new Set(ops.flatMap((o) => o.op["x-error-codes"] ?? []))].sort() as ErrorCode[];
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Minuta — Referência da API v1</title><style>${STYLE}</style></head><body><main>
<h1>Minuta — Referência da API v1</h1>
<p>Crie uma chave em <strong>${esc(API_KEYS_PATH_TEXT)}</strong> (administrador da empresa; o plano precisa incluir “Acesso à API”).
Envie-a em todas as chamadas: <code>Authorization: Bearer mk_live_…</code>. Cada chave age pela sua conta, com as permissões escolhidas.</p>
<ul><li>Erros sempre como <code>{ "error": { "code", "message", "details" } }</code>, mensagens em português.</li>
<li>Limite por chave, por minuto: cabeçalhos <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code>, <code>RateLimit-Reset</code>; ao exceder, 429 com <code>Retry-After</code>.</li>
<li>Todo POST aceita <code>Idempotency-Key</code>: a mesma chave e o mesmo corpo em até 24 h devolvem a primeira resposta; outro corpo, 422.</li>
<li>Listas de documentos paginadas por cursor: repita a chamada com <code>cursor=nextCursor</code> até ele vir <code>null</code>.</li>
<li>Nos exemplos, troque os ids (<code>&lt;id&gt;</code>, <code>templateId</code>) pelos da sua conta e as chaves de <code>values</code> pelas variáveis do modelo (<code>GET /api/v1/templates/{id}</code> lista as variáveis).</li>
<li>Documento OpenAPI 3.1: <a href="${esc(baseUrl)}/api/v1/openapi.json"><code>/api/v1/openapi.json</code></a>.</li></ul>
<nav>${ops.map((o) => `<a href="#${esc(`${o.method}-${o.path}`)}">${o.method.toUpperCase()} ${esc(o.path)}</a>`).join(" ")}</nav>
<h2>Operações</h2>
${ops.map((o) => operationHtml(baseUrl, o.path, o.method, o.op)).join("\n")}
<h2 id="codigos">Códigos de erro</h2>
<table><tr><th>Código</th><th>HTTP</th><th>Mensagem padrão</th></tr>
${codes.map((c) => `<tr><td><code>${c}</code></td><td>${ERRORS[c].status}</td><td>${esc(ERRORS[c].message)}</td></tr>`).join("\n")}
</table></main></body></html>`;
}
