import { z } from "zod";
import { readContract } from "../shared/contracts/define";
import { countSchema } from "../shared/fields";

/** One queue's counts, as the operators' summary shows them. */
const queueSummarySchema = z.object({
  queue: z.string(),
  queued: countSchema,
  active: countSchema,
  retrying: countSchema,
  failed: countSchema,
  completed: countSchema,
});

/** The background jobs, for operators (super_admin). */
export const adminJobContracts = {
  summary: readContract(
    "/api/admin/jobs",
    "Por fila: quantas tarefas esperam, rodam, aguardam nova tentativa ou falharam",
    z.object({ queues: z.array(queueSummarySchema) }),
  ),
};
