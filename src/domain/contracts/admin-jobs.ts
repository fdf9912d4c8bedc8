import { z } from "zod";
import { defineContract } from "./contract";

/** One queue's counts, as the operators' summary shows them. */
const queueSummarySchema = z.object({
  queue: z.string(),
  queued: z.number().int(),
  active: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
});

/** The background jobs, for operators (super_admin). */
export const adminJobContracts = {
  summary: defineContract({
    method: "GET",
    path: "/api/admin/jobs",
    summary: "Por fila: quantas tarefas esperam, rodam, aguardam nova tentativa ou falharam",
    response: { 200: z.object({ queues: z.array(queueSummarySchema) }) },
    errors: [],
  }),
};
