import { z } from "zod";
import { readContract } from "./contract";

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
  summary: readContract(
    "/api/admin/jobs",
    "Por fila: quantas tarefas esperam, rodam, aguardam nova tentativa ou falharam",
    z.object({ queues: z.array(queueSummarySchema) }),
  ),
};
