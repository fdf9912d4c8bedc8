import { okAnswer, readContract } from "./contract";

/** Liveness for load balancers and start scripts. */
export const healthContracts = {
  health: readContract("/api/health", "O servidor está de pé", okAnswer),
};
