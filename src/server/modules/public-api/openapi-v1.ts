import { API_KEY_SCOPE_LABELS, type ApiKeyScope } from "../../../domain/api-keys/api-keys";
import type { AccessRule } from "../../../domain/auth/permissions";
import { API_V1_PREFIX, IDEMPOTENCY_KEY_MAX } from "../../../domain/public-api/api-v1";
import { API_KEYS_PATH_TEXT } from "../../../domain/settings/areas";
import type { RouteContract } from "../../../domain/shared/contracts/define";
import { ERRORS, type ErrorCode } from "../../../domain/shared/error-codes";
import { V1_BODY_EXAMPLES } from "./examples";

/** The parts of an OpenAPI 3.1 document this module reads and writes. */
export interface OpenApiOperation {
  summary?: string;
  description?: string;
  parameters?: Array<Record<string, unknown>>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema; example?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
  security?: Array<Record<string, string[]>>;
  "x-scope"?: ApiKeyScope;
  "x-error-codes"?: ErrorCode[];
  [key: string]: unknown;
}
export type JsonSchema = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: Record<string, unknown>;
  [key: string]: unknown;
}

/** One route as the document needs it: its contract and its rule (from the app's route catalog). */
export interface V1Route {
  method: string;
  url: string;
  access: AccessRule | "public" | undefined;
  contract?: RouteContract;
}

const SECURITY_SCHEME = "chaveDeApi";
/** What the gate and the plumbing may answer on every keyed route, besides the route's own codes. */
const GATE_ERRORS: ErrorCode[] = [
  "VALIDATION_ERROR",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "PLAN_FEATURE_DISABLED",
  "TOO_MANY_REQUESTS",
];

const errorSchema: JsonSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string", description: "Código estável (veja a lista de códigos)" },
        message: { type: "string", description: "Mensagem em português, para mostrar a uma pessoa" },
        details: {
          type: "object",
          properties: {
            fieldErrors: { type: "object", additionalProperties: { type: "string" }, description: "campo → mensagem" },
          },
        },
      },
    },
  },
};

const idempotencyHeader = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Repetir a mesma requisição com a mesma chave em até 24 h devolve a primeira resposta sem refazer o trabalho; " +
    "a mesma chave com outro corpo responde 422.",
  schema: { type: "string", maxLength: IDEMPOTENCY_KEY_MAX },
};

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, "{$1}");

/** The error codes of a keyed route, grouped by HTTP status (each status's answer lists its codes). */
function errorResponses(codes: readonly ErrorCode[]): OpenApiOperation["responses"] {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: NonNullable<OpenApiOperation["responses"]> = {};
  for (const [status, list] of byStatus) {
    responses[String(status)] = {
      description: list.map((c) => `${c}: ${ERRORS[c].message}`).join(" | "),
      content: { "application/json": { schema: { $ref: "#/components/schemas/Erro" } } },
    };
  }
  return responses;
}

/**
 * The v1 document (issue 23): the app's generated OpenAPI document (every route's contract, never
 * written by hand) cut down to /api/v1, with the bearer security scheme, each keyed operation's scope,
 * its error codes and answers, and the Idempotency-Key header on POSTs.
 */
export function openApiV1(full: OpenApiDocument, routes: readonly V1Route[], serverUrl: string): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const r of routes) {
    if (!r.url.startsWith(`${API_V1_PREFIX}/`)) continue;
    const path = toOpenApiPath(r.url);
    const method = r.method.toLowerCase();
    const source = full.paths[path]?.[method];
    if (!source) continue;
    const op: OpenApiOperation = structuredClone(source);
    const scope = r.access && r.access !== "public" && r.access.kind === "apiScope" ? r.access.scope : undefined;
    if (scope) {
      const codes = [...GATE_ERRORS, ...(r.contract?.errors ?? [])];
      op.security = [{ [SECURITY_SCHEME]: [] }];
      op["x-scope"] = scope;
      op["x-error-codes"] = [...new Set(codes)];
      op.description = `Permissão da chave: \`${scope}\` (${API_KEY_SCOPE_LABELS[scope]}).`;
      op.responses = { ...errorResponses(codes), ...op.responses };
      if (r.method === "POST") op.parameters = [...(op.parameters ?? []), idempotencyHeader];
      const json = op.requestBody?.content?.["application/json"];
      const example = V1_BODY_EXAMPLES[`${r.method} ${path}`];
      if (json && example !== undefined) json.example = example;
    } else {
      op.security = [];
    }
    paths[path] = { ...paths[path], [method]: op };
  }
  return {
    openapi: full.openapi,
    info: {
      title: "Minuta API v1",
      version: "1.0.0",
      description:
        "API REST pública do Minuta. Autentique com `Authorization: Bearer <chave>` (crie a chave em " +
        `${API_KEYS_PATH_TEXT}). Erros: \`{ error: { code, message, details } }\`. Limite: requisições por minuto ` +
        "por chave, informado nos cabeçalhos RateLimit-*.",
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      ...(full.components ?? {}),
      schemas: { ...((full.components?.schemas as Record<string, unknown>) ?? {}), Erro: errorSchema },
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: "http",
          scheme: "bearer",
          description: "Chave de API da conta (mk_live_… em produção, mk_test_… nos demais ambientes)",
        },
      },
    },
  };
}
