import { z } from "zod";
import { defineContract } from "./contract";

/** Liveness for load balancers and start scripts. */
export const healthContracts = {
  health: defineContract({
    method: "GET",
    path: "/api/health",
    summary: "O servidor está de pé",
    response: { 200: z.object({ ok: z.literal(true) }) },
    errors: [],
  }),
};
