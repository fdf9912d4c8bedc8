import { okAnswer, readContract } from "../shared/contracts/define";

/** Liveness for load balancers and start scripts. */
export const healthContracts = {
  health: readContract("/api/health", "O servidor está de pé", okAnswer),
};
