import { z } from "zod";
import type { ErrorCode } from "../error-codes";

/**
 * One route of the API, as both sides see it (ARCHITECTURE §4): method, path, the Zod schemas of its
 * params, query, body and answers, and the error codes it may answer. The server registers the route
 * from it (platform/http/route.ts: validation, serialization through the response schema, OpenAPI),
 * the web calls it through the typed client (web/lib/client.ts): one source for the URL and the types.
 */
export interface RouteContract {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Fastify path syntax: `/api/documents/:id`. */
  path: `/api/${string}`;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Status → body schema. A binary answer (PDF, .xlsx) is `binaryBody(type)`; an empty one `noContent`. */
  response: { [status: number]: z.ZodType | BinaryBody };
  /** The error codes this route may answer (besides VALIDATION_ERROR, UNAUTHORIZED and FORBIDDEN of the gate). */
  errors: readonly ErrorCode[];
}

/** A file answer: documented in OpenAPI by content type; Fastify sends the bytes as they are. */
export interface BinaryBody {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

export function defineContract<const C extends RouteContract>(contract: C): C {
  return contract;
}

/** A GET with no params, query or body: it answers 200 with what the caller may see. */
export const readContract = <
  const Path extends `/api/${string}`,
  Answer extends z.ZodType,
  const E extends readonly ErrorCode[] = [],
>(
  path: Path,
  summary: string,
  answer: Answer,
  errors: E = [] as unknown as E,
) => defineContract({ method: "GET", path, summary, response: { 200: answer }, errors });

/**
 * A POST whose body is raw bytes (a file, a mail message: the server reads and judges the bytes,
 * whatever the Content-Type), so it has no body schema: only its answers and errors.
 */
export const uploadContract = <
  const Path extends `/api/${string}`,
  const Response extends RouteContract["response"],
  const E extends readonly ErrorCode[],
>(
  path: Path,
  summary: string,
  response: Response,
  errors: E,
) => defineContract({ method: "POST", path, summary, response, errors });

export const binaryBody = (contentType: string, description: string): BinaryBody => ({
  description,
  content: { [contentType]: { schema: z.string().meta({ format: "binary" }) } },
});

/** The answer of a change that has nothing else to say. */
export const okAnswer = z.object({ ok: z.literal(true) });

/** The answer of a 204: no body. */
export const noContent = z.null().meta({ description: "Sem conteúdo" });

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type SuccessStatus<C extends RouteContract> = Extract<keyof C["response"], 200 | 201 | 202 | 204>;

/**
 * What the server's handler returns (the response schema's input: the server parses its answer by
 * it, platform/http/response-serializer.ts) and what the web receives (its output). Dates travel as
 * ISO text (`dateTimeText`).
 */
export type ContractResult<C extends RouteContract> = In<C["response"][SuccessStatus<C>]>;
export type ContractAnswer<C extends RouteContract> = C["response"][SuccessStatus<C>] extends BinaryBody
  ? Blob
  : Out<C["response"][SuccessStatus<C>]>;
export type ContractParams<C extends RouteContract> = In<C["params"]>;
export type ContractQuery<C extends RouteContract> = In<C["query"]>;
export type ContractBody<C extends RouteContract> = In<C["body"]>;
export type ParsedParams<C extends RouteContract> = Out<C["params"]>;
export type ParsedQuery<C extends RouteContract> = Out<C["query"]>;
export type ParsedBody<C extends RouteContract> = Out<C["body"]>;

/** A page of an admin list (domain/shared/list.ts `Page<T>`): the items, the exact total, the page and its size. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

/** A date-time the server already wrote as ISO 8601 text. */
export const dateTimeText = z.string().meta({ format: "date-time" });
