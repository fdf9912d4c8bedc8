import type { z } from "zod";
import type { ErrorCode } from "../error-codes";
import { defineContract, noContent, pageOf, type RouteContract, readContract } from "./define";

type Errors = readonly ErrorCode[];

/** What a change to one record may answer when the record is not there or not the caller's to change. */
export const recordErrors = ["NOT_FOUND", "FORBIDDEN"] as const;
type Method = RouteContract["method"];

/**
 * The routes of one collection of records (ARCHITECTURE §4): `path` lists them a page at a time and
 * creates one; `itemPath` (its id read by `params`) reads, edits and deletes one, and carries the
 * record's own actions below it. Each route is one call with what is its own (summary, schemas,
 * errors); the method, the path and the params come from here. A route of another form stays a
 * `defineContract` beside them.
 */
export function resourceContracts<
  const Path extends `/api/${string}`,
  const ItemPath extends `${Path}/:${string}` & `/api/${string}`,
  Params extends z.ZodType,
>(path: Path, itemPath: ItemPath, params: Params) {
  return {
    /** GET `path`: a page of the list (contract.ts `pageOf`), filtered by the query. */
    list: <Query extends z.ZodType, Item extends z.ZodType>(summary: string, query: Query, item: Item) =>
      defineContract({ method: "GET", path, summary, query, response: { 200: pageOf(item) }, errors: [] }),
    /** GET `itemPath`: one record, or NOT_FOUND. */
    get: <Answer extends z.ZodType>(summary: string, answer: Answer) =>
      defineContract({
        method: "GET",
        path: itemPath,
        summary,
        params,
        response: { 200: answer },
        errors: ["NOT_FOUND"],
      }),
    /** POST `path`: creates a record, answered 201 with it. */
    create: <Body extends z.ZodType, Answer extends z.ZodType, const E extends Errors>(
      summary: string,
      body: Body,
      answer: Answer,
      errors: E,
    ) => defineContract({ method: "POST", path, summary, body, response: { 201: answer }, errors }),
    /** PUT `itemPath`: edits a record. */
    update: <Body extends z.ZodType, Answer extends z.ZodType, const E extends Errors>(
      summary: string,
      body: Body,
      answer: Answer,
      errors: E,
    ) => defineContract({ method: "PUT", path: itemPath, summary, params, body, response: { 200: answer }, errors }),
    /** DELETE `itemPath`: deletes a record, answered 204. */
    remove: <const E extends Errors>(summary: string, errors: E) =>
      defineContract({ method: "DELETE", path: itemPath, summary, params, response: { 204: noContent }, errors }),
    /** Another route of the record: `itemPath` itself or a path below it (`/status`), with the record's params. */
    onItem: <
      const M extends Method,
      const Below extends "" | `/${string}`,
      const Rest extends Omit<RouteContract, "method" | "path" | "summary" | "params">,
    >(
      method: M,
      below: Below,
      summary: string,
      rest: Rest,
    ) =>
      defineContract({
        method,
        path: `${itemPath}${below}` as `${ItemPath}${Below}` & `/api/${string}`,
        summary,
        params,
        ...rest,
      }),
  };
}

/**
 * The routes of one record at one path (an account's settings, its certificate): `read` answers it,
 * `save` replaces it (PUT), `remove` deletes it (204), and `below` declares a route under the path
 * (`/verify`). As with `resourceContracts`, each call carries only what is its own.
 */
export function singletonContracts<const Path extends `/api/${string}`>(path: Path) {
  return {
    /** GET `path`: the record as the screen shows it (contract.ts `readContract`). */
    read: <Answer extends z.ZodType, const E extends Errors = []>(
      summary: string,
      answer: Answer,
      errors: E = [] as unknown as E,
    ) => readContract(path, summary, answer, errors),
    /** PUT `path`: saves the record, answered with it. */
    save: <Body extends z.ZodType, Answer extends z.ZodType, const E extends Errors>(
      summary: string,
      body: Body,
      answer: Answer,
      errors: E,
    ) => defineContract({ method: "PUT", path, summary, body, response: { 200: answer }, errors }),
    /** DELETE `path`: removes the record, answered 204. */
    remove: <const E extends Errors>(summary: string, errors: E) =>
      defineContract({ method: "DELETE", path, summary, response: { 204: noContent }, errors }),
    /** A route under the path (`/verify`), with no params of its own. */
    below: <
      const M extends Method,
      const Below extends `/${string}`,
      const Rest extends Omit<RouteContract, "method" | "path" | "summary">,
    >(
      method: M,
      below: Below,
      summary: string,
      rest: Rest,
    ) => defineContract({ method, path: `${path}${below}` as `${Path}${Below}` & `/api/${string}`, summary, ...rest }),
  };
}
