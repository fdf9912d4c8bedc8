// The plans module's face to other modules: the only file of it they may import (docs/decisions/0027).

export { activePlans } from "./active-plans";
export { accountPlanFeatures, assertWithinPlanLimit, lockAccountRow, signaturesThisMonth } from "./plan-limits";
