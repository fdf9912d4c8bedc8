import type { z } from "zod";
import type { Deps } from "../deps";
import type { JobSpec } from "./job-queue";

/** What a Minuta job handler receives besides its payload. */
export interface JobContext {
  deps: Deps;
}

/**
 * One background job (ARCHITECTURE §1): a name, the Zod shape of its payload (ids, never an HTTP
 * actor), its retry policy and a handler that calls a service. Handlers must be idempotent: delivery
 * is at-least-once (a crash after the work but before pg-boss records completion runs it again).
 */
export type JobDefinition<S extends z.ZodType = z.ZodType> = JobSpec<S, JobContext>;

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
